import type { Project } from '@charter/core';
import { GENERATE_AT_DEPTH } from '@charter/core';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { downloadBlob } from '../../../lib/download';
import { zipTextFiles } from '../../../lib/zip';
import {
  useGenerateComprehensivePackage,
  useGenerateHashPrimer,
  useGenerateStructuredPrimer,
} from '../api/generate-outputs';
import { useRecordDecision } from '../api/record-decision';
import { useSaveConversationProject } from '../api/save-conversation-project';
import { toPackageEntries, toPackageFileName } from '../utils/package-zip';
import { toConversationProject, toConversationTitle, toProjectDecision } from '../utils/project-payload';
import { toConversationText, toHistory } from '../utils/transcript';
import type { Conversation } from './use-conversation';

/** The Hash Primer's context is the conversation itself, up to the call's 50 000 characters. */
const HASH_CONTEXT_CHARS = 50_000;

export interface Outputs {
  primer: string | null;
  hashPrimer: string | null;
  project: Project | null;
}

interface ConversationActionsProps {
  conversation: Conversation;
  outputs: Outputs;
  onOutputs: (change: Partial<Outputs>) => void;
  onStartNew: () => void;
  onMemoryInsights: () => void;
}

/** Everything the conversation can become: primers, the package, a saved project; and a fresh start. */
export function ConversationActions({
  conversation,
  outputs,
  onOutputs,
  onStartNew,
  onMemoryInsights,
}: ConversationActionsProps) {
  const toast = useToast();
  const { state } = conversation;
  const structured = useGenerateStructuredPrimer();
  const hash = useGenerateHashPrimer();
  const pack = useGenerateComprehensivePackage();
  const save = useSaveConversationProject();
  const record = useRecordDecision();

  const title = toConversationTitle(state);
  const primer = outputs.primer ?? state.primer;
  const hasUserMessage = state.messages.some((message) => message.role === 'user');
  const canGenerate = state.conversationDepth >= GENERATE_AT_DEPTH;
  const ready = state.confidence.readyForPrimer;
  const busy = conversation.sending;
  const conversationInput = () => ({
    projectTitle: title,
    messages: toHistory(state.messages),
    extractedElements: state.extractedElements,
  });

  const generateHash = () =>
    hash.mutate(
      {
        projectTitle: title,
        hashContext: toConversationText(state.messages).slice(0, HASH_CONTEXT_CHARS),
        technicalRequirements: [
          state.projectContext?.technicalPreferences ?? '',
          ...state.extractedElements.constraints,
        ]
          .filter((line) => line.trim() !== '')
          .join('\n')
          .slice(0, 10_000),
        problemStatement: (state.projectContext?.projectGoals ?? '').slice(0, 10_000),
        preventIterativeLoops: true,
      },
      {
        onSuccess: (answer) => {
          onOutputs({ hashPrimer: answer.primer });
          toast({
            title: 'Success!',
            description: `Hash Primer ready: ${answer.metadata.wordCount} words.`,
            tone: 'success',
          });
        },
        onError: () =>
          toast({
            title: 'Hash Primer Generation Failed',
            description: 'Unable to generate the Hash Primer. Please try again.',
            tone: 'error',
          }),
      },
    );

  const generate = () =>
    structured.mutate(conversationInput(), {
      onSuccess: (answer) => {
        onOutputs({ primer: answer.primer });
        // Part of the saved session: after a reload, Save Project still stores it.
        conversation.setPrimer(answer.primer);
        toast({ title: 'Success!', description: `Your primer for ${title} is ready.`, tone: 'success' });
      },
      onError: () =>
        toast({
          title: 'Generation Failed',
          description: 'Unable to generate primer. Please try again.',
          tone: 'error',
        }),
    });

  const downloadPackage = () =>
    pack.mutate(conversationInput(), {
      onSuccess: async (answer) => {
        const fileName = toPackageFileName(answer.projectTitle);
        try {
          downloadBlob(await zipTextFiles(toPackageEntries(answer, new Date())), fileName);
        } catch {
          toast({
            title: 'Generation Failed',
            description: 'Unable to generate comprehensive package. Please try again.',
            tone: 'error',
          });
          return;
        }
        toast({
          title: 'Success!',
          description: `${fileName} downloaded: ${answer.metadata.totalDocuments} documents and a README.`,
          tone: 'success',
        });
      },
      onError: () =>
        toast({
          title: 'Generation Failed',
          description: 'Unable to generate comprehensive package. Please try again.',
          tone: 'error',
        }),
    });

  const saveProject = () => {
    const snapshot = {
      projectTitle: title,
      messages: state.messages,
      extractedElements: state.extractedElements,
      projectContext: state.projectContext,
      conversationDepth: state.conversationDepth,
      primer: primer ?? outputs.hashPrimer,
    };
    save.mutate(toConversationProject(snapshot), {
      onSuccess: (project) => {
        onOutputs({ project });
        // The history is a bonus of the save: its failure must not undo or cloud a saved project.
        record.mutate(toProjectDecision(snapshot, state.confidence.confidence));
        toast({
          title: 'Success!',
          description: `${project.name} is saved to your projects.`,
          tone: 'success',
        });
      },
      onError: () =>
        toast({
          title: 'Save Error',
          description: 'Unable to save the project. Please try again.',
          tone: 'error',
        }),
    });
  };

  return (
    <Card as="section" aria-labelledby="cp-actions-title" className="cp-actions">
      <CardHeader id="cp-actions-title" title="Turn it into a primer" />
      <TextField
        label="Project name"
        placeholder={state.extractedElements.projectName || 'Untitled project'}
        value={state.projectTitle}
        maxLength={200}
        onChange={(event) => conversation.setProjectTitle(event.target.value)}
        onBlur={() => {
          if (hasUserMessage) conversation.scheduleSave();
        }}
      />
      <div className="cp-action-buttons">
        {canGenerate ? (
          <Button onClick={generate} disabled={structured.isPending || busy}>
            {structured.isPending ? 'Generating…' : 'Generate'}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={generateHash}
          disabled={!hasUserMessage || hash.isPending || busy}
        >
          {hash.isPending ? 'Generating Hash Primer…' : 'Hash Primer'}
        </Button>
        {ready ? (
          <Button variant="secondary" onClick={downloadPackage} disabled={pack.isPending || busy}>
            {pack.isPending ? 'Packaging…' : 'Package'}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={saveProject}
          disabled={!hasUserMessage || save.isPending || busy}
        >
          {save.isPending ? 'Saving…' : 'Save Project'}
        </Button>
        {outputs.project ? (
          <ButtonLink variant="secondary" to={`/project/${outputs.project.id}`}>
            View Hash Project
          </ButtonLink>
        ) : null}
        <a className="btn btn-ghost btn-md" href="/rescue-missions" target="_blank" rel="noopener">
          Rescue Mission<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <Button variant="ghost" onClick={onMemoryInsights}>
          Memory Insights
        </Button>
        <Button variant="ghost" onClick={onStartNew}>
          Start New
        </Button>
      </div>
      {!canGenerate || !ready ? (
        <p className="cp-muted cp-action-hint">
          {!canGenerate ? `Generate appears at conversation depth ${GENERATE_AT_DEPTH}. ` : ''}
          {!ready ? 'Package appears when Charter is ready for a primer.' : ''}
        </p>
      ) : null}
    </Card>
  );
}
