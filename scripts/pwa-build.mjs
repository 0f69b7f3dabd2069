#!/usr/bin/env node
// Trunk post_build hook (see Trunk.toml): turns the staged site into an installable,
// offline web app. Trunk runs it after writing index.html and every asset into its
// staging directory, with TRUNK_STAGING_DIR, TRUNK_PUBLIC_URL and TRUNK_SOURCE_DIR set.
//
//  1. Moves every inline <script> of index.html (Trunk's wasm loader; `trunk serve`'s
//     reload script) into a file of its own, boot-<hash>.js, so that the
//     Content-Security-Policy in index.html needs no 'unsafe-inline'; the loader starts
//     the app once the loading screen has been painted, without preloads (afterFirstFrame).
//  2. Makes the relative <link> hrefs of index.html (the manifest, the touch icon)
//     absolute under the public URL, like Trunk's own links, so the page may be opened
//     as …/konter/ or …/konter/index.html or …/konter/?anything alike.
//  3. In a release build (TRUNK_PROFILE=release, or --minify), minifies every JS file with
//     terser (Trunk's own minifier gives up on wasm-bindgen's ES-module glue). Files keep
//     their names: a hashed name still stands for one content, as the minified file is
//     a function of Trunk's. Without terser in node_modules it says so and goes on.
//  4. Gives the files Trunk names without a hash — the bot worker's glue and wasm, the score
//     sheets' module, wasm and styles — a content hash in their names (worker-<hash>.js, …)
//     and rewrites the small loaders that name them (worker_loader.js, bots_on_page.js, the
//     sheets' snippet). So every large file is immutable: the service worker serves it
//     from its cache without asking the network, and a stale HTTP cache can never pair one
//     version's glue with another's wasm.
//  5. Writes sw.js from the template public/sw.js: the build's version (a hash of the
//     template and every other file of the site) and the list of files to precache — all of
//     them, split into hashed files (cache first) and the others (network first). The list
//     is always generated from what Trunk wrote, never by hand.
//
// It can also run on an already built site (it is idempotent), e.g. after changing a
// file of it:
//
//   node scripts/pwa-build.mjs --dir dist --public-url /konter-a-matt/ [--minify]

import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function options() {
  const opts = {
    dir: process.env.TRUNK_STAGING_DIR,
    publicUrl: process.env.TRUNK_PUBLIC_URL || '/',
    template: join(process.env.TRUNK_SOURCE_DIR || ROOT, 'public', 'sw.js'),
    minify: process.env.TRUNK_PROFILE === 'release',
  };
  const args = process.argv.slice(2).filter((a) => {
    if (a !== '--minify') return true;
    opts.minify = true;
    return false;
  });
  for (let i = 0; i < args.length; i += 2) {
    const key = { '--dir': 'dir', '--public-url': 'publicUrl', '--template': 'template' }[args[i]];
    if (!key || args[i + 1] === undefined) {
      console.error('usage: node scripts/pwa-build.mjs [--dir DIR] [--public-url /sub/path/] [--template public/sw.js] [--minify]');
      process.exit(2);
    }
    opts[key] = args[i + 1];
  }
  if (!opts.dir) {
    console.error('pwa-build: no site directory (TRUNK_STAGING_DIR or --dir)');
    process.exit(2);
  }
  if (!opts.publicUrl.endsWith('/')) opts.publicUrl += '/';
  return opts;
}

const sha = (data) => createHash('sha256').update(data).digest('hex');

/** Every file under `dir`, as sorted paths relative to it with "/" separators. */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)).split(sep).join('/'))
    .sort();
}

/** Trunk's hashed names (filehash = true): name-<16 hex>.ext, wasm as name-<16 hex>_bg.wasm. */
const HASHED = /-[0-9a-f]{16}(_bg)?\.[a-z0-9]+$/;

/** A URL that is relative to the page (no scheme, not absolute-path, not a fragment). */
const isRelative = (href) => !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(href);

/**
 * Trunk's loader imports the app's JS at once (and index.html preloads it and the wasm).
 * Here the loader first waits until the loading screen of index.html (#shell) has been
 * shown — the browser's first-contentful-paint entry — then imports: the first paint does
 * not share the network (or a slow phone's CPU) with 360 KB of wasm, so the start screen's
 * words show as soon as the HTML and CSS are in. On a slow phone network the app is ready
 * a few hundred ms later than with a preload; later visits come from the service worker's
 * cache. A page opened hidden paints nothing and starts at once; a browser without paint
 * timing waits for one frame; the timer is a safety net only.
 */
const WAIT_FOR_FIRST_PAINT = `await new Promise((go) => {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (document.visibilityState === 'hidden' || painted()) return go();
  if (typeof PerformanceObserver === 'undefined' || !(PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    return requestAnimationFrame(() => setTimeout(go, 0));
  }
  new PerformanceObserver((entries, observer) => {
    if (!painted()) return;
    observer.disconnect();
    go();
  }).observe({ type: 'paint' });
  setTimeout(go, 3000);
});`;

function afterFirstFrame(body) {
  return body.replace(
    /^import init, \* as bindings from (['"][^'"]+['"]);/m,
    (_, url) => `${WAIT_FOR_FIRST_PAINT}\nconst bindings = await import(${url});\nconst init = bindings.default;`,
  );
}

async function rewriteIndex(dir, publicUrl) {
  const path = join(dir, 'index.html');
  let html = await readFile(path, 'utf8');
  const moved = [];
  const scripts = [];
  html = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (tag, attrs, body) => {
    if (/\bsrc\s*=/i.test(attrs) || body.trim() === '') return tag;
    body = afterFirstFrame(body);
    const name = `boot-${sha(body).slice(0, 16)}.js`;
    scripts.push(writeFile(join(dir, name), body.trim() + '\n'));
    moved.push(name);
    return `<script${attrs} src="${publicUrl}${name}"></script>`;
  });
  // The app's JS and wasm are fetched once the loading screen is up (see afterFirstFrame).
  // (Attribute values may be unquoted: Trunk minifies the HTML of a release build.)
  html = html.replace(/<link\b[^>]*\brel=["']?(modulepreload|preload)\b[^>]*>/gi, (tag) =>
    /\.(js|wasm)\b/.test(tag) ? '' : tag,
  );
  html = html.replace(/<link\b[^>]*>/gi, (tag) =>
    tag.replace(/\bhref=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i, (attr, a, b, c) => {
      const href = a ?? b ?? c;
      return isRelative(href) ? `href="${publicUrl}${href}"` : attr;
    }),
  );
  await Promise.all(scripts);
  await writeFile(path, html);
  return moved;
}

/** An ES module (wasm-bindgen's `--target web` glue, the boot script) rather than a classic
 *  script (the bot worker's `no-modules` glue, whose top-level names are its interface). */
const isModule = (code) => /^\s*(import|export)\b/m.test(code) || /\bimport\.meta\b/.test(code);

async function minifyScripts(dir) {
  let terser;
  try {
    terser = await import(join(ROOT, 'node_modules', 'terser', 'main.js'));
  } catch {
    console.warn('pwa-build: terser is not installed (npm ci), the JS stays as Trunk wrote it');
    return { count: 0, saved: 0 };
  }
  let count = 0;
  let saved = 0;
  for (const f of (await listFiles(dir)).filter((f) => f.endsWith('.js') && f !== 'sw.js')) {
    const path = join(dir, f);
    const code = await readFile(path, 'utf8');
    // A script that does not parse as the kind it looks like (top-level await in the boot
    // module) is tried as the other kind; one that parses as neither is left alone.
    let out = null;
    for (const module of isModule(code) ? [true, false] : [false, true]) {
      try {
        out = await terser.minify(code, { module, compress: true, mangle: true, format: { comments: false } });
        break;
      } catch {}
    }
    if (!out) console.warn(`pwa-build: terser could not parse ${f}; left as it is`);
    if (out?.code && out.code.length < code.length) {
      await writeFile(path, out.code + '\n');
      saved += code.length - out.code.length - 1;
      count += 1;
    }
  }
  return { count, saved };
}

/** Files Trunk writes without a hash (worker and module targets), which go together; and
 *  the loaders that name them, matched by what they contain. */
const UNHASHED_GROUPS = [
  { stem: 'worker', files: ['worker.js', 'worker_bg.wasm'] },
  { stem: 'games', files: ['games.js', 'games_bg.wasm'] },
];

async function fingerprint(dir) {
  const renamed = [];
  for (const { stem, files } of UNHASHED_GROUPS) {
    const all = await listFiles(dir);
    if (!files.every((f) => all.includes(f))) continue; // already done, or not built
    const hash = createHash('sha256');
    for (const f of files) hash.update(f).update('\0').update(await readFile(join(dir, f))).update('\0');
    const h = hash.digest('hex').slice(0, 16);
    const names = new Map(files.map((f) => [f, f.replace(stem, `${stem}-${h}`)]));
    for (const [from, to] of names) await rename(join(dir, from), join(dir, to));
    // Rewrite every other small text file that names one of them ("worker.js" inside
    // "worker_loader.js" is a different name: only whole names between quotes or slashes).
    const pattern = new RegExp(`(?<=['"\`/])(${files.map((f) => f.replace(/[.]/g, '\\.')).join('|')})(?=['"\`])`, 'g');
    for (const f of all.filter((f) => /\.(js|html)$/.test(f) && !files.includes(f))) {
      const path = join(dir, f);
      const text = await readFile(path, 'utf8');
      const out = text.replace(pattern, (name) => names.get(name));
      if (out !== text) await writeFile(path, out);
    }
    renamed.push(...names.values());
  }
  return renamed;
}

async function writeWorker(dir, template) {
  const source = await readFile(template, 'utf8');
  const files = (await listFiles(dir)).filter((f) => f !== 'sw.js');
  // The version covers the worker's own code too.
  const hash = createHash('sha256').update(source).update('\0');
  let bytes = 0;
  let gzipped = 0;
  for (const f of files) {
    const data = await readFile(join(dir, f));
    hash.update(f).update('\0').update(data).update('\0');
    bytes += data.length;
    gzipped += gzipSync(data, { level: 9 }).length;
  }
  const version = hash.digest('hex').slice(0, 16);
  // The page is precached as the scope itself ("./"), which is how it is opened.
  const asUrl = (f) => (f === 'index.html' ? './' : f);
  // Every file, the manifest's icons too: Chromium fetches the best of them on every load
  // of the page (to check that the app is installable), offline as well, through this
  // worker; an icon missing from the cache was a failed request ("net::ERR_FAILED") in
  // the console of the installed app opened offline.
  const precached = files;
  const build = {
    version,
    immutable: precached.filter((f) => HASHED.test(f)).map(asUrl),
    fresh: precached.filter((f) => !HASHED.test(f)).map(asUrl),
  };
  const marker = /\/\*BUILD\*\/[\s\S]*?\/\*END BUILD\*\//;
  if (!marker.test(source)) throw new Error(`${template} has no /*BUILD*/ … /*END BUILD*/ value to fill in`);
  const json = JSON.stringify(build, null, 2).replace(/\n/g, '\n  ');
  await writeFile(join(dir, 'sw.js'), source.replace(marker, () => `/*BUILD*/ ${json} /*END BUILD*/`));
  return { version, count: build.immutable.length + build.fresh.length, bytes, gzipped };
}

const opts = options();
const moved = await rewriteIndex(opts.dir, opts.publicUrl);
const minified = opts.minify ? await minifyScripts(opts.dir) : { count: 0, saved: 0 };
const renamed = await fingerprint(opts.dir);
const { version, count, bytes, gzipped } = await writeWorker(opts.dir, opts.template);
console.log(
  `pwa-build: ${opts.dir} for ${opts.publicUrl}: ` +
    (moved.length ? `moved inline script(s) to ${moved.join(', ')}; ` : '') +
    (minified.count ? `minified ${minified.count} JS files (${(minified.saved / 1024).toFixed(1)} KiB less); ` : '') +
    (renamed.length ? `hashed ${renamed.join(', ')}; ` : '') +
    `sw.js version ${version}, ${count} files precached (${(bytes / 1024).toFixed(1)} KiB, ${(gzipped / 1024).toFixed(1)} KiB gzipped)`,
);
