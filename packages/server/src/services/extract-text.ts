import type { ExtractedText, TextFileType } from '@charter/core';
import { CharterError, MAX_EXTRACTED_CHARACTERS, MAX_UPLOAD_BYTES } from '@charter/core';
import { toTextFromRtf } from './rtf-to-text';

export const FILE_TOO_LARGE = 'File too large: upload files smaller than 10MB.';
const UNSUPPORTED = 'Unsupported file type: upload .txt, .md, .rtf or .pdf.';
const UNREADABLE_PDF = 'Could not read text from this PDF. Convert it to .txt or .md and try again.';

const BY_EXTENSION: Record<string, TextFileType> = {
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
  rtf: 'rtf',
  pdf: 'pdf',
};
const BY_MEDIA_TYPE: Record<string, TextFileType> = {
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/rtf': 'rtf',
  'application/rtf': 'rtf',
  'application/pdf': 'pdf',
};

/** The extension decides (browsers guess media types from it anyway); the media type only when there is none. */
export function toTextFileType(name: string, mediaType: string): TextFileType | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  if (match) return BY_EXTENSION[match[1]!.toLowerCase()] ?? null;
  return BY_MEDIA_TYPE[mediaType.split(';')[0]!.trim().toLowerCase()] ?? null;
}

/** UTF-8 by default; a UTF-16 byte-order mark (Windows Notepad's "Unicode") switches the decoder. */
function decodeText(bytes: Uint8Array): string {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  return new TextDecoder(encoding).decode(bytes); // strips the BOM; invalid bytes become U+FFFD
}

function isBinary(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false;
  // C0 controls, DEL, C1 controls, and the replacement character an undecodable byte became.
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xfffd;
}

/**
 * Removes binary and control characters (keeping tabs and line breaks) and normalises line endings.
 * @example toCleanText('a\u0000b\r\nc') // { text: 'ab\nc', hadBinary: true }
 */
export function toCleanText(raw: string): { text: string; hadBinary: boolean } {
  let text = '';
  let hadBinary = false;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (isBinary(code)) hadBinary = true;
    else text += raw[i];
  }
  return { text: text.replace(/\r\n?/g, '\n'), hadBinary };
}

/** Cuts to `max` characters without splitting a surrogate pair. */
function truncate(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  let cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return { text: cut, truncated: true };
}

async function readPdf(bytes: Uint8Array): Promise<string> {
  // Loaded on first use: pdf.js is large, and most servers never see a PDF.
  const { extractText, getDocumentProxy } = await import('unpdf');
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      return (await extractText(pdf, { mergePages: true })).text;
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    throw new CharterError('BAD_REQUEST', UNREADABLE_PDF, { cause: error });
  }
}

/** The text of an uploaded document, as the primer and the conversation import it. */
export async function extractTextFromFile(file: File): Promise<ExtractedText> {
  if (file.size > MAX_UPLOAD_BYTES) throw new CharterError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
  const type = toTextFileType(file.name, file.type);
  if (!type) throw new CharterError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const raw =
    type === 'pdf'
      ? await readPdf(bytes)
      : type === 'rtf'
        ? toTextFromRtf(decodeText(bytes))
        : decodeText(bytes);
  const clean = toCleanText(raw);
  const { text, truncated } = truncate(clean.text, MAX_EXTRACTED_CHARACTERS);
  return {
    success: true,
    text,
    name: file.name,
    type,
    characters: text.length,
    truncated,
    hadBinary: clean.hadBinary,
  };
}
