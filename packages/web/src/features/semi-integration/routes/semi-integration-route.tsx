import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import { useSemiStatus } from '../api/semi-connection';
import { ActivityLog } from '../components/activity-log';
import { ChatTab } from '../components/chat-tab';
import { ConnectForm } from '../components/connect-form';
import { ContextPanel } from '../components/context-panel';
import { HandoffTab } from '../components/handoff-tab';
import { SemiKeysTab } from '../components/semi-keys-tab';
import { SemiStatusBadge } from '../components/semi-status-badge';
import { ValidationTab } from '../components/validation-tab';
import '../components/semi-integration.css';

type TabKey = 'keys' | 'connect' | 'chat' | 'validation' | 'handoff';

const CONTEXT_PANEL_ID = 'semi-context-panel';

/**
 * Semi Integration. Semi is any agent speaking the open A2A protocol: Charter
 * connects to it as a client, and A2A agents call Charter with a Semi key.
 */
export function SemiIntegrationRoute() {
  const [tab, setTab] = useState<TabKey>('keys');
  const [showContext, setShowContext] = useState(false);
  const status = useSemiStatus();
  const connected = status.data?.connected === true;

  return (
    <>
      <title>Semi Integration · Charter</title>
      <PageHeader
        title="Semi Integration"
        subtitle="Connect Charter to your strategic-planning agent, and let other agents ask Charter for verdicts."
        actions={<SemiStatusBadge status={status.data} />}
      />
      <div className="stack">
        <Card as="section" aria-labelledby="what-is-semi-title">
          <h2 id="what-is-semi-title" className="card-title">
            What is Semi?
          </h2>
          <p>
            Semi is your strategic-planning agent: it keeps the long view (knowledge, priorities, what to
            build next) while your coding agents implement. Here,{' '}
            <strong>Semi is any agent that speaks the open A2A protocol</strong> (Agent2Agent 1.0): Charter
            reads its agent card, sends it messages, questions, validation requests and handoffs, and shows
            its answers. It works the other way too: an A2A agent with a Semi key can ask Charter whether a
            decision respects your constitution.
          </p>
          {status.isError ? (
            <p className="semi-disabled-reason">
              The connection status could not be read; retrying every 5 s.
            </p>
          ) : null}
        </Card>

        <div className="semi-tabs-bar">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showContext}
            aria-controls={CONTEXT_PANEL_ID}
            onClick={() => setShowContext(!showContext)}
          >
            {showContext ? 'Hide Context' : 'Show Context'}
          </Button>
        </div>
        {showContext ? <ContextPanel id={CONTEXT_PANEL_ID} /> : null}

        <Tabs<TabKey>
          label="Semi Integration"
          className="semi-tabs"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { key: 'keys', label: 'API Keys', panel: <SemiKeysTab /> },
            { key: 'connect', label: 'Connect', panel: <ConnectForm idPrefix="connect" /> },
            { key: 'chat', label: 'Chat', panel: <ChatTab connected={connected} /> },
            { key: 'validation', label: 'Validation', panel: <ValidationTab connected={connected} /> },
            { key: 'handoff', label: 'Handoff', panel: <HandoffTab connected={connected} /> },
          ]}
        />

        <ActivityLog />
      </div>
    </>
  );
}
