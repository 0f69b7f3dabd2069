// What a first visit downloads, file by file, gzip -9 sizes (as a gzip-ing static host
// would send them; PNGs as they are): the page itself until it is idle, then what the
// service worker adds when it precaches the rest for offline play. Printed by
// scripts/test.sh after the release build; run alone after a build:
//
//   node scripts/first-visit.mjs [--dir dist]
//
// The goal (issue 6) is 250 KB for the page; the figure is reported, not enforced.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, launchBrowser, startServer } from '../tests/browser/helpers.mjs';

const dirArg = process.argv.indexOf('--dir');
const dir = dirArg > 0 ? process.argv[dirArg + 1] : DIST;

const server = await startServer({ dir, prefix: '/' });
const browser = await launchBrowser();
const page_ = new Map();
const worker_ = new Map();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  context.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (!r.url().startsWith(server.url)) return;
    (r.serviceWorker() ? worker_ : page_).set(path, true);
  });
  const page = await context.newPage();
  await page.goto(server.url, { waitUntil: 'networkidle', timeout: 60_000 });
  // The service worker installs after the load and precaches the rest.
  await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 30_000 }).catch(() => {});
  await page.waitForTimeout(500);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}

const size = (path) => {
  const file = join(dir, path === '/' ? 'index.html' : path.slice(1));
  const raw = readFileSync(file);
  return { raw: raw.length, gz: /\.png$/.test(file) ? raw.length : gzipSync(raw, { level: 9 }).length };
};
const table = (title, paths) => {
  let raw = 0;
  let gz = 0;
  console.log(title);
  for (const p of paths) {
    const s = size(p);
    raw += s.raw;
    gz += s.gz;
    console.log(`    ${p.padEnd(40)} ${String(s.raw).padStart(9)} bytes ${String(s.gz).padStart(9)} gzip`);
  }
  console.log(`    ${'total'.padEnd(40)} ${String(raw).padStart(9)} bytes ${String(gz).padStart(9)} gzip (${(gz / 1024).toFixed(1)} KiB)`);
  return gz;
};
const onPage = [...page_.keys()];
const precached = [...worker_.keys()].filter((p) => !page_.has(p));
const a = table('first visit, the page until idle:', onPage);
const b = table('then the service worker, precaching the rest for offline play:', precached);
console.log(`first visit in all: ${a + b} bytes gzip (${((a + b) / 1024).toFixed(1)} KiB); the page alone: ${(a / 1024).toFixed(1)} KiB (goal 250 KB)`);
