import {
  cleanImportedText,
  MAX_EXTRACTED_CHARACTERS,
  MAX_UPLOAD_BYTES,
  TEXT_FILE_TYPES,
  type TextFileType,
} from '@charter/core';
import { apiClient } from './api-client';
import { api } from './api-routes';

export interface ReadTextFile {
  name: string;
  /** Size of the original file in bytes. */
  size: number;
  type: TextFileType;
  /** Plain text, cleaned of binary characters and cut to 50 000 characters. */
  text: string;
  /** Binary or control characters were removed: show the clean-up note. */
  hadBinary: boolean;
  truncated: boolean;
}

/** Why a file could not be read; `reason` picks the message each screen shows. */
export class TextFileError extends Error {
  constructor(
    readonly reason: 'unsupported' | 'too-large' | 'read-failed' | 'processing-failed',
    message: string,
  ) {
    super(message);
    this.name = 'TextFileError';
  }
}

export function toTextFileType(name: string): TextFileType | undefined {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return (TEXT_FILE_TYPES as readonly string[]).includes(ext) ? (ext as TextFileType) : undefined;
}

/**
 * Reads an uploaded document as plain text. `.txt` and `.md` are read in the browser (they never leave it);
 * `.rtf` and `.pdf` go through `POST /api/files/extract-text`, which needs a signed-in user.
 * `accept` narrows the types a screen takes (they differ per screen).
 */
export async function readTextFile(
  file: File,
  accept: readonly TextFileType[] = TEXT_FILE_TYPES,
): Promise<ReadTextFile> {
  const type = toTextFileType(file.name);
  if (type === undefined || !accept.includes(type)) {
    throw new TextFileError(
      'unsupported',
      `${file.name} is not a ${accept.map((t) => `.${t}`).join(', ')} file.`,
    );
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new TextFileError('too-large', `${file.name} is larger than 10 MB.`);
  }
  if (type === 'txt' || type === 'md') {
    let raw: string;
    try {
      raw = await file.text();
    } catch {
      throw new TextFileError('read-failed', 'Failed to read file. Please try again.');
    }
    const { text, hadBinary } = cleanImportedText(raw);
    const truncated = text.length > MAX_EXTRACTED_CHARACTERS;
    return {
      name: file.name,
      size: file.size,
      type,
      text: truncated ? text.slice(0, MAX_EXTRACTED_CHARACTERS) : text,
      hadBinary,
      truncated,
    };
  }
  try {
    const answer = await apiClient(api.files.extractText, { body: { file } });
    return {
      name: file.name,
      size: file.size,
      type,
      text: answer.text,
      hadBinary: answer.hadBinary,
      truncated: answer.truncated,
    };
  } catch (error) {
    const message = error instanceof Error && 'userMessage' in error ? String(error.userMessage) : '';
    throw new TextFileError('processing-failed', message || 'Error processing file. Please try again.');
  }
}
