#!/usr/bin/env node
// Renders the app icons (PNG) from their SVG sources in public/, with the headless
// Chromium the browser tests use (CHROMIUM_BIN, default /usr/bin/chromium):
//
//   node scripts/make-icons.mjs      # after: bash scripts/setup.sh --browser
//
//   public/icon.svg          → public/icon-192.png, public/icon-512.png   (purpose "any")
//   public/icon-maskable.svg → public/icon-maskable-512.png               (purpose "maskable")
//
// The PNGs are committed; run this again after changing an SVG source.

import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'public');
const ICONS = [
  { src: 'icon.svg', out: 'icon-192.png', size: 192 },
  { src: 'icon.svg', out: 'icon-512.png', size: 512 },
  { src: 'icon-maskable.svg', out: 'icon-maskable-512.png', size: 512 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { src, out, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.goto(pathToFileURL(join(PUBLIC, src)).href);
    await page.screenshot({ path: join(PUBLIC, out), omitBackground: true });
    await page.close();
    console.log(`public/${out} (${size}×${size}) from public/${src}`);
  }
} finally {
  await browser.close();
}
