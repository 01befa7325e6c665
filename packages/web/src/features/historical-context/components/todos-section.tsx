import { type StrategicTodo, TODO_PRIORITIES, TODO_STATUSES } from '@charter/core/api';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { toUserMessage } from '../../../lib/errors';
import { toFullDate } from '../../../lib/format-time';
import { useCreateTodo, useTodos, useUpdateTodo } from '../api/historical-context';
import { humanize, toOptions } from '../utils/labels';
import { AddEntryCard } from './add-entry-card';
import { SectionState } from './section-state';

const priorityColor = { high: 'secondary', medium: 'primary', low: 'neutral' } as const;

interface TodoFormProps {
  todo?: StrategicTodo;
  onDone: () => void;
}

/** Adds a todo, or edits one of the user's own (title, description, priority, status, category). */
function TodoForm({ todo, onDone }: TodoFormProps) {
  const create = useCreateTodo();
  const update = useUpdateTodo();
  const pending = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const body = {
      title: text('title'),
      description: text('description'),
      priority: text('priority') as StrategicTodo['priority'],
      status: text('status') as StrategicTodo['status'],
      category: text('category'),
    };
    const onError = (e: unknown) => setError(toUserMessage(e, 'The todo could not be saved.'));
    setError(null);
    if (todo) update.mutate({ id: todo.id, body }, { onSuccess: onDone, onError });
    else create.mutate(body, { onSuccess: onDone, onError });
  };
  const name = todo ? `Edit ${todo.title}` : 'Add a strategic todo';
  return (
    <form className="form" onSubmit={submit} aria-label={name}>
      <TextField label="Title" name="title" required maxLength={200} defaultValue={todo?.title} />
      <TextAreaField
        label="Description"
        name="description"
        rows={2}
        maxLength={5000}
        defaultValue={todo?.description}
      />
      <SelectField
        label="Priority"
        name="priority"
        options={toOptions(TODO_PRIORITIES)}
        defaultValue={todo?.priority ?? 'medium'}
      />
      <SelectField
        label="Status"
        name="status"
        options={toOptions(TODO_STATUSES)}
        defaultValue={todo?.status ?? 'pending'}
      />
      <TextField label="Category (optional)" name="category" maxLength={100} defaultValue={todo?.category} />
      {error ? <Alert>{error}</Alert> : null}
      <div className="form-actions">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : todo ? 'Save changes' : 'Add todo'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function TodoItem({ todo }: { todo: StrategicTodo }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className="card">
        <TodoForm todo={todo} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="card">
      <h3 className="card-title">{todo.title}</h3>
      <p className="badge-list">
        <Badge color={priorityColor[todo.priority]}>{humanize(todo.priority)} priority</Badge>
        <Badge color={todo.status === 'completed' ? 'tertiary' : 'primary'}>{humanize(todo.status)}</Badge>
        {todo.category ? <Badge color="neutral">{humanize(todo.category)}</Badge> : null}
        {todo.origin === 'user' ? <Badge color="quaternary">Added by you</Badge> : null}
      </p>
      {todo.description ? <p>{todo.description}</p> : null}
      {todo.userRequest ? <p className="muted">Request: {todo.userRequest}</p> : null}
      {todo.originalContext ? <p className="muted">{todo.originalContext}</p> : null}
      {todo.relatedInsights.length > 0 ? (
        <p className="muted">Related: {todo.relatedInsights.map((insight) => insight.title).join('; ')}</p>
      ) : null}
      <p className="muted">{toFullDate(todo.originalDate)}</p>
      {todo.origin === 'user' ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Edit ${todo.title}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
      ) : null}
    </li>
  );
}

/** Spec 002 §2.9 Strategic Todos: derived from open decisions and plans, plus the user's own. */
export function TodosSection() {
  const query = useTodos();
  const todos = query.data ?? [];
  return (
    <div className="stack">
      <AddEntryCard
        id="add-todo-title"
        title="Your own todos"
        addLabel="Add todo"
        renderForm={(close) => <TodoForm onDone={close} />}
      />
      <SectionState
        what="strategic todos"
        isPending={query.isPending}
        error={query.isError ? query.error : null}
        onRetry={() => void query.refetch()}
      >
        {todos.length === 0 ? (
          <p className="empty-text">No strategic todos found</p>
        ) : (
          <ul className="stack" aria-label="Strategic todos">
            {todos.map((todo) => (
              <TodoItem key={todo.id} todo={todo} />
            ))}
          </ul>
        )}
      </SectionState>
    </div>
  );
}
