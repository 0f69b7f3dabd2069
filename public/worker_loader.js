// Starts the bot worker (see src/bin/worker.rs): loads wasm-bindgen's glue and the wasm
// next to this file. Trunk builds worker.js and worker_bg.wasm without a hash; the post-build
// hook (scripts/pwa-build.mjs) renames them with one and rewrites the names here.
importScripts('./worker.js');
wasm_bindgen({ module_or_path: './worker_bg.wasm' });
