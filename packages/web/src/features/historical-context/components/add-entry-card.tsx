import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';

export interface AddEntryCardProps {
  /** Id of the card's heading (the card is labelled by it). */
  id: string;
  title: string;
  /** The toggle's text while closed, e.g. "Add todo"; it reads "Close" while the form is open. */
  addLabel: string;
  /** The form, given the function that closes it once saved or cancelled. */
  renderForm: (close: () => void) => ReactNode;
}

/** The "Your own …" card of each section: a toggle that opens the section's add form. */
export function AddEntryCard({ id, title, addLabel, renderForm }: AddEntryCardProps) {
  const [adding, setAdding] = useState(false);
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader
        id={id}
        title={title}
        level={3}
        action={
          <Button
            variant={adding ? 'secondary' : 'primary'}
            aria-expanded={adding}
            onClick={() => setAdding((value) => !value)}
          >
            {adding ? 'Close' : addLabel}
          </Button>
        }
      />
      {adding ? renderForm(() => setAdding(false)) : null}
    </Card>
  );
}
