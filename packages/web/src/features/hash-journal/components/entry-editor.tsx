import { countEntryWords, extractHashtags, JOURNAL_ENTRY_MAX_CHARS } from '@charter/core';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toUserMessage } from '../../../lib/errors';
import { plural } from '../utils/local-day';

interface EntryEditorProps {
  /** The textarea's visible label. */
  label: string;
  initialText?: string;
  saveLabel: string;
  /** "Clear" for a new entry, "Cancel" when editing. */
  resetLabel: string;
  /** Resolves when saved; a rejection is shown under the form and the text is kept. */
  onSave: (text: string) => Promise<unknown>;
  onReset?: () => void;
  /** The footer is there from the start (editing an existing entry). */
  startOpen?: boolean;
  autoFocus?: boolean;
}

/**
 * The write-entry form: a labelled textarea; once it has been focused, a footer with the
 * live word count and the hashtags typed so far (core's rules, the same the server stores) and the buttons.
 */
export function EntryEditor({
  label,
  initialText = '',
  saveLabel,
  resetLabel,
  onSave,
  onReset,
  startOpen = false,
  autoFocus = false,
}: EntryEditorProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [opened, setOpened] = useState(startOpen);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const words = countEntryWords(text);
  const tags = extractHashtags(text);
  const tooLong = text.length > JOURNAL_ENTRY_MAX_CHARS;
  const blank = text.trim().length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || tooLong || saving) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(text);
      if (!startOpen) setText('');
    } catch (failure) {
      setError(toUserMessage(failure, 'The entry could not be saved. Try again.'));
    } finally {
      setSaving(false);
    }
  };

  const reset = () => {
    setText(startOpen ? initialText : '');
    setError(null);
    onReset?.();
  };

  return (
    <form className="journal-editor" onSubmit={submit} aria-label={label}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="input textarea journal-textarea"
        rows={startOpen ? 6 : 8}
        value={text}
        placeholder="What did you and your agents decide today? Tag topics with #hashtags."
        aria-describedby={opened ? `${id}-count` : undefined}
        aria-invalid={tooLong || undefined}
        // biome-ignore lint/a11y/noAutofocus: the edit form replaces the entry the person chose to edit.
        autoFocus={autoFocus}
        onFocus={() => setOpened(true)}
        onChange={(event) => setText(event.target.value)}
      />
      {opened ? (
        <div className="journal-editor-footer">
          <div className="journal-editor-meta">
            <p id={`${id}-count`} className="journal-word-count" aria-live="polite">
              {plural(words, 'word')}
              {tooLong ? (
                <span className="journal-too-long">
                  {' '}
                  · {text.length.toLocaleString('en-US')} of {JOURNAL_ENTRY_MAX_CHARS.toLocaleString('en-US')}{' '}
                  characters: shorten it to save
                </span>
              ) : null}
            </p>
            {tags.length > 0 ? (
              <ul className="journal-tag-list" aria-label="Hashtags in this entry">
                {tags.map((tag) => (
                  <li key={tag}>
                    <Badge color="secondary">#{tag}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="journal-muted">No hashtags yet: type #topic to tag this entry.</p>
            )}
          </div>
          <div className="journal-editor-actions">
            <Button variant="secondary" onClick={reset} disabled={saving}>
              {resetLabel}
            </Button>
            <Button type="submit" disabled={blank || tooLong || saving}>
              {saving ? 'Saving…' : saveLabel}
            </Button>
          </div>
        </div>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </form>
  );
}
