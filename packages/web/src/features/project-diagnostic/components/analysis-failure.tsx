import { Button, ButtonLink } from '../../../components/ui/button';

/**
 * A failed analysis: the reason and a way on, never sample diagnostics. An ended session
 * cannot be retried, so it links to sign-in instead.
 */
export function AnalysisFailure({
  message,
  signedOut,
  onRetry,
}: {
  message: string;
  signedOut: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="alert alert-error diagnostic-failure" role="alert">
      <p>{message}</p>
      {signedOut ? (
        <ButtonLink to="/login" variant="secondary" size="sm">
          Sign in again
        </ButtonLink>
      ) : (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
