import type { PrimerAnswers } from '@charter/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toUserMessage } from '../../../lib/errors';
import { savePrimerDraft } from '../api/primer-drafts';
import { toStoredAnswers } from './answers';

/** Typing pauses this long before the draft is saved. */
export const AUTO_SAVE_DELAY_MS = 800;

export type AutoSaveState =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'saving' }
  | { status: 'saved'; at: Date }
  | { status: 'error'; message: string }
  | { status: 'paused' };

/**
 * Saves the answers ~800 ms after the last change. Saves never overlap: a change made while one is in flight
 * is saved right after it, so the server always ends on the newest answers. While `enabled` is false (the
 * stored draft has not loaded yet) changes wait, so a half-loaded form never overwrites the stored draft.
 */
export function useDraftAutoSave(answers: PrimerAnswers, enabled: boolean) {
  const [state, setState] = useState<AutoSaveState>({ status: 'idle' });
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const queued = useRef(false);
  const waitingForLoad = useRef(false);

  const save = useCallback((): Promise<void> => {
    if (inFlight.current) {
      queued.current = true;
      return inFlight.current;
    }
    setState({ status: 'saving' });
    const run = savePrimerDraft(toStoredAnswers(answersRef.current))
      .then(
        () => {
          if (!queued.current) setState({ status: 'saved', at: new Date() });
        },
        (error: unknown) => {
          queued.current = false;
          setState({
            status: 'error',
            message: toUserMessage(error, 'Your latest changes are not saved yet.'),
          });
        },
      )
      .finally(() => {
        inFlight.current = null;
        if (queued.current) {
          queued.current = false;
          void save();
        }
      });
    inFlight.current = run;
    return run;
  }, []);

  /** Call after every change the user should not lose. */
  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!enabledRef.current) {
      waitingForLoad.current = true;
      setState({ status: 'paused' });
      return;
    }
    setState((current) => (current.status === 'saving' ? current : { status: 'waiting' }));
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      void save();
    }, AUTO_SAVE_DELAY_MS);
  }, [save]);

  /** Drops the pending save and waits for one in flight, so a following delete is the last word. */
  const cancel = useCallback(async () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    queued.current = false;
    waitingForLoad.current = false;
    await inFlight.current;
    setState({ status: 'idle' });
  }, []);

  const retry = useCallback(() => void save(), [save]);

  // Changes made while the draft loaded are saved once it has (merged with it by the route).
  useEffect(() => {
    if (enabled && waitingForLoad.current) {
      waitingForLoad.current = false;
      schedule();
    }
  }, [enabled, schedule]);

  // Leaving the page within the delay still saves what was typed.
  useEffect(
    () => () => {
      if (timer.current !== undefined) {
        window.clearTimeout(timer.current);
        void savePrimerDraft(toStoredAnswers(answersRef.current)).catch(() => undefined);
      }
    },
    [],
  );

  return { state, schedule, cancel, retry };
}
