import { PRIMER_FIELDS, type PrimerKey, toImportedFields } from '@charter/core';
import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { toUserMessage } from '../../../lib/errors';
import { readTextFile } from '../../../lib/read-text-file';
import { useCreateSmartAnalysis, useLatestSmartAnalysis } from '../api/smart-analysis';
import { withoutBlankFields } from '../utils/context-analysis-fields';
import { CONTEXT_MESSAGES, toImportedMessage, toImportFailure } from '../utils/context-messages';
import { ContextAnalysisResult } from './context-analysis-result';

type PrimerFields = Partial<Record<PrimerKey, string>>;

interface ProjectContextCardProps {
  /** The onboarding context, pre-filled into the paste area. */
  initialText?: string;
  /** The fields an import fills, and the imported text (the page reads an explicit project name from it). */
  onImport: (fields: PrimerFields, text: string) => void;
  onApply: (fields: PrimerFields) => void;
}

/** .txt and .md are read in the browser; .rtf and .pdf through the server's extraction. */
const ACCEPT = '.txt,.md,.rtf,.pdf';

type ImportState =
  | { status: 'idle' }
  | { status: 'uploading'; file: string }
  | { status: 'success'; message: string; binaryNote: boolean }
  | { status: 'error'; message: string; detail?: string };

function toFilledLabels(fields: PrimerFields): string {
  return (Object.keys(fields) as PrimerKey[]).map((key) => PRIMER_FIELDS[key].label).join(', ');
}

/**
 * The optional project-context card: upload a file or paste text, import it into core
 * problem / target users / business model (capped at 500 / 300 / 300 characters), or run Smart Analysis
 * and Apply to Form.
 */
export function ProjectContextCard({ initialText = '', onImport, onApply }: ProjectContextCardProps) {
  const titleId = useId();
  const fileId = useId();
  const fileHintId = useId();
  const [text, setText] = useState(initialText);
  const [importState, setImportState] = useState<ImportState>({ status: 'idle' });
  const [applied, setApplied] = useState('');
  const [dragging, setDragging] = useState(false);
  const edited = useRef(false);
  const latest = useLatestSmartAnalysis();
  const analyze = useCreateSmartAnalysis();

  // The onboarding context may arrive after the first render; it must not overwrite the user's own text.
  useEffect(() => {
    if (!edited.current && initialText !== '') setText(initialText);
  }, [initialText]);

  const importText = (content: string, source: string, binaryNote: boolean) => {
    const fields = withoutBlankFields(toImportedFields(content));
    onImport(fields, content);
    setApplied('');
    setImportState({ status: 'success', message: toImportedMessage(content.length, source), binaryNote });
  };

  const importFile = async (file: File) => {
    setImportState({ status: 'uploading', file: file.name });
    try {
      const read = await readTextFile(file);
      if (read.text.trim() === '') {
        setImportState({
          status: 'error',
          message: CONTEXT_MESSAGES.processingFailed,
          detail: `${file.name} contains no text.`,
        });
        return;
      }
      edited.current = true;
      setText(read.text);
      importText(read.text, file.name, read.hadBinary);
    } catch (error) {
      setImportState({ status: 'error', ...toImportFailure(error) });
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after editing it) imports it again.
    event.target.value = '';
    if (file) void importFile(file);
  };

  // Dropping a file on the zone does what choosing it does; the picker stays the keyboard path.
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && importState.status !== 'uploading') void importFile(file);
  };

  const apply = (fields: PrimerFields) => {
    onApply(fields);
    setApplied(`Applied to the form: ${toFilledLabels(fields)}.`);
  };

  const result = analyze.data ?? (latest.data?.analysis ? latest.data : undefined);
  const blank = text.trim() === '';

  return (
    <Card as="section" className="context-card" aria-labelledby={titleId}>
      <CardHeader
        id={titleId}
        title="Project context (optional)"
        description="Upload notes, a brief or an exported AI chat, or paste text. Import fills the core problem, target users and business model; Smart Analysis reads more fields."
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the labelled file input inside is the keyboard and screen-reader path. */}
      <div
        className={dragging ? 'context-upload context-upload-dragging' : 'context-upload'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={fileId} className="dropzone">
          <span className="dropzone-title">Upload a project file</span>
          <span id={fileHintId} className="dropzone-hint">
            Choose or drop a .txt, .md, .rtf or .pdf file, up to 10 MB. Text files are read in this browser;
            RTF and PDF text is extracted by the server.
          </span>
        </label>
        <input
          id={fileId}
          className="visually-hidden-input"
          type="file"
          accept={ACCEPT}
          aria-describedby={fileHintId}
          onChange={onFile}
          disabled={importState.status === 'uploading'}
        />
      </div>
      <div className="context-messages" role="status">
        {importState.status === 'uploading' ? <p>Reading {importState.file}…</p> : null}
        {importState.status === 'success' ? (
          <>
            {importState.binaryNote ? <p className="context-note">{CONTEXT_MESSAGES.binaryCleaned}</p> : null}
            <p className="context-success">{importState.message}</p>
          </>
        ) : null}
        {applied ? <p className="context-success">{applied}</p> : null}
      </div>
      {importState.status === 'error' ? (
        <Alert>
          {importState.message}
          {importState.detail ? <span className="context-detail"> {importState.detail}</span> : null}
        </Alert>
      ) : null}
      <TextAreaField
        label="Project context"
        hint={
          initialText !== '' && text === initialText
            ? 'Loaded from the files you imported during onboarding.'
            : 'Paste notes, a brief or a chat transcript.'
        }
        rows={8}
        value={text}
        onChange={(event) => {
          edited.current = true;
          setText(event.target.value);
        }}
      />
      <div className="context-actions">
        <Button variant="secondary" disabled={blank} onClick={() => importText(text, 'pasted text', false)}>
          Import to Form
        </Button>
        <Button
          disabled={blank || analyze.isPending}
          aria-busy={analyze.isPending}
          onClick={() => analyze.mutate(text)}
        >
          {analyze.isPending ? 'Analyzing…' : 'Run Smart Analysis'}
        </Button>
      </div>
      {analyze.isError ? (
        <Alert>Smart analysis failed: {toUserMessage(analyze.error, 'please try again.')}</Alert>
      ) : null}
      {result?.analysis ? (
        <ContextAnalysisResult analysis={result.analysis} createdAt={result.createdAt} onApply={apply} />
      ) : null}
    </Card>
  );
}
