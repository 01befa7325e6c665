import { ApiError } from '@charter/core';
import {
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useRef } from 'react';

/** What a creating call needs from the user action it serves. */
export interface UserAction {
  /** Sent as `Idempotency-Key`: made when the action starts, the same on its retries. */
  idempotencyKey: string;
}

export type ActionMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> & {
  mutationFn: (variables: TVariables, action: UserAction) => Promise<TData>;
};

/**
 * Whether the server gave its answer to this action, so trying again is a new action with a new key: a
 * success, or a refusal a resend cannot change (4xx). No answer, a 5xx, a 429 or a "still running" 409 keep
 * the key, so pressing the button again retries the same action and the server does it at most once.
 */
function isAnswered(error: unknown): boolean {
  if (error === null || error === undefined) return true;
  if (!(error instanceof ApiError)) return false;
  if (error.status === 429 || error.status >= 500) return false;
  return !(error.status === 409 && error.body?.code === 'IDEMPOTENCY_KEY_IN_USE');
}

/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts (https, localhost); a console served
 * over plain http on a LAN address still has `getRandomValues`.
 */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Variables as text, to tell a retry of the same action (same input) from a new one. */
function toActionText(variables: unknown): string {
  try {
    return JSON.stringify(variables) ?? '';
  } catch {
    return String(Math.random()); // unserialisable input: always a new action
  }
}

/**
 * The console's one way to run an action that changes something (every form and creating button):
 * `useMutation` with two guarantees.
 * - Once: while a call runs, `mutate`/`mutateAsync` ignore repeats (a double click, Enter pressed twice)
 *   synchronously, before React has re-rendered the disabled button; `mutateAsync` returns the running call.
 * - One `Idempotency-Key` per user action: made when the action starts and handed to `mutationFn`, reused
 *   when the same input is sent again after no answer (network, 5xx), new after any answer.
 * Pair it with `<SubmitButton pending={mutation.isPending}>`, which disables the control meanwhile.
 * @example useActionMutation({ mutationFn: (name: string, action) => generateKey(name, action) })
 */
export function useActionMutation<TData = unknown, TVariables = void>(
  options: ActionMutationOptions<TData, TVariables>,
): UseMutationResult<TData, Error, TVariables> {
  const running = useRef<Promise<TData> | null>(null);
  const action = useRef<{ input: string; key: string } | null>(null);
  const current = useRef<UserAction>({ idempotencyKey: '' });

  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => options.mutationFn(variables, current.current),
  });

  const mutateAsync = (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
    if (running.current) return running.current;
    const input = toActionText(variables);
    const key = action.current?.input === input ? action.current.key : createIdempotencyKey();
    action.current = { input, key };
    current.current = { idempotencyKey: key };
    const call = mutation.mutateAsync(variables, callbacks).then(
      (data) => {
        action.current = null;
        return data;
      },
      (error: unknown) => {
        if (isAnswered(error)) action.current = null;
        throw error;
      },
    );
    const settled = call.finally(() => {
      running.current = null;
    });
    running.current = settled;
    return settled;
  };

  return {
    ...mutation,
    isPending: mutation.isPending || running.current !== null,
    mutateAsync,
    // `mutate` never rejects: errors reach `onError` (the mutation's and the call's) and `mutation.error`.
    mutate: (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
      mutateAsync(variables, callbacks).catch(() => undefined);
    },
  } as UseMutationResult<TData, Error, TVariables>;
}
