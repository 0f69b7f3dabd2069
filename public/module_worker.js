// The bots of a game the games module draws, in a worker of their own, one per game
// (src/host/bots.rs starts it and names it by the game's key): the games module's own
// glue and wasm, loaded here off the page, answer each request (src/host/worker.rs).
// scripts/pwa-build.mjs gives the two files their hashed names here.
import init, { botAnswer } from './games.js';

const game = self.name;
init({ module_or_path: new URL('./games_bg.wasm', import.meta.url) }).then(() => {
  onmessage = (e) => postMessage(botAnswer(game, e.data));
  postMessage('ready');
});
