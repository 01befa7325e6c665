import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';

interface EntryItemProps {
  /** Its title names the Edit button ("Edit <title>"); only the user's own entries (origin "user") have one. */
  entry: { title: string; origin: string };
  /** The card's classes; "card" unless the section styles its cards further. */
  className?: string;
  /** The edit form, given the function that closes it once saved or cancelled. */
  renderForm: (close: () => void) => ReactNode;
  /** What the card shows while not being edited; the Edit button follows it. */
  children: ReactNode;
}

/**
 * One entry of a section's list: its card, which turns into the edit form in place. Derived entries follow
 * what happened and are not edited, so they get no Edit button.
 */
export function EntryItem({ entry, className = 'card', renderForm, children }: EntryItemProps) {
  const [editing, setEditing] = useState(false);
  if (editing) return <li className={className}>{renderForm(() => setEditing(false))}</li>;
  return (
    <li className={className}>
      {children}
      {entry.origin === 'user' ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Edit ${entry.title}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
      ) : null}
    </li>
  );
}
