import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../src/http/compress-json';
import { createTestApp } from './helpers';

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** Undoes the Content-Encoding the server said it used, the way a browser does. */
function decode(response: Response, body: Buffer): Buffer {
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  expect(encoding).toBeNull();
  return body;
}

describe('console assets: precompressed, negotiated, cached', () => {
  // A real published script as the asset (h3's own bundle, ~100 KB), not a string made up for the test.
  const script = readFileSync(createRequire(import.meta.url).resolve('h3'));
  const dir = mkdtempSync(join(tmpdir(), 'charter-web-enc-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Charter</title><div id="root"></div>');
  // What the console build writes (packages/web/build/precompress.ts): the file, `.br` and `.gz` beside it.
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), script);
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.gz'), gzipSync(script, { level: 9 }));
  // Too small to have compressed copies.
  writeFileSync(join(dir, 'assets', 'tiny-Zz9.js'), 'export{};');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const t = createTestApp({ env: { CHARTER_WEB_DIST: dir } });
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    t.request(method, path, { headers });

  it('sends brotli to a browser that accepts it, and the decoded body is the file', async () => {
    const response = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(script.byteLength / 3);
    expect(decode(response, body).equals(script)).toBe(true);
  });

  it('sends gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await get('/assets/index-AbC123.js', { 'accept-encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe('gzip');
      expect(decode(response, await bytes(response)).equals(script), accept).toBe(true);
    }
  });

  it('sends the file as it is without Accept-Encoding, or when only identity is accepted', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const response = await get('/assets/index-AbC123.js', headers);
      expect(response.headers.get('content-encoding'), JSON.stringify(headers)).toBeNull();
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect((await bytes(response)).equals(script)).toBe(true);
    }
  });

  it('sends a file without compressed copies as it is, whatever is accepted', async () => {
    const response = await get('/assets/tiny-Zz9.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('export{};');
  });

  it('answers HEAD with the headers of the encoded file and no body', async () => {
    const response = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBe(brotliCompressSync(script).byteLength);
    expect((await bytes(response)).byteLength).toBe(0);
  });

  it('ignores Range (no partial answers): the whole file, never a broken slice', async () => {
    const response = await get('/assets/index-AbC123.js', { range: 'bytes=0-99', 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBeNull();
    expect(decode(response, await bytes(response)).equals(script)).toBe(true);
  });

  it('revalidates index.html on every visit (no-cache), at its own path and for console routes', async () => {
    for (const path of ['/index.html', '/dashboard', '/']) {
      const response = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toMatch(/<div id="root">/);
    }
  });
});

describe('API JSON compression', () => {
  const t = createTestApp();

  it('compresses a JSON answer above 1 KiB by the caller’s preference, decoding to the same JSON', async () => {
    const plain = await t.request('GET', '/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(Buffer.byteLength(text)).toBeGreaterThan(COMPRESS_MIN_BYTES);

    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const response = await t.request('GET', '/api/openapi.json', {
        headers: { 'accept-encoding': accept },
      });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(expected);
      expect(response.headers.get('content-type'), accept).toMatch(/^application\/json/);
      expect(response.headers.get('vary'), accept).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control'), accept).toBe('no-store');
      const body = await bytes(response);
      expect(body.byteLength, accept).toBeLessThan(Buffer.byteLength(text) / 4);
      expect(JSON.parse(decode(response, body).toString('utf8')), accept).toEqual(JSON.parse(text));
    }
  });

  it('sends a small JSON answer as it is, even to a caller that accepts brotli', async () => {
    const response = await t.request('GET', '/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe('{"ok":true}');
  });

  it('keeps the status and cookies of the handler (201 and Set-Cookie on registration)', async () => {
    const response = await t.request('POST', '/api/auth/register', {
      body: { name: 'Ada', email: 'ada@example.com', password: 'correct horse' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('set-cookie')).toMatch(/^charter_session=/);
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe('ada@example.com');
  });

  it('leaves error answers alone', async () => {
    const response = await t.request('GET', '/api/nope', { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
  });
});
