import { ApiError } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { TextFileError } from '../../../lib/read-text-file';
import { CONTEXT_MESSAGES, toImportedMessage, toImportFailure } from './context-messages';

describe('context messages', () => {
  it('are the exact sentences of spec 000 §5', () => {
    expect(CONTEXT_MESSAGES).toEqual({
      binaryCleaned: 'File contained some binary data that was cleaned up. Please review the extracted text.',
      readFailed: 'Failed to read file. Please try again.',
      processingFailed: 'Error processing file. Please try again.',
    });
    expect(toImportedMessage(2345, 'brief.md')).toBe('Successfully imported 2.3k characters from brief.md');
  });

  it('names the read failure, and adds the reason to other failures', () => {
    expect(toImportFailure(new TextFileError('read-failed', 'x'))).toEqual({
      message: 'Failed to read file. Please try again.',
    });
    expect(toImportFailure(new TextFileError('too-large', 'big.pdf is larger than 10 MB.'))).toEqual({
      message: 'Error processing file. Please try again.',
      detail: 'big.pdf is larger than 10 MB.',
    });
    expect(
      toImportFailure(new TextFileError('processing-failed', 'Error processing file. Please try again.')),
    ).toEqual({ message: 'Error processing file. Please try again.' });
    expect(toImportFailure(new ApiError(500, 'boom', undefined)).message).toBe(
      'Error processing file. Please try again.',
    );
  });
});
