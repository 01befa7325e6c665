import { ApiError } from '@charter/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type UserAction, useActionMutation } from './action-mutation';

function setUp(answer: (name: string, action: UserAction) => Promise<string>) {
  const calls: { name: string; key: string }[] = [];
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useActionMutation({
        mutationFn: (name: string, action) => {
          calls.push({ name, key: action.idempotencyKey });
          return answer(name, action);
        },
      }),
    { wrapper },
  );
  return { result, calls };
}

describe('useActionMutation (the console’s submit pattern)', () => {
  it('ignores repeats while a call runs, before any re-render, and hands the running call back', async () => {
    let release: (value: string) => void = () => {};
    const { result, calls } = setUp(() => new Promise((resolve) => (release = resolve)));
    let first: Promise<string> | undefined;
    let second: Promise<string> | undefined;
    act(() => {
      first = result.current.mutateAsync('a');
      second = result.current.mutateAsync('a');
      result.current.mutate('a');
    });
    expect(second).toBe(first);
    await waitFor(() => expect(result.current.isPending).toBe(true));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {
      release('done');
      await first;
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('retries a call that got no answer with the same key; an answer ends the action', async () => {
    const answers: (() => Promise<string>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new ApiError(503, 'busy', { error: 'busy', code: 'UNAVAILABLE' })),
      () => Promise.resolve('created'),
      () => Promise.reject(new ApiError(400, 'bad', { error: 'bad', code: 'VALIDATION_FAILED' })),
      () => Promise.resolve('again'),
    ];
    const { result, calls } = setUp(() => answers.shift()!());
    const run = (name: string) => act(() => result.current.mutateAsync(name).catch(() => undefined));
    await run('a'); // no answer
    await run('a'); // 503
    await run('a'); // created
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
    await run('a'); // a new action after an answer: new key; refused with 400
    await run('a'); // a refusal is an answer too: new key again
    expect(calls[3]!.key).not.toBe(calls[2]!.key);
    expect(calls[4]!.key).not.toBe(calls[3]!.key);
  });

  it('a different input is a different action', async () => {
    const { result, calls } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    await act(() => result.current.mutateAsync('a').catch(() => undefined));
    await act(() => result.current.mutateAsync('b').catch(() => undefined));
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });
});
