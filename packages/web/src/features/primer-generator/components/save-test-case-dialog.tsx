import type { PrimerAnswers } from '@charter/core';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { useSaveTestCase } from '../api/test-cases';
import { toStoredAnswers } from '../utils/answers';
import { toFailureMessage } from '../utils/to-failure-message';

const NAME_MAX = 100;

/** Names the current answers and saves them as a test case (same name replaces the earlier one). */
export function SaveTestCaseDialog({
  open,
  answers,
  onClose,
}: {
  open: boolean;
  answers: PrimerAnswers;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Save Test Case"
      description={<p>Saves the current answers under a name so you can load them into the form later.</p>}
    >
      {open ? <SaveTestCaseForm answers={answers} onDone={onClose} /> : null}
    </Dialog>
  );
}

function SaveTestCaseForm({ answers, onDone }: { answers: PrimerAnswers; onDone: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTestCase();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Give the test case a name.');
      return;
    }
    setError(null);
    save.mutate(
      { name: trimmed, answers: toStoredAnswers(answers) },
      {
        onSuccess: () => {
          toast({
            tone: 'success',
            title: 'Test case saved',
            description: `“${trimmed}” can be loaded any time.`,
          });
          onDone();
        },
        onError: (failure) => setError(toFailureMessage('The test case could not be saved.', failure)),
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label="Test case name"
        value={name}
        maxLength={NAME_MAX}
        required
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
