// Times Kontraspiel's Hard decisions in wasm (Node): `node run.mjs [DECISIONS] [SEED]`.
// Build first: `scripts/wasm-bench-kontra/run.sh` does both.
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = process.env.CARGO_TARGET_DIR || path.join(here, 'target');
const file = path.join(target, 'wasm32-unknown-unknown/release/wasm_bench_kontra.wasm');
const { instance } = await WebAssembly.instantiate(fs.readFileSync(file), {});
const N = parseInt(process.argv[2] || '3000');
const seed = parseInt(process.argv[3] || '7');
const times = [];
const t0 = performance.now();
while (times.length < N) {
  const a = performance.now();
  const r = instance.exports.step(seed);
  const b = performance.now();
  if (r === 2) throw new Error('a bot failed to act');
  if (r === 1) times.push(b - a);
}
times.sort((x, y) => x - y);
const q = f => times[Math.round((times.length - 1) * f)].toFixed(1);
console.log(`wasm, node ${process.version}: ${times.length} Kontraspiel Hard decisions with a choice` +
  ` (vs Medium, seed ${seed}): p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms,` +
  ` max ${times[times.length - 1].toFixed(1)} ms; ${((performance.now() - t0) / 1000).toFixed(0)} s`);
