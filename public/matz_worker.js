// Müller Matz's bots in a worker of their own (src/app/matz/bots.rs starts it): the
// Müller Matz module's own glue and wasm, loaded here off the page, answer each request
// (src/matz_worker.rs). scripts/pwa-build.mjs gives the two files their hashed names here.
import init, { botAnswer } from './muellermatz.js';

init({ module_or_path: new URL('./muellermatz_bg.wasm', import.meta.url) }).then(() => {
  onmessage = (e) => postMessage(botAnswer(e.data));
  postMessage('ready');
});
