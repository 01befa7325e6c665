import { type ChangeEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { type ContextFile, saveOnboardingContext } from '../../../lib/onboarding-context';
import { readTextFile, TextFileError, toTextFileType } from '../../../lib/read-text-file';

/**
 * What the picker offers and what is read, so the helper text can promise it. .txt and .md are read in the
 * browser; .rtf and .pdf are turned into text by the server, and only the text is kept here.
 */
const ACCEPTED_TYPES = ['txt', 'md', 'rtf', 'pdf'] as const;
export const ACCEPTED_EXTENSIONS = ACCEPTED_TYPES.map((type) => `.${type}`);

function isAccepted(name: string): boolean {
  const type = toTextFileType(name);
  return type !== undefined && (ACCEPTED_TYPES as readonly string[]).includes(type);
}

export function toKilobytes(bytes: number): string {
  // A few bytes would round to "0.0 KB", which reads like an empty file.
  if (bytes > 0 && bytes < 103) return '< 0.1 KB';
  return `${(bytes / 1024).toFixed(1)} KB`;
}

interface ContextImportProps {
  files: ContextFile[];
  onFilesChange: (files: ContextFile[]) => void;
}

export function ContextImport({ files, onFilesChange }: ContextImportProps) {
  const inputId = useId();
  const hintId = useId();
  const [reading, setReading] = useState(false);
  const [rejected, setRejected] = useState<string[]>([]);
  const [failed, setFailed] = useState<string[]>([]);

  const update = (next: ContextFile[]) => {
    onFilesChange(next);
    saveOnboardingContext(next);
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length === 0) return;
    // The picker's filter can be switched to "All files"; check again here.
    setRejected(picked.filter((f) => !isAccepted(f.name)).map((f) => f.name));
    setFailed([]);
    setReading(true);
    try {
      const accepted = picked.filter((f) => isAccepted(f.name));
      const results = await Promise.allSettled(accepted.map((f) => readTextFile(f, ACCEPTED_TYPES)));
      const read: ContextFile[] = [];
      const failures: string[] = [];
      results.forEach((result, index) => {
        const name = accepted[index]?.name ?? '';
        if (result.status === 'fulfilled') {
          read.push({ name: result.value.name, size: result.value.size, text: result.value.text });
        } else {
          const reason =
            result.reason instanceof TextFileError ? result.reason.message : 'it could not be read.';
          failures.push(`${name}: ${reason}`);
        }
      });
      setFailed(failures);
      // Picking a file again replaces its earlier version instead of listing it twice.
      const byName = new Map(files.map((f) => [f.name, f]));
      for (const file of read) byName.set(file.name, file);
      update([...byName.values()]);
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="context-import">
      <label htmlFor={inputId} className="dropzone">
        <span className="dropzone-title">Choose files to import</span>
        <span id={hintId} className="dropzone-hint">
          Accepted: .txt, .md, .rtf and .pdf files up to 10 MB (AI chat exports, notes, specs). Their text
          stays in this browser until you create a project from it; .rtf and .pdf files are converted to text
          by the Charter server, which does not keep them.
        </span>
      </label>
      <input
        id={inputId}
        className="visually-hidden-input"
        type="file"
        multiple
        accept={ACCEPTED_EXTENSIONS.join(',')}
        aria-describedby={hintId}
        onChange={onChange}
      />
      {reading ? (
        <p role="status" className="muted">
          Reading files…
        </p>
      ) : null}
      {rejected.length > 0 ? (
        <Alert>Not imported (only .txt, .md, .rtf and .pdf are accepted): {rejected.join(', ')}</Alert>
      ) : null}
      {failed.map((failure) => (
        <Alert key={failure}>Not imported — {failure}</Alert>
      ))}
      {files.length > 0 ? (
        <ul className="file-list" aria-label="Imported files">
          {files.map((file) => (
            <li key={file.name} className="file-item">
              <span className="file-name">{file.name}</span>
              <span className="file-size">{toKilobytes(file.size)}</span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => update(files.filter((f) => f.name !== file.name))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
