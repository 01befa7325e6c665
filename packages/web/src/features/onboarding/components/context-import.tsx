import { type ChangeEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { type ContextFile, saveOnboardingContext } from '../../../lib/onboarding-context';

/** What the picker offers and what is read: plain-text formats only, so the helper text can promise it. */
export const ACCEPTED_EXTENSIONS = ['.txt', '.md', '.rtf'] as const;

function isAccepted(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext));
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
    setReading(true);
    try {
      const read = await Promise.all(
        picked
          .filter((f) => isAccepted(f.name))
          .map(async (f) => ({ name: f.name, size: f.size, text: await f.text() })),
      );
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
          Accepted: .txt, .md and .rtf files (AI chat exports, notes, specs). They stay in this browser until
          you create a project from them.
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
        <Alert>Not imported (only .txt, .md and .rtf are accepted): {rejected.join(', ')}</Alert>
      ) : null}
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
