// Times the Hard bot's decisions in wasm (Node): `node run.mjs [DECISIONS] [BUDGET_MS]`.
// Build first: see README ("How strong the bots are") or `scripts/wasm-bench/run.sh`.
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = process.env.CARGO_TARGET_DIR || path.join(here, 'target');
const file = path.join(target, 'wasm32-unknown-unknown/release/wasm_bench.wasm');
const { instance } = await WebAssembly.instantiate(fs.readFileSync(file), { env: { now: () => performance.now() } });
const N = parseInt(process.argv[2] || '4000');
// The solver first, as `konter solve-bench --positions 1000` natively.
for (const [what, cards] of [['full deal', 0], ['from trick 2', 4]]) {
  instance.exports.prepare(1000, cards);
  const a = performance.now();
  const nodes = instance.exports.solve_prepared();
  const s = (performance.now() - a) / 1000;
  console.log(`wasm solver, ${what}: ${(1000 / s).toFixed(0)} solves/s (${(nodes / 1000).toFixed(0)} nodes each)`);
}
const budget = parseFloat(process.argv[3] ?? '0');
const times = [];
const t0 = performance.now();
let decisions = 0;
while (times.length < N) {
  const a = performance.now();
  const r = instance.exports.step(21, budget);
  const b = performance.now();
  if (r === 2) throw new Error('a bot failed to act');
  if (r === 1) times.push(b - a);
  decisions++;
}
times.sort((x, y) => x - y);
const q = f => times[Math.round((times.length - 1) * f)].toFixed(1);
console.log(`wasm, node ${process.version}, budget ${budget || 'none'} ms: ${times.length} Hard decisions` +
  ` (cards and announcements): p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms,` +
  ` max ${times[times.length - 1].toFixed(1)} ms; ${((performance.now() - t0) / 1000).toFixed(0)} s`);
