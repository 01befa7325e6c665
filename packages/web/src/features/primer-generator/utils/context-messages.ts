import { BINARY_CLEANED_NOTE } from '@charter/core';
import { TextFileError } from '../../../lib/read-text-file';

/** The project-context card's messages, verbatim from the spec. */
export const CONTEXT_MESSAGES = {
  binaryCleaned: BINARY_CLEANED_NOTE,
  readFailed: 'Failed to read file. Please try again.',
  processingFailed: 'Error processing file. Please try again.',
} as const;

/**
 * The success line; the count is in thousands with one decimal, so a short note reads "0.4k"
 * rather than a misleading "0k".
 * @example toImportedMessage(2345, 'brief.md') // 'Successfully imported 2.3k characters from brief.md'
 */
export function toImportedMessage(characters: number, source: string): string {
  return `Successfully imported ${(characters / 1000).toFixed(1)}k characters from ${source}`;
}

/**
 * The spec's failure sentence for a file that could not be imported, plus the specific reason when the
 * reader knows one (an unsupported type, a file over 10 MB, the server's sentence), so the user can act.
 */
export function toImportFailure(error: unknown): { message: string; detail?: string } {
  if (error instanceof TextFileError && error.reason === 'read-failed') {
    return { message: CONTEXT_MESSAGES.readFailed };
  }
  const detail = error instanceof Error ? error.message : '';
  return detail && detail !== CONTEXT_MESSAGES.processingFailed
    ? { message: CONTEXT_MESSAGES.processingFailed, detail }
    : { message: CONTEXT_MESSAGES.processingFailed };
}
