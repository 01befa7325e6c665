// `pnpm examples:serve`: serves examples/widget-html on a second port (another origin than Charter's), with
// CHARTER_SERVER and CHARTER_WIDGET_KEY filled into the page. The Playwright widget test uses the same server.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../examples/widget-html/', import.meta.url));

/**
 * Starts the example page server. `port` 0 picks a free one. Answers only `/` (the page with the values
 * filled in); everything else is 404.
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveWidgetExample({ port = 0, host = '127.0.0.1', server, widgetKey }) {
  const template = await readFile(`${ROOT}index.html`, 'utf8');
  const page = template
    .replaceAll('__CHARTER_SERVER__', server)
    .replaceAll('__CHARTER_WIDGET_KEY__', widgetKey);
  const http = createServer((req, res) => {
    if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise((resolve) => http.listen(port, host, resolve));
  const address = http.address();
  return {
    origin: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`,
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = process.env.CHARTER_SERVER ?? 'http://127.0.0.1:8787';
  const widgetKey = process.env.CHARTER_WIDGET_KEY;
  if (!widgetKey) {
    console.error(
      'Set CHARTER_WIDGET_KEY to a publishable key (charter_pk_…) made on the Charter API Keys screen.',
    );
    process.exit(2);
  }
  const port = Number(process.env.EXAMPLES_PORT ?? 8788);
  const { origin } = await serveWidgetExample({ port, server, widgetKey });
  console.log(`Widget example: ${origin}/  (allow this origin on the widget key; Charter at ${server})`);
}
