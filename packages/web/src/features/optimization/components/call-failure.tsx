import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isUnauthenticated, toUserMessage } from '../../../lib/errors';

/**
 * A failed test run: signed out, the tests need an account (they run on the server); otherwise the
 * server's sentence and a Retry that sends the same request again.
 */
export function CallFailure({
  error,
  onRetry,
  fallback,
}: {
  error: unknown;
  onRetry: () => void;
  fallback: string;
}) {
  if (isUnauthenticated(error)) {
    return (
      <Alert>
        Sign in to run this test: it runs on Charter’s server. <Link to="/login">Sign in</Link> or{' '}
        <Link to="/register">create an account</Link>.
      </Alert>
    );
  }
  return (
    <Alert>
      <span>{toUserMessage(error, fallback)}</span>{' '}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

/** A form's own validation message, announced when it appears. */
export function FieldError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="field-error" role="alert">
      {message}
    </p>
  );
}
