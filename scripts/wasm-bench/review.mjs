// Times whole-deal reviews in wasm (Node): `node review.mjs [DEALS] [SEED]` — the deals of
// `konter analyse-bench --deals DEALS --seed SEED` (played by Medium bots), each reviewed as
// the web worker would. Build first: `cargo build --release --target wasm32-unknown-unknown`
// here (or `scripts/wasm-bench/run.sh`, which also runs the bot bench).
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = process.env.CARGO_TARGET_DIR || path.join(here, 'target');
const file = path.join(target, 'wasm32-unknown-unknown/release/wasm_bench.wasm');
const { instance } = await WebAssembly.instantiate(fs.readFileSync(file), { env: { now: () => performance.now() } });
const N = parseInt(process.argv[2] || '200');
const seed = parseFloat(process.argv[3] || '1');
const times = [];
for (let i = 0; i < N; i++) {
  instance.exports.prepare_review(seed, i);
  const a = performance.now();
  const cards = instance.exports.review_prepared();
  times.push(performance.now() - a);
  if (cards !== 24) throw new Error(`deal ${i}: ${cards} cards reviewed, not 24`);
}
times.sort((x, y) => x - y);
const q = f => times[Math.round((times.length - 1) * f)].toFixed(1);
console.log(`wasm, node ${process.version}: whole-deal review of ${N} deals (seed ${seed}):` +
  ` p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${times[times.length - 1].toFixed(1)} ms`);
