import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** After a project is saved the page moves to the dashboard 3 seconds later. */
export const REDIRECT_AFTER_SAVE_SECONDS = 3;

/** Counts down once a second, then navigates; `secondsLeft` is null until started. */
export function useRedirectCountdown(to: string, seconds = REDIRECT_AFTER_SAVE_SECONDS) {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (secondsLeft === null) return;
    if (secondsLeft <= 0) {
      void navigate(to);
      return;
    }
    timer.current = window.setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => window.clearTimeout(timer.current);
  }, [secondsLeft, navigate, to]);

  const start = useCallback(() => setSecondsLeft(seconds), [seconds]);
  return { secondsLeft, start };
}
