import { ApiError } from '@charter/core';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { toFullDate } from '../../../lib/format-time';
import { usePreviewMemoryPurge, usePurgeMemorySessions } from '../api/purge-memory-sessions';

const plural = (n: number) => `${n} memory session${n === 1 ? '' : 's'}`;

interface Target {
  userId: string;
  email: string;
}

/**
 * Purging a user's memory sessions in two steps: the server counts the sessions older than N days, then the
 * operator confirms that count (the server refuses if it changed meanwhile). The purge is audit-logged.
 */
export function MemoryPurgeDialog({ target, onClose }: { target: Target | null; onClose: () => void }) {
  const [days, setDays] = useState('30');
  const preview = usePreviewMemoryPurge();
  const purge = usePurgeMemorySessions();
  const toast = useToast();

  const close = () => {
    preview.reset();
    purge.reset();
    onClose();
  };
  const counted = preview.data && preview.data.userId === target?.userId ? preview.data : null;

  const count = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    purge.reset();
    preview.mutate({ userId: target.userId, olderThanDays: Number(days) });
  };

  const confirm = () => {
    if (!target || !counted) return;
    purge.mutate(
      { userId: target.userId, olderThanDays: counted.olderThanDays, expectedCount: counted.count },
      {
        onSuccess: ({ purged }) => {
          toast({ title: `${plural(purged)} of ${target.email} deleted.`, tone: 'success' });
          close();
        },
        onError: (error) => {
          // The sessions changed since the count: count again so the next confirmation names the truth.
          if (error instanceof ApiError && error.status === 409) {
            preview.mutate({ userId: target.userId, olderThanDays: counted.olderThanDays });
          }
        },
      },
    );
  };

  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={target ? `Purge memory sessions of ${target.email}` : 'Purge memory sessions'}
      description="Deletes the sessions and their events; decisions recorded in them stay. This cannot be undone and is recorded in the admin audit log."
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="primary"
            disabled={!counted || counted.count === 0 || purge.isPending || preview.isPending}
            onClick={confirm}
          >
            {purge.isPending
              ? 'Deleting...'
              : counted
                ? `Delete ${plural(counted.count)}`
                : 'Delete memory sessions'}
          </Button>
        </>
      }
    >
      <form className="purge-form" onSubmit={count} noValidate>
        <TextField
          label="Older than (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={3650}
          required
          value={days}
          onChange={(event) => {
            setDays(event.target.value);
            preview.reset();
          }}
        />
        <SubmitButton variant="secondary" pending={preview.isPending} pendingLabel="Counting...">
          Count sessions
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {preview.isError ? (
          <Alert>{toUserMessage(preview.error, 'The sessions could not be counted. Try again.')}</Alert>
        ) : null}
        {purge.isError ? (
          <Alert>{toUserMessage(purge.error, 'The sessions could not be deleted. Try again.')}</Alert>
        ) : null}
        {counted ? (
          <p>
            <strong>{plural(counted.count)}</strong> of {target?.email} were last active before{' '}
            <time dateTime={counted.cutoff}>{toFullDate(counted.cutoff)}</time>.
            {counted.count === 0 ? ' Nothing to delete.' : ''}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
