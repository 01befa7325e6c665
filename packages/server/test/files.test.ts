import { describe, expect, it } from 'vitest';
import { toCleanText } from '../src/services/extract-text';
import { createTestApp, json } from './helpers';
import { makePdf } from './pdf-fixture';

interface Extracted {
  success: boolean;
  text: string;
  name: string;
  type: string;
  characters: number;
  truncated: boolean;
  hadBinary: boolean;
}

const MB10 = 10 * 1024 * 1024;

async function setUp() {
  const t = createTestApp();
  const cookie = await t.signUp();
  const upload = (file: File | string, field = 'file') => {
    const form = new FormData();
    form.append(field, file);
    return t.request('POST', '/api/files/extract-text', { cookie, rawBody: form });
  };
  return { t, cookie, upload };
}

describe('POST /api/files/extract-text', () => {
  it('reads .txt and .md as UTF-8', async () => {
    const { upload } = await setUp();
    const txt = await upload(new File(['Tutors lose hours — every week.\r\n'], 'brief.txt'));
    expect(txt.status).toBe(200);
    expect(await json(txt)).toEqual({
      success: true,
      text: 'Tutors lose hours — every week.\n',
      name: 'brief.txt',
      type: 'txt',
      characters: 32,
      truncated: false,
      hadBinary: false,
    });
    const md = await json<Extracted>(await upload(new File(['# Plan\n\n- book'], 'PLAN.MD')));
    expect(md).toMatchObject({ type: 'md', text: '# Plan\n\n- book' });
  });

  it('converts .rtf to plain text', async () => {
    const { upload } = await setUp();
    const rtf = String.raw`{\rtf1\ansi{\fonttbl{\f0 Arial;}}\f0 Core problem: {\b scheduling}\par Users: tutors}`;
    const body = await json<Extracted>(await upload(new File([rtf], 'brief.rtf')));
    expect(body).toMatchObject({ type: 'rtf', text: 'Core problem: scheduling\nUsers: tutors' });
  });

  it('extracts the text of a real PDF', async () => {
    const { upload } = await setUp();
    const pdf = makePdf('Tutors lose hours arranging lessons');
    const response = await upload(new File([pdf], 'brief.pdf', { type: 'application/pdf' }));
    expect(response.status).toBe(200);
    const body = await json<Extracted>(response);
    expect(body).toMatchObject({ type: 'pdf', name: 'brief.pdf', truncated: false, hadBinary: false });
    expect(body.text.trim()).toBe('Tutors lose hours arranging lessons');
  });

  it('answers 400 with advice for a corrupt PDF', async () => {
    const { upload } = await setUp();
    const response = await upload(new File(['%PDF-1.4 this is not a pdf'], 'broken.pdf'));
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      code: 'BAD_REQUEST',
      error: 'Could not read text from this PDF. Convert it to .txt or .md and try again.',
    });
  });

  it('refuses other types with 415 and a readable sentence', async () => {
    const { upload } = await setUp();
    for (const name of ['photo.png', 'sheet.xlsx', 'noextension']) {
      const response = await upload(new File(['x'], name, { type: 'application/octet-stream' }));
      expect(response.status, name).toBe(415);
      expect((await json(response)).error).toBe('Unsupported file type: upload .txt, .md, .rtf or .pdf.');
    }
    const byMediaType = await upload(new File(['notes'], 'notes', { type: 'text/plain' }));
    expect(byMediaType.status).toBe(200);
  });

  it('refuses files over 10 MB with 413, whether the file or the body is too large', async () => {
    const { upload } = await setUp();
    const justOver = await upload(new File([new Uint8Array(MB10 + 1).fill(97)], 'big.txt'));
    expect(justOver.status).toBe(413);
    expect((await json(justOver)).error).toBe('File too large: upload files smaller than 10MB.');
    const wayOver = await upload(new File([new Uint8Array(MB10 + 200_000).fill(97)], 'bigger.txt'));
    expect(wayOver.status).toBe(413);
    expect((await json(wayOver)).error).toBe('File too large: upload files smaller than 10MB.');
    const limit = await upload(new File([new Uint8Array(MB10).fill(97)], 'limit.txt'));
    expect(limit.status).toBe(200);
    expect(await json(limit)).toMatchObject({ characters: 50_000, truncated: true });
  });

  it('cuts text to 50 000 characters and strips binary characters', async () => {
    const { upload } = await setUp();
    const long = await json<Extracted>(await upload(new File(['a'.repeat(60_000)], 'long.txt')));
    expect(long).toMatchObject({ characters: 50_000, truncated: true });
    expect(long.text).toHaveLength(50_000);

    const bytes = new Uint8Array([0x68, 0x69, 0x00, 0x01, 0xff, 0x0a, 0x6f, 0x6b]);
    const binary = await json<Extracted>(await upload(new File([bytes], 'mixed.txt')));
    expect(binary).toMatchObject({ text: 'hi\nok', hadBinary: true, characters: 5 });
  });

  it('needs a file field and a signed-in user', async () => {
    const { t, upload } = await setUp();
    const missing = await upload('just a string');
    expect(missing.status).toBe(400);
    expect((await json(missing)).error).toBe('Attach the document as the multipart field "file".');
    const form = new FormData();
    form.append('file', new File(['x'], 'a.txt'));
    expect((await t.request('POST', '/api/files/extract-text', { rawBody: form })).status).toBe(401);
  });
});

describe('toCleanText', () => {
  it('keeps tabs and line breaks, drops C0/C1 controls and replacement characters', () => {
    expect(toCleanText('a\tb\r\nc\u0007\u0085\ufffdd')).toEqual({ text: 'a\tb\nc' + 'd', hadBinary: true });
    expect(toCleanText('plain')).toEqual({ text: 'plain', hadBinary: false });
  });
});
