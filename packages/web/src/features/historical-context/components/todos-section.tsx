import { type StrategicTodo, TODO_PRIORITIES, TODO_STATUSES } from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { toFullDate } from '../../../lib/format-time';
import { useCreateTodo, useTodos, useUpdateTodo } from '../api/historical-context';
import { humanize, levelColor, toOptions } from '../utils/labels';
import { EntryForm } from './entry-form';
import { EntryItem } from './entry-item';
import { EntrySection } from './entry-section';

interface TodoFormProps {
  todo?: StrategicTodo;
  onDone: () => void;
}

/** Adds a todo, or edits one of the user's own (title, description, priority, status, category). */
function TodoForm({ todo, onDone }: TodoFormProps) {
  const create = useCreateTodo();
  const update = useUpdateTodo();
  return (
    <EntryForm
      entry={todo}
      addName="Add a strategic todo"
      addLabel="Add todo"
      failure="The todo could not be saved."
      description={{ rows: 2 }}
      create={create}
      update={update}
      onDone={onDone}
      toBody={(text) => ({
        priority: text('priority') as StrategicTodo['priority'],
        status: text('status') as StrategicTodo['status'],
        category: text('category'),
      })}
    >
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
    </EntryForm>
  );
}

function TodoItem({ todo }: { todo: StrategicTodo }) {
  return (
    <EntryItem entry={todo} renderForm={(close) => <TodoForm todo={todo} onDone={close} />}>
      <h3 className="card-title">{todo.title}</h3>
      <p className="badge-list">
        <Badge color={levelColor[todo.priority]}>{humanize(todo.priority)} priority</Badge>
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
    </EntryItem>
  );
}

/** Strategic Todos: derived from open decisions and plans, plus the user's own. */
export function TodosSection() {
  return (
    <EntrySection
      what="strategic todos"
      query={useTodos()}
      add={{
        id: 'add-todo-title',
        title: 'Your own todos',
        addLabel: 'Add todo',
        renderForm: (close) => <TodoForm onDone={close} />,
      }}
      list={{
        label: 'Strategic todos',
        empty: 'No strategic todos found',
        renderEntry: (todo) => <TodoItem todo={todo} />,
      }}
    />
  );
}
