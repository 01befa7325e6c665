import { ApiError } from '@charter/core/api';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** A failed load with its reason and Retry — never sample data in its place (DESIGN "No fake fallbacks"). */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  const message =
    error instanceof ApiError && error.status === 401
      ? `Authentication error loading ${what}`
      : `The ${what} could not be loaded. ${error instanceof ApiError ? error.userMessage : error.message}`;
  return (
    <div className="grid-error">
      <Alert>{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
