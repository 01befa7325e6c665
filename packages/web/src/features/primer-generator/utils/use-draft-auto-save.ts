import type { PrimerAnswers } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toUserMessage } from '../../../lib/errors';
import { primerDraftKey, type StoredDraft, savePrimerDraft } from '../api/primer-drafts';
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
 * Saves the answers and the project's name ~800 ms after the last change. Saves never overlap: a change
 * made while one is in flight is saved right after it, so the server always ends on the newest answers. While `enabled` is false (the
 * stored draft has not loaded yet) changes wait, so a half-loaded form never overwrites the stored draft.
 */
export function useDraftAutoSave(answers: PrimerAnswers, projectName: string, enabled: boolean) {
  const [state, setState] = useState<AutoSaveState>({ status: 'idle' });
  const queryClient = useQueryClient();
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const nameRef = useRef(projectName);
  nameRef.current = projectName;
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
    const stored: StoredDraft = {
      answers: toStoredAnswers(answersRef.current),
      projectName: nameRef.current,
    };
    const run = savePrimerDraft(stored)
      .then(
        () => {
          // Queries never go stale here: coming back to the page must open on what was saved, not on
          // the draft as it was first loaded.
          queryClient.setQueryData(primerDraftKey, stored);
          // A change made during the save is still waiting for its own: not "saved" yet.
          if (queued.current) return;
          setState(timer.current === undefined ? { status: 'saved', at: new Date() } : { status: 'waiting' });
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
  }, [queryClient]);

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
        const stored: StoredDraft = {
          answers: toStoredAnswers(answersRef.current),
          projectName: nameRef.current,
        };
        void savePrimerDraft(stored).then(
          () => queryClient.setQueryData(primerDraftKey, stored),
          () => undefined,
        );
      }
    },
    [queryClient],
  );

  return { state, schedule, cancel, retry };
}
