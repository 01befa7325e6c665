import { z } from 'zod';
import { defineRoute } from './contract';

/** The kinds of document whose text the server extracts (the primer and conversation uploads). */
export const TEXT_FILE_TYPES = ['txt', 'md', 'rtf', 'pdf'] as const;
export const TextFileTypeSchema = z.enum(TEXT_FILE_TYPES);
export type TextFileType = z.infer<typeof TextFileTypeSchema>;

/** Upload limit and the most text kept from one document. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_EXTRACTED_CHARACTERS = 50_000;

/** `File` is a global in browsers and Node ≥ 20; the check stays free of any I/O import. */
const FileSchema = z
  .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
    error: 'Attach the document as the multipart field "file".',
  })
  .meta({ type: 'string', format: 'binary' });

export const ExtractTextInput = z.object({ file: FileSchema });

export const ExtractedTextSchema = z.object({
  success: z.literal(true),
  text: z.string(),
  name: z.string(),
  type: TextFileTypeSchema,
  /** Characters of `text` as returned (after clean-up and cutting). */
  characters: z.number().int().min(0),
  /** True when the text was cut to 50 000 characters. */
  truncated: z.boolean(),
  /** True when binary or control characters were removed: the client shows its clean-up note. */
  hadBinary: z.boolean(),
});
export type ExtractedText = z.infer<typeof ExtractedTextSchema>;

export const filesApi = {
  extractText: defineRoute({
    method: 'POST',
    path: '/api/files/extract-text',
    summary:
      'Plain text of an uploaded .txt, .md, .rtf or .pdf (≤ 10 MB; 415 for other types; text cut to 50 000 characters)',
    auth: 'user',
    multipart: true,
    body: ExtractTextInput,
    response: ExtractedTextSchema,
    tags: ['files'],
  }),
} as const;
