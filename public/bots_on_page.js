// The bots on the page, for when the bot worker cannot run (src/games/konter/bots.rs): loads the
// worker's own glue (worker.js, whose `let wasm_bindgen` later classic scripts can see)
// and wasm next to this file, and offers the worker's `answerText(request) -> answer`.
// The page's own wasm carries no bot, so the bots are downloaded once, by whoever needs them.
// (scripts/pwa-build.mjs puts the files' hashed names in place of worker.js and worker_bg.wasm.)
(function () {
  const here = document.currentScript.src;
  window.konterBotsOnPage = new Promise((resolve, reject) => {
    const glue = document.createElement('script');
    glue.src = new URL('worker.js', here).href;
    glue.onload = () =>
      wasm_bindgen({ module_or_path: new URL('worker_bg.wasm', here).href }).then(
        () => resolve(wasm_bindgen.answerText),
        reject,
      );
    glue.onerror = () => reject(new Error('cannot load worker.js'));
    document.head.appendChild(glue);
  });
})();
