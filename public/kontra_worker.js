// Kontraspiel's bots in a worker of their own (src/app/kontra/bots.rs starts it): the
// Kontraspiel module's own glue and wasm, loaded here off the page, answer each request
// (src/kontra_worker.rs). scripts/pwa-build.mjs gives the two files their hashed names here.
import init, { botAnswer } from './kontraspiel.js';

init({ module_or_path: new URL('./kontraspiel_bg.wasm', import.meta.url) }).then(() => {
  onmessage = (e) => postMessage(botAnswer(e.data));
  postMessage('ready');
});
