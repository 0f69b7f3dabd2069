// A small static file server for the built site (dist/), used by the browser tests.
// It can serve the site under a sub-path, as a static host would:
//
//   node tests/server.mjs [--dir dist] [--prefix /konter/] [--port 8080] [--host 127.0.0.1]
//
// As a module: `const server = await startServer({ dir, prefix, port: 0 })`, then
// `server.url` is the site's address and `await server.close()` stops it.

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** Normalises a URL prefix to the form "/", "/konter/", "/a/b/". */
function normalisePrefix(prefix) {
  const trimmed = String(prefix ?? '/').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/**
 * Starts serving `dir` under the URL path `prefix` on `host:port` (port 0: any free one).
 * Resolves to { url, port, close() } once listening.
 */
export async function startServer({ dir = 'dist', prefix = '/', host = '127.0.0.1', port = 0, log = false } = {}) {
  const root = resolve(dir);
  const base = normalisePrefix(prefix);

  const server = createServer(async (req, res) => {
    const send = (status, body, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : body);
      if (log) console.log(`${status} ${req.method} ${req.url}`);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed\n');

    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      return send(400, 'bad request\n');
    }
    // The site root without its trailing slash: redirect, as static hosts do.
    if (base !== '/' && path === base.slice(0, -1)) {
      res.writeHead(301, { Location: base });
      return res.end();
    }
    if (!path.startsWith(base)) return send(404, 'not found\n');

    let file = join(root, path.slice(base.length));
    if (file !== root && !file.startsWith(root + sep)) return send(403, 'forbidden\n');
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      const type = MIME_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      return send(200, body, type);
    } catch {
      return send(404, 'not found\n');
    }
  });

  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const actualPort = server.address().port;
  return {
    port: actualPort,
    url: `http://${host}:${actualPort}${base}`,
    close: () => new Promise((ok) => {
      server.closeAllConnections?.();
      server.close(() => ok());
    }),
  };
}

// Command line use.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = { dir: 'dist', prefix: '/', host: '127.0.0.1', port: 8080, log: true };
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i].replace(/^--/, '');
    if (!(key in opts) || args[i + 1] === undefined) {
      console.error('usage: node tests/server.mjs [--dir dist] [--prefix /] [--port 8080] [--host 127.0.0.1]');
      process.exit(2);
    }
    opts[key] = key === 'port' ? Number(args[i + 1]) : args[i + 1];
  }
  const server = await startServer(opts);
  console.log(`serving ${resolve(opts.dir)} at ${server.url}`);
}
