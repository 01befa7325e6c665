import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { toUserMessage } from '../../../lib/errors';

/** The title and description every kind of entry has; the form asks for them first. */
interface EntryText {
  title: string;
  description: string;
}

/** What the form needs of a TanStack mutation, so the create and the update one of each section both fit. */
interface Save<Variables> {
  mutate: (
    variables: Variables,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

interface EntryFormProps<Fields> {
  /** The user's own entry being edited; none while adding. */
  entry?: { id: string } & EntryText;
  /** The form's accessible name while adding, e.g. "Add a strategic todo"; editing, it is "Edit <title>". */
  addName: string;
  /** The submit button's text while adding, e.g. "Add todo"; editing, it is "Save changes". */
  addLabel: string;
  /** Shown when a refused save carries no message of its own, e.g. "The todo could not be saved." */
  failure: string;
  /** How the description field is asked: whether it is required, and its height. */
  description: { required?: boolean; rows?: number };
  create: Save<Fields & EntryText>;
  update: Save<{ id: string; body: Fields & EntryText }>;
  /** The section's own fields of the request body, read from the form as text. */
  toBody: (text: (name: string) => string) => Fields;
  /** Called once saved, and on Cancel. */
  onDone: () => void;
  /** The section's own fields, after the title and the description. */
  children: ReactNode;
}

/**
 * The add/edit form of every section: title and description, the section's fields, the refusal, and
 * Save/Cancel. It creates without an entry and updates the given one, keeping the form open on a refusal.
 */
export function EntryForm<Fields>({
  entry,
  addName,
  addLabel,
  failure,
  description,
  create,
  update,
  toBody,
  onDone,
  children,
}: EntryFormProps<Fields>) {
  const pending = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const body = { title: text('title'), description: text('description'), ...toBody(text) };
    const onError = (e: unknown) => setError(toUserMessage(e, failure));
    setError(null);
    if (entry) update.mutate({ id: entry.id, body }, { onSuccess: onDone, onError });
    else create.mutate(body, { onSuccess: onDone, onError });
  };
  return (
    <form className="form" onSubmit={submit} aria-label={entry ? `Edit ${entry.title}` : addName}>
      <TextField label="Title" name="title" required maxLength={200} defaultValue={entry?.title} />
      <TextAreaField
        label="Description"
        name="description"
        required={description.required}
        rows={description.rows}
        maxLength={5000}
        defaultValue={entry?.description}
      />
      {children}
      {error ? <Alert>{error}</Alert> : null}
      <div className="form-actions">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : entry ? 'Save changes' : addLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
