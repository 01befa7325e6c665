import type { H3Event } from 'h3';
import { describe, expect, it } from 'vitest';
import { readFormBody, readJsonBody, readRawBody, UPLOAD_BODY_LIMIT } from '../src/http/read-body';

/** The body readers only touch `event.req`. */
const toEvent = (request: Request) => ({ req: request }) as unknown as H3Event;

describe('body readers', () => {
  it('take the limit as a parameter (uploads get 10 MiB)', async () => {
    expect(UPLOAD_BODY_LIMIT).toBe(10 * 1024 * 1024);
    const body = 'x'.repeat(100 * 1024);
    const event = () => toEvent(new Request('http://localhost/', { method: 'POST', body }));
    expect((await readRawBody(event(), { limit: UPLOAD_BODY_LIMIT })).byteLength).toBe(body.length);
    await expect(readRawBody(event(), { limit: 1024 })).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await expect(readJsonBody(event())).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('reads multipart forms into fields and files', async () => {
    const form = new FormData();
    form.append('title', 'Notes');
    form.append('tag', 'a');
    form.append('tag', 'b');
    form.append('file', new File(['hello'], 'notes.md', { type: 'text/markdown' }));
    const fields = await readFormBody(
      toEvent(new Request('http://localhost/', { method: 'POST', body: form })),
    );
    expect(fields.title).toBe('Notes');
    expect(fields.tag).toEqual(['a', 'b']);
    expect(fields.file).toBeInstanceOf(File);
    expect(await (fields.file as File).text()).toBe('hello');
  });

  it('answers 400 for malformed multipart', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      body: 'not multipart at all',
    });
    await expect(readFormBody(toEvent(request))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
