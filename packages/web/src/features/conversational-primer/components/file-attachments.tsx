import type { UploadedDocument } from '@charter/core';
import { MAX_UPLOADED_FILES } from '@charter/core';
import { type ChangeEvent, useId, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { readTextFile, TextFileError } from '../../../lib/read-text-file';
import { toShortFileName } from '../utils/file-name';

/** The conversation takes .txt, .md and .pdf only. */
const ACCEPTED = ['txt', 'md', 'pdf'] as const;

interface FileAttachmentsProps {
  files: readonly UploadedDocument[];
  onChange: (files: UploadedDocument[]) => void;
  disabled?: boolean;
}

/**
 * Documents the interviewer reads with every message. Names show cut to 8 characters; the full name stays
 * the accessible name and the tooltip.
 */
export function FileAttachments({ files, onChange, disabled }: FileAttachmentsProps) {
  const toast = useToast();
  const inputId = useId();
  const [reading, setReading] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    input.value = ''; // the same file can be chosen again after removing it
    let next = [...files];
    setReading(true);
    for (const file of chosen) {
      if (next.length >= MAX_UPLOADED_FILES) {
        toast({
          title: 'Upload failed',
          description: `Attach at most ${MAX_UPLOADED_FILES} files.`,
          tone: 'error',
        });
        break;
      }
      const id = `${file.name}-${file.size}-${file.lastModified}`;
      try {
        const read = await readTextFile(file, ACCEPTED);
        next = [
          ...next.filter((f) => f.id !== id),
          { id, name: file.name, content: read.text, type: read.type },
        ];
        toast({
          title: 'File uploaded',
          description: `Charter will read ${file.name} with your next message.`,
          tone: 'success',
        });
      } catch (error) {
        const reason = error instanceof TextFileError ? error.reason : 'processing-failed';
        if (reason === 'unsupported') {
          toast({
            title: 'Unsupported file type',
            description: 'Please upload .txt, .md, or .pdf files only',
            tone: 'error',
          });
        } else if (reason === 'too-large') {
          toast({
            title: 'File too large',
            description: 'Please upload files smaller than 10MB',
            tone: 'error',
          });
        } else {
          if (file.name.toLowerCase().endsWith('.pdf')) {
            // A PDF whose text cannot be extracted leaves a note in the context instead.
            const note = `[The text of ${file.name} could not be extracted. Please convert it to .txt or .md and upload it again.]`;
            next = [...next.filter((f) => f.id !== id), { id, name: file.name, content: note, type: 'pdf' }];
          }
          toast({
            title: 'Upload failed',
            description: 'Failed to process file. Please try again.',
            tone: 'error',
          });
        }
      }
    }
    setReading(false);
    onChange(next);
  };

  const remove = (file: UploadedDocument) => {
    onChange(files.filter((f) => f.id !== file.id));
    toast({ title: 'File removed', description: `${file.name} is no longer attached.`, tone: 'success' });
  };

  return (
    <div className="cp-files">
      <label htmlFor={inputId} className="btn btn-secondary btn-sm cp-file-label">
        Upload a document (.txt, .md, .pdf)
      </label>
      <input
        id={inputId}
        type="file"
        className="visually-hidden-input"
        accept=".txt,.md,.pdf"
        multiple
        disabled={disabled || reading}
        onChange={upload}
      />
      {reading ? (
        <span className="cp-muted" role="status">
          Reading…
        </span>
      ) : null}
      {files.length > 0 ? (
        <ul className="cp-file-list" aria-label="Attached documents">
          {files.map((file) => (
            <li key={file.id ?? file.name} className="cp-file">
              <span aria-hidden="true" title={file.name}>
                {toShortFileName(file.name)}
              </span>
              <span className="visually-hidden">{file.name}</span>
              <button
                type="button"
                className="cp-file-remove"
                aria-label={`Remove ${file.name}`}
                title={`Remove ${file.name}`}
                onClick={() => remove(file)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
