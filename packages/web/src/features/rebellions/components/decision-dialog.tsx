import { ApiError, type RebellionView } from '@charter/core';
import { type ComponentType, type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import { type ToastInput, useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';

/** What the dialog hands the form of one decision (approve or reject). */
export interface DecisionFormProps {
  rebellion: RebellionView;
  onCancel: () => void;
  /** After a successful decision; the card that opened the dialog is about to leave the list. */
  onDone: () => void;
}

/** One kind of decision (approve, reject): its dialog's title, what it will do, and its form. */
export interface Decision {
  title: string;
  /** What the decision will do, read out as the dialog's description. */
  describe: (rebellion: RebellionView) => ReactNode;
  Form: ComponentType<DecisionFormProps>;
}

interface DecisionDialogProps {
  decision: Decision;
  /** The rebellion being decided; null keeps the dialog closed. */
  rebellion: RebellionView | null;
  onClose: () => void;
  /** After a successful decision; the card that opened the dialog is about to leave the list. */
  onDecided: () => void;
}

/**
 * The dialog of one decision on a rebellion. It stays mounted so closing returns focus natively (the native
 * <dialog> remembers the button that opened it), and the form is keyed so each opening starts empty.
 */
export function DecisionDialog({
  decision: { title, describe, Form },
  rebellion,
  onClose,
  onDecided,
}: DecisionDialogProps) {
  return (
    <Dialog
      open={rebellion !== null}
      onClose={onClose}
      title={title}
      description={rebellion ? describe(rebellion) : null}
    >
      {rebellion ? (
        <Form key={rebellion.rebellion_id} rebellion={rebellion} onCancel={onClose} onDone={onDecided} />
      ) : null}
    </Dialog>
  );
}

interface DecisionFormFrameProps {
  rebellion: RebellionView;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  error: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The decision's own fields. */
  children: ReactNode;
}

/** The requested action, the decision's fields, its error and Submit / Cancel, as both decisions show them. */
export function DecisionFormFrame({
  rebellion,
  onSubmit,
  onCancel,
  error,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: DecisionFormFrameProps) {
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="rebellion-dialog-action">
        <strong>{rebellion.requested_action}</strong>
      </p>
      {children}
      {error ? <Alert>{error}</Alert> : null}
      <div className="dialog-actions">
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

interface DecisionOutcome {
  /** The toast after the server accepted the decision. */
  success: Pick<ToastInput, 'title' | 'description'>;
  /**
   * The state this decision asks for (`approved`…) and the toast when the rebellion is already in it — a
   * double click, or another tab: the server's 409 names that state, and the user's wish is fulfilled.
   */
  already: { status: RebellionView['status']; title: string };
  /** The toast title and the sentence shown when the server's answer has none of its own. */
  failure: { title: string; fallback: string };
  onDone: () => void;
}

/**
 * The form's error and the mutation callbacks of a decision: a toast and `onDone` on success; on failure the
 * server's sentence both inline (it stays while the dialog is open) and as a toast.
 */
/** True for the server's 409 saying the rebellion is already `status`. */
export function isAlreadyInState(cause: unknown, status: RebellionView['status']): boolean {
  if (!(cause instanceof ApiError) || cause.status !== 409) return false;
  const details = cause.body?.details;
  return (
    typeof details === 'object' && details !== null && (details as { status?: unknown }).status === status
  );
}

export function useDecisionOutcome({ success, already, failure, onDone }: DecisionOutcome) {
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const callbacks = {
    onSuccess: () => {
      toast({ tone: 'success', ...success });
      onDone();
    },
    onError: (cause: unknown) => {
      if (isAlreadyInState(cause, already.status)) {
        toast({ tone: 'success', title: already.title });
        onDone();
        return;
      }
      const message = toUserMessage(cause, failure.fallback);
      setError(message);
      toast({ tone: 'error', title: failure.title, description: message });
    },
  };
  return { error, setError, callbacks };
}
