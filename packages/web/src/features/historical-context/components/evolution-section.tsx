import { EVOLUTION_PHASES, type EvolutionEvent } from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { toFullDate } from '../../../lib/format-time';
import { useCreateEvolutionEvent, useEvolution, useUpdateEvolutionEvent } from '../api/historical-context';
import { humanize, toOptions } from '../utils/labels';
import { EntryForm } from './entry-form';
import { EntryItem } from './entry-item';
import { EntrySection } from './entry-section';

const SATISFACTION = [
  { value: '', label: 'Not rated' },
  ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} of 5` })),
];

/** Adds a milestone of the user's own, or edits one; derived events follow what happened and are not edited. */
function EventForm({ event, onDone }: { event?: EvolutionEvent; onDone: () => void }) {
  const create = useCreateEvolutionEvent();
  const update = useUpdateEvolutionEvent();
  return (
    <EntryForm
      entry={event}
      addName="Add an evolution event"
      addLabel="Add event"
      failure="The event could not be saved."
      description={{ required: true, rows: 2 }}
      create={create}
      update={update}
      onDone={onDone}
      toBody={(text) => ({
        phase: text('phase') as EvolutionEvent['phase'],
        userSatisfaction: text('userSatisfaction') ? Number(text('userSatisfaction')) : null,
        beforeState: text('beforeState'),
        afterState: text('afterState'),
      })}
    >
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
    </EntryForm>
  );
}

function EventItem({ event }: { event: EvolutionEvent }) {
  return (
    <EntryItem entry={event} renderForm={(close) => <EventForm event={event} onDone={close} />}>
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
    </EntryItem>
  );
}

/** Project Evolution: what changed, newest first, with what it was before and after. */
export function EvolutionSection() {
  return (
    <EntrySection
      what="evolution events"
      query={useEvolution()}
      add={{
        id: 'add-event-title',
        title: 'Your own milestones',
        addLabel: 'Add event',
        renderForm: (close) => <EventForm onDone={close} />,
      }}
      list={{
        label: 'Evolution events',
        empty: 'No evolution events recorded',
        ordered: true,
        renderEntry: (event) => <EventItem event={event} />,
      }}
    />
  );
}
