import { request as httpRequest } from 'node:http';
import { api } from '@charter/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../src/listen';
import { DEPENDENCY_SPRAWL } from './governance-helpers';
import { createTestApp, readAnswer } from './helpers';

/**
 * Over a real socket the server reads bodies straight from Node's request stream and answers JSON with a
 * Content-Length (one write, no chunked encoding): the limits and errors must hold there as they do in-process.
 */
const t = createTestApp();
const server = listen(t.app, { port: 0, hostname: '127.0.0.1' });
let base = '';
let secret = '';
beforeAll(async () => {
  await server.ready();
  base = server.url!.replace(/\/$/, '');
  const cookie = await t.signUp();
  const generated = await readAnswer(
    api.keys.generateCharterKey,
    await t.request('POST', '/api/user/generate-charter-api-key', { cookie, body: { keyName: 'socket' } }),
  );
  secret = generated.apiKey.keySecret;
});
afterAll(() => server.close(true));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends the chunks one by one without a Content-Length (chunked), or with one when `length` is given. */
function send(path: string, chunks: Buffer[], length?: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      authorization: `Bearer ${secret}`,
    };
    if (length !== undefined) headers['content-length'] = String(length);
    const request = httpRequest(`${base}${path}`, { method: 'POST', headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

describe('the Node socket path', () => {
  it('reads a JSON body sent in pieces and answers with a Content-Length, not chunked', async () => {
    const payload = Buffer.from(JSON.stringify(DEPENDENCY_SPRAWL));
    const answer = await send('/api/external/validate', [payload.subarray(0, 10), payload.subarray(10)]);
    expect(answer.status).toBe(200);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toMatchObject({ constitutional_validation: { status: 'blocked' } });
  });

  it('answers 413 to a chunked body past the limit, without reading it all', async () => {
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    const answer = await send(
      '/api/external/validate',
      Array.from({ length: 8 }, () => chunk),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 400 to a body that is not UTF-8, and to one that is not JSON', async () => {
    const notUtf8 = await send('/api/external/validate', [Buffer.from([0x7b, 0xff, 0xfe, 0x7d])]);
    expect(notUtf8.status).toBe(400);
    expect(JSON.parse(notUtf8.body)).toMatchObject({ code: 'INVALID_JSON' });
    const notJson = await send('/api/external/validate', [Buffer.from('{"decision_type": ')]);
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body)).toMatchObject({ code: 'INVALID_JSON' });
  });
});
