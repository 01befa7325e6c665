import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card, CardHeader } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { toUserMessage } from '../../../lib/errors';
import { useSemiQuery, useSendSemiMessage } from '../api/semi-exchanges';
import { ConnectForm } from './connect-form';
import { DisabledReason } from './disabled-reason';
import { SemiReply } from './semi-reply';

const PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
] as const;

/** Chat: the connect form again, a direct message and a knowledge query. */
export function ChatTab({ connected }: { connected: boolean }) {
  return (
    <div className="stack">
      <ConnectForm idPrefix="chat" />
      <div className="semi-grid">
        <DirectMessageCard connected={connected} />
        <KnowledgeQueryCard connected={connected} />
      </div>
    </div>
  );
}

function DirectMessageCard({ connected }: { connected: boolean }) {
  const [content, setContent] = useState('');
  const [priority, setPriority] = useState<(typeof PRIORITIES)[number]['value']>('normal');
  const send = useSendSemiMessage();
  const reasonId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return;
    send.mutate(
      { type: 'agent_to_agent_message', content: content.trim(), priority },
      { onSuccess: () => setContent('') },
    );
  };
  return (
    <Card as="section" aria-labelledby="semi-message-title">
      <CardHeader
        id="semi-message-title"
        title="Direct Message"
        description="An agent-to-agent message to Semi."
      />
      <DisabledReason id={reasonId} connected={connected} />
      <form className="form" onSubmit={submit} noValidate>
        <TextAreaField
          label="Message"
          name="semiMessage"
          value={content}
          rows={3}
          disabled={!connected}
          onChange={(event) => setContent(event.target.value)}
        />
        <SelectField
          label="Priority"
          name="semiPriority"
          value={priority}
          options={PRIORITIES}
          disabled={!connected}
          onChange={(event) => setPriority(event.target.value as typeof priority)}
        />
        <SubmitButton
          pending={send.isPending}
          pendingLabel="Sending..."
          disabled={!connected || !content.trim()}
          aria-describedby={connected ? undefined : reasonId}
        >
          Send Message
        </SubmitButton>
      </form>
      {send.isError ? <Alert>{toUserMessage(send.error, 'The message could not be sent.')}</Alert> : null}
      {send.data ? <SemiReply reply={send.data} label="Semi’s answer to your message" /> : null}
    </Card>
  );
}

function KnowledgeQueryCard({ connected }: { connected: boolean }) {
  const [query, setQuery] = useState('');
  const ask = useSemiQuery();
  const reasonId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    ask.mutate({ query: query.trim(), context: 'strategic_planning' });
  };
  return (
    <Card as="section" aria-labelledby="semi-query-title">
      <CardHeader
        id="semi-query-title"
        title="Knowledge Query"
        description="Ask Semi what it knows (strategic planning)."
      />
      <DisabledReason id={reasonId} connected={connected} />
      <form className="form" onSubmit={submit} noValidate>
        <TextAreaField
          label="Question"
          name="semiQuery"
          value={query}
          rows={3}
          disabled={!connected}
          onChange={(event) => setQuery(event.target.value)}
        />
        <SubmitButton
          pending={ask.isPending}
          pendingLabel="Asking..."
          disabled={!connected || !query.trim()}
          aria-describedby={connected ? undefined : reasonId}
        >
          Ask Semi
        </SubmitButton>
      </form>
      {ask.isError ? <Alert>{toUserMessage(ask.error, 'The question could not be sent.')}</Alert> : null}
      {ask.data ? <SemiReply reply={ask.data} label="Semi’s answer to your question" /> : null}
    </Card>
  );
}
