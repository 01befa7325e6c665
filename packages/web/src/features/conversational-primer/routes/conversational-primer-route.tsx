import type { Project } from '@charter/core';
import { GENERATE_AT_DEPTH } from '@charter/core';
import { useCallback, useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { useUser } from '../../../lib/auth';
import { CapturingCard } from '../components/capturing-card';
import { Composer } from '../components/composer';
import { ConfidenceCard } from '../components/confidence-card';
import { ConversationActions, type Outputs } from '../components/conversation-actions';
import { FileAttachments } from '../components/file-attachments';
import { MemoryInsightsDialog } from '../components/memory-insights-dialog';
import { MessageThread } from '../components/message-thread';
import { PrimerResult } from '../components/primer-result';
import { useConversation } from '../components/use-conversation';
import { type RecoverNotice, useSessionRestore } from '../components/use-session-restore';
import { setNewChatFlag } from '../utils/new-chat-flag';
import { toMarkdownFileName } from '../utils/package-zip';
import { toConversationTitle } from '../utils/project-payload';

const NO_OUTPUTS: Outputs = { primer: null, hashPrimer: null, project: null };

/**
 * The conversational primer: an interview that captures the project as it goes and turns
 * into a primer, a Hash Primer, a package of agent files, or a saved project. Mounted at
 * /conversational-primer and /chat-primer (which takes `?recover=<projectId>`).
 */
export function ConversationalPrimerRoute() {
  const toast = useToast();
  const user = useUser();
  const conversation = useConversation();
  const [outputs, setOutputs] = useState<Outputs>(NO_OUTPUTS);
  const [insightsOpen, setInsightsOpen] = useState(false);
  // The output the user just asked for; a recovered project's primer is shown without taking focus.
  const [revealed, setRevealed] = useState<'primer' | 'hashPrimer' | null>(null);
  const userId = user.data?.id;

  const updateOutputs = useCallback((change: Partial<Outputs>) => {
    setOutputs((o) => ({ ...o, ...change }));
    if (change.primer) setRevealed('primer');
    else if (change.hashPrimer) setRevealed('hashPrimer');
  }, []);
  const onProject = useCallback(
    (project: Project) =>
      setOutputs({
        primer: project.primerContent === '' ? null : project.primerContent,
        hashPrimer: null,
        project,
      }),
    [],
  );
  const { loading, notice } = useSessionRestore({ userId, restore: conversation.restore, onProject });

  const startNew = () => {
    conversation.reset();
    setOutputs(NO_OUTPUTS);
    setRevealed(null);
    // Until the new conversation is saved, a reload must not bring the old one back.
    setNewChatFlag();
    toast({ title: 'Fresh Start', description: 'A new conversation has begun.', tone: 'success' });
  };

  const { state } = conversation;
  const title = toConversationTitle(state);
  const primer = outputs.primer ?? state.primer;
  const canGenerate = state.conversationDepth >= GENERATE_AT_DEPTH;

  return (
    <>
      <title>Conversational Primer · Charter</title>
      <PageHeader
        title="Conversational Primer"
        subtitle="Talk through your project; Charter captures it as you go and writes the primer your agents read."
      />
      {notice ? <RecoverNoticeAlert notice={notice} /> : null}
      <div className="cp-layout">
        <div className="cp-main">
          <Card as="section" aria-labelledby="cp-conversation-title" className="cp-conversation">
            <h2 id="cp-conversation-title" className="card-title">
              Conversation
            </h2>
            {loading ? (
              <p role="status" className="cp-muted">
                Loading your conversation…
              </p>
            ) : null}
            <MessageThread messages={state.messages} sending={conversation.sending} />
            <div role="status" className="cp-banner-slot">
              {canGenerate ? (
                <p className="cp-banner">
                  {/* The label comes from the readiness number through core's one mapping, never from depth. */}
                  <strong>
                    {state.confidence.label} ({state.confidence.confidence}% ready):
                  </strong>{' '}
                  {state.confidence.readyForPrimer
                    ? 'Charter has enough to write your primer. Press Generate, or keep talking to sharpen it.'
                    : 'you can Generate now; the primer will mark what is still missing.'}
                </p>
              ) : null}
            </div>
            <FileAttachments files={conversation.files} onChange={conversation.setFiles} disabled={loading} />
            <Composer onSend={conversation.send} sending={conversation.sending} disabled={loading} />
          </Card>
          {primer ? (
            <PrimerResult
              title="Primer"
              primer={primer}
              fileName={toMarkdownFileName(title, 'primer')}
              reveal={revealed === 'primer'}
            />
          ) : null}
          {outputs.hashPrimer ? (
            <PrimerResult
              title="Hash Primer"
              primer={outputs.hashPrimer}
              fileName={toMarkdownFileName(title, 'hash-primer')}
              reveal={revealed === 'hashPrimer'}
            />
          ) : null}
        </div>
        <div className="cp-side">
          <ConfidenceCard confidence={state.confidence} depth={state.conversationDepth} />
          <CapturingCard elements={state.extractedElements} />
          <ConversationActions
            conversation={conversation}
            outputs={outputs}
            onOutputs={updateOutputs}
            onStartNew={startNew}
            onMemoryInsights={() => setInsightsOpen(true)}
          />
        </div>
      </div>
      {userId ? (
        <MemoryInsightsDialog open={insightsOpen} onClose={() => setInsightsOpen(false)} userId={userId} />
      ) : null}
    </>
  );
}

function RecoverNoticeAlert({ notice }: { notice: RecoverNotice }) {
  return (
    <Alert tone="info">
      {notice.kind === 'project-not-found'
        ? 'That project could not be found: it may have been deleted, or it belongs to another account. '
        : `The conversation saved with ${notice.project.name} could not be found${
            notice.project.primerContent === '' ? '. ' : '; its primer is shown below. '
          }`}
      <ButtonLink variant="link" to="/my-projects">
        Back to My Projects
      </ButtonLink>
    </Alert>
  );
}
