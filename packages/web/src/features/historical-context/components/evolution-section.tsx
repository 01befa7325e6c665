import { EVOLUTION_PHASES, type EvolutionEvent } from '@charter/core/api';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { toUserMessage } from '../../../lib/errors';
import { toFullDate } from '../../../lib/format-time';
import { useCreateEvolutionEvent, useEvolution, useUpdateEvolutionEvent } from '../api/historical-context';
import { humanize, toOptions } from '../utils/labels';
import { AddEntryCard } from './add-entry-card';
import { SectionState } from './section-state';

const SATISFACTION = [
  { value: '', label: 'Not rated' },
  ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} of 5` })),
];

/** Adds a milestone of the user's own, or edits one; derived events follow what happened and are not edited. */
function EventForm({ event, onDone }: { event?: EvolutionEvent; onDone: () => void }) {
  const create = useCreateEvolutionEvent();
  const update = useUpdateEvolutionEvent();
  const pending = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const body = {
      title: text('title'),
      description: text('description'),
      phase: text('phase') as EvolutionEvent['phase'],
      userSatisfaction: text('userSatisfaction') ? Number(text('userSatisfaction')) : null,
      beforeState: text('beforeState'),
      afterState: text('afterState'),
    };
    const onError = (err: unknown) => setError(toUserMessage(err, 'The event could not be saved.'));
    setError(null);
    if (event) update.mutate({ id: event.id, body }, { onSuccess: onDone, onError });
    else create.mutate(body, { onSuccess: onDone, onError });
  };
  return (
    <form
      className="form"
      onSubmit={submit}
      aria-label={event ? `Edit ${event.title}` : 'Add an evolution event'}
    >
      <TextField label="Title" name="title" required maxLength={200} defaultValue={event?.title} />
      <TextAreaField
        label="Description"
        name="description"
        required
        rows={2}
        maxLength={5000}
        defaultValue={event?.description}
      />
      <SelectField
        label="Phase"
        name="phase"
        options={toOptions(EVOLUTION_PHASES)}
        defaultValue={event?.phase ?? 'building'}
      />
      <SelectField
        label="Satisfaction"
        name="userSatisfaction"
        options={SATISFACTION}
        defaultValue={event?.userSatisfaction ? String(event.userSatisfaction) : ''}
      />
      <TextField
        label="Before (optional)"
        name="beforeState"
        maxLength={2000}
        defaultValue={event?.beforeState}
      />
      <TextField
        label="After (optional)"
        name="afterState"
        maxLength={2000}
        defaultValue={event?.afterState}
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="form-actions">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : event ? 'Save changes' : 'Add event'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function EventItem({ event }: { event: EvolutionEvent }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className="card">
        <EventForm event={event} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="card">
      <h3 className="card-title">{event.title}</h3>
      <p className="badge-list">
        <Badge color="primary">{humanize(event.eventType)}</Badge>
        <Badge color="tertiary">{humanize(event.phase)}</Badge>
        {event.userSatisfaction !== null ? (
          <Badge color="quaternary">Satisfaction {event.userSatisfaction}/5</Badge>
        ) : null}
      </p>
      <p>{event.description}</p>
      <dl className="detail-list">
        <dt>Before</dt>
        <dd>{event.beforeState || '—'}</dd>
        <dt>After</dt>
        <dd>{event.afterState || '—'}</dd>
        <dt>Triggered by</dt>
        <dd>
          {event.triggeredBy.source}: {event.triggeredBy.details}
        </dd>
      </dl>
      <p className="muted">
        <time dateTime={event.eventDate}>{toFullDate(event.eventDate)}</time>
      </p>
      {event.origin === 'user' ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Edit ${event.title}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
      ) : null}
    </li>
  );
}

/** Spec 002 §2.9 Project Evolution: what changed, newest first, with what it was before and after. */
export function EvolutionSection() {
  const query = useEvolution();
  const events = query.data ?? [];
  return (
    <div className="stack">
      <AddEntryCard
        id="add-event-title"
        title="Your own milestones"
        addLabel="Add event"
        renderForm={(close) => <EventForm onDone={close} />}
      />
      <SectionState
        what="evolution events"
        isPending={query.isPending}
        error={query.isError ? query.error : null}
        onRetry={() => void query.refetch()}
      >
        {events.length === 0 ? (
          <p className="empty-text">No evolution events recorded</p>
        ) : (
          <ol className="stack" aria-label="Evolution events">
            {events.map((event) => (
              <EventItem key={event.id} event={event} />
            ))}
          </ol>
        )}
      </SectionState>
    </div>
  );
}
