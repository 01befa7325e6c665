import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { toUserMessage } from '../../../lib/errors';
import { useSemiHandoff } from '../api/semi-exchanges';
import { DisabledReason } from './disabled-reason';
import { SemiReply } from './semi-reply';

/** Handoff: your strategic context (insights, todos, primer, constitution) goes to Semi. */
export function HandoffTab({ connected }: { connected: boolean }) {
  const handoff = useSemiHandoff();
  const reasonId = useId();
  return (
    <Card as="section" aria-labelledby="semi-handoff-title">
      <CardHeader
        id="semi-handoff-title"
        title="Strategic to Implementation Handoff"
        description="Sends Semi your insights and open todos from Historical Context, your project’s primer and your constitution."
      />
      <DisabledReason id={reasonId} connected={connected} />
      <div className="form-actions">
        <Button
          disabled={!connected || handoff.isPending}
          aria-describedby={connected ? undefined : reasonId}
          onClick={() => handoff.mutate()}
        >
          {handoff.isPending ? 'Handing off...' : 'Create Strategic to Implementation Handoff'}
        </Button>
      </div>
      {handoff.isError ? <Alert>{toUserMessage(handoff.error, 'The handoff failed.')}</Alert> : null}
      {handoff.data ? (
        <div aria-live="polite">
          <p>
            Handed off <strong>{handoff.data.strategicInsights}</strong> strategic insights and{' '}
            <strong>{handoff.data.strategicTodos}</strong> todos
            {handoff.data.project ? ` for “${handoff.data.project.name}”` : ''}.
          </p>
          <SemiReply reply={handoff.data.reply} label="Semi’s answer to the handoff" />
        </div>
      ) : null}
    </Card>
  );
}
