import { Field } from '../../../components/ui/form';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useSemiQuery, useSendSemiMessage } from '../api/semi-exchanges';
import { ConnectForm } from './connect-form';
import { SemiExchangeCard } from './semi-exchange-card';

const PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
] as const;

type Priority = (typeof PRIORITIES)[number]['value'];

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
  const send = useSendSemiMessage();
  return (
    <SemiExchangeCard<{ semiMessage: string; semiPriority: Priority }>
      titleId="semi-message-title"
      title="Direct Message"
      description="An agent-to-agent message to Semi."
      connected={connected}
      defaultValues={{ semiMessage: '', semiPriority: 'normal' }}
      required="semiMessage"
      submitLabel="Send Message"
      pendingLabel="Sending..."
      exchange={send}
      failure="The message could not be sent."
      replyLabel="Semi’s answer to your message"
      onSubmit={({ semiMessage, semiPriority }, { setValue }) =>
        send.mutate(
          { type: 'agent_to_agent_message', content: semiMessage.trim(), priority: semiPriority },
          { onSuccess: () => setValue('semiMessage', '') },
        )
      }
    >
      <Field as={TextAreaField} name="semiMessage" label="Message" rows={3} disabled={!connected} />
      <Field
        as={SelectField}
        name="semiPriority"
        label="Priority"
        options={PRIORITIES}
        disabled={!connected}
      />
    </SemiExchangeCard>
  );
}

function KnowledgeQueryCard({ connected }: { connected: boolean }) {
  const ask = useSemiQuery();
  return (
    <SemiExchangeCard<{ semiQuery: string }>
      titleId="semi-query-title"
      title="Knowledge Query"
      description="Ask Semi what it knows (strategic planning)."
      connected={connected}
      defaultValues={{ semiQuery: '' }}
      required="semiQuery"
      submitLabel="Ask Semi"
      pendingLabel="Asking..."
      exchange={ask}
      failure="The question could not be sent."
      replyLabel="Semi’s answer to your question"
      onSubmit={({ semiQuery }) => ask.mutate({ query: semiQuery.trim(), context: 'strategic_planning' })}
    >
      <Field as={TextAreaField} name="semiQuery" label="Question" rows={3} disabled={!connected} />
    </SemiExchangeCard>
  );
}
