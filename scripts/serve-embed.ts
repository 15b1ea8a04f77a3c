/**
 * Serves the embedding demo as a library's CMS would: `demo-host/embed.html` with its assets, the
 * catalogue-only page `demo-host/embed/catalogue.html`, and the built kit (`dist/`, from `npm run
 * build`), from an origin of its own. The pages' `api-base="http://127.0.0.1:3000"` is rewritten
 * to `--api` when one is given.
 *
 *   node scripts/serve-embed.ts [--port 8080] [--api http://127.0.0.1:3000]
 *   CORS_ORIGINS=http://127.0.0.1:8080 npm start      (the API server must allow this origin)
 *   open http://127.0.0.1:8080/demo-host/embed.html
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_API = 'http://127.0.0.1:3000';
const SERVED = ['demo-host/embed.html', 'demo-host/embed/', 'dist/'];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

export function startEmbedServer({
  port = 8080,
  host = '127.0.0.1',
  api = DEFAULT_API,
}: { port?: number; host?: string; api?: string } = {}): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/') {
      response.writeHead(302, { location: '/demo-host/embed.html' }).end();
      return;
    }
    const relative = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    const file = path.join(root, relative);
    const allowed =
      !relative.includes('..') && SERVED.some((prefix) => relative.startsWith(prefix));
    if (!allowed || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    };
    if (file.endsWith('.html')) {
      const html = readFileSync(file, 'utf8').replaceAll(DEFAULT_API, api.replace(/\/+$/, ''));
      response.writeHead(200, headers).end(html);
      return;
    }
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.EMBED_PORT ?? '8080' },
      api: { type: 'string', default: process.env.API_BASE ?? DEFAULT_API },
    },
  });
  if (!existsSync(path.join(root, 'dist', 'index.js'))) {
    console.warn('dist/index.js is missing: run `npm run build` first.');
  }
  const port = Number(values.port);
  try {
    await startEmbedServer({ port, api: values.api });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(`Port ${port} is in use: stop what uses it, or give another (-- --port N).`);
    process.exit(1);
  }
  console.log(
    `Embedding demo on http://127.0.0.1:${port}/demo-host/embed.html (API ${values.api})`,
  );
}
