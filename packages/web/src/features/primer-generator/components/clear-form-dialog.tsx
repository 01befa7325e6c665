import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * Confirms Clear Form. `onConfirm` deletes the stored draft first and empties the form only when that
 * worked, so a failure leaves both as they were and says so here.
 */
export function ClearFormDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(
        failure instanceof Error ? failure.message : 'The form could not be cleared. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Clear the form?"
      description={
        <p>All 16 answers are emptied and your auto-saved draft is deleted. Saved test cases are kept.</p>
      }
      footer={
        <div className="dialog-actions">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Clearing...' : 'Clear Form'}
          </Button>
        </div>
      }
    >
      {error ? <Alert>{error}</Alert> : null}
    </Dialog>
  );
}
