// Müller Matz's bots in a worker of their own (src/app/matz/bots.rs starts it): the
// games module's own glue and wasm, loaded here off the page, answer each request
// (src/matz_worker.rs). scripts/pwa-build.mjs gives the two files their hashed names here.
import init, { botAnswer } from './games.js';

init({ module_or_path: new URL('./games_bg.wasm', import.meta.url) }).then(() => {
  onmessage = (e) => postMessage(botAnswer('matz', e.data));
  postMessage('ready');
});
