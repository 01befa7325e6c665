import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toUserMessage } from '../../../lib/errors';

/** A failed read: the server's sentence and Retry, never sample figures in its place. */
export function LoadFailure({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <Alert>
      <span>{toUserMessage(error, fallback)}</span>{' '}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
