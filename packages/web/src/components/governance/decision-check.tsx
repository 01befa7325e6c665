import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toUserMessage } from '../../lib/errors';
import { Alert } from '../ui/alert';
import { type Decision, DecisionForm, type DecisionFormSpec } from './decision-form';

/**
 * A governance check from question to answer: the decision form, the server's message when the call fails, and
 * the answer once it is in (not while the next one is being computed).
 */
export function DecisionCheck<T extends Decision<T>, R>({
  spec,
  check,
  failure,
  children,
}: {
  spec: DecisionFormSpec<T>;
  /** The mutation that sends the decision. */
  check: UseMutationResult<R, Error, T>;
  /** Said when the failure carries no message of the server's. */
  failure: string;
  /** Renders the answer. */
  children: (answer: R) => ReactNode;
}) {
  return (
    <div className="stack">
      <DecisionForm spec={spec} onSubmit={(decision) => check.mutate(decision)} pending={check.isPending} />
      {check.isError ? <Alert>{toUserMessage(check.error, failure)}</Alert> : null}
      {check.data && !check.isPending ? children(check.data) : null}
    </div>
  );
}
