// Times the Müller Matz Hard bot's decisions in wasm (Node):
//   node run.mjs [DECISIONS] [PLAYERS]
// Build first: `scripts/wasm-bench-matz/run.sh` does both.
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = process.env.CARGO_TARGET_DIR || path.join(here, 'target');
const file = path.join(target, 'wasm32-unknown-unknown/release/wasm_bench_matz.wasm');
const { instance } = await WebAssembly.instantiate(fs.readFileSync(file), {});
const N = parseInt(process.argv[2] || '2000');
const players = parseInt(process.argv[3] || '4');
const times = [];
const t0 = performance.now();
while (times.length < N) {
  const a = performance.now();
  const r = instance.exports.step(21, players);
  const b = performance.now();
  if (r === 2) throw new Error('a bot failed to act');
  if (r === 1) times.push(b - a);
}
times.sort((x, y) => x - y);
const q = f => times[Math.round((times.length - 1) * f)].toFixed(1);
console.log(`wasm, node ${process.version}, ${players} players: ${times.length} Müller Matz Hard decisions` +
  ` with a choice: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms,` +
  ` max ${times[times.length - 1].toFixed(1)} ms; ${((performance.now() - t0) / 1000).toFixed(0)} s`);
