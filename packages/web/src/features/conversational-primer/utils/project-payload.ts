import type {
  ConversationMessage,
  CreateConversationProjectInput,
  ExtractedElements,
  ProjectContext,
  RecordDecisionInput,
} from '@charter/core';

/** The title the outputs use when the user has not named the project. */
export const UNTITLED_PROJECT = 'Untitled project';

/** @example toProjectTitle('  ') // 'Untitled project' */
export function toProjectTitle(title: string): string {
  return title.trim() === '' ? UNTITLED_PROJECT : title.trim();
}

/**
 * The conversation's title: what the user typed in Project name, else the name they gave in the
 * conversation ("It's called TrailMate"), else 'Untitled project'. Never the first words of the problem.
 * @example toConversationTitle({ projectTitle: '', extractedElements: { projectName: 'TrailMate' } }) // 'TrailMate'
 */
export function toConversationTitle(state: {
  projectTitle: string;
  extractedElements: Pick<ExtractedElements, 'projectName'>;
}): string {
  return toProjectTitle(state.projectTitle.trim() || (state.extractedElements.projectName ?? ''));
}

/** Field caps of the project contract: 2 000 characters of text, 60 000 of primer. */
const TEXT_CAP = 2_000;
const PRIMER_CAP = 60_000;

function cap(text: string, max = TEXT_CAP): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface ConversationSnapshot {
  projectTitle: string;
  messages: readonly ConversationMessage[];
  extractedElements: ExtractedElements;
  projectContext: Partial<ProjectContext> | undefined;
  conversationDepth: number;
  /** The primer generated from the conversation, if any (structured first, else the Hash Primer). */
  primer: string | null;
}

/** An exchange is one user message and Charter's reply. */
export function countExchanges(messages: readonly ConversationMessage[]): number {
  return messages.filter((message) => message.role === 'user').length;
}

/** The project payload, built from what the conversation holds. */
export function toConversationProject(snapshot: ConversationSnapshot): CreateConversationProjectInput {
  const { extractedElements: elements, projectContext: context } = snapshot;
  const exchanges = countExchanges(snapshot.messages);
  const type = elements.projectType === '' ? 'Project' : elements.projectType;
  const technical = [
    context?.technicalPreferences ?? '',
    ...elements.constraints.map((constraint) => `- ${constraint}`),
  ].filter((line) => line.trim() !== '');
  return {
    name: snapshot.projectTitle,
    description: cap(
      `${type} defined in a conversation of ${exchanges} message exchange${exchanges === 1 ? '' : 's'} (${snapshot.messages.length} messages).`,
    ),
    finalPrimer: cap(snapshot.primer ?? '', PRIMER_CAP),
    projectVision: cap(context?.projectGoals ?? ''),
    businessGoals: cap(elements.businessModel || (context?.businessContext ?? '')),
    technicalRequirements: cap(technical.join('\n')),
    completionStatus: {
      primerGenerated: snapshot.primer !== null && snapshot.primer !== '',
      conversationDepth: snapshot.conversationDepth,
    },
  };
}

/**
 * Saving a project from a conversation settles what will be built: recorded as a decision, it appears in
 * Memory Insights and outlives the session. Every part of it is what the user said.
 */
export function toProjectDecision(snapshot: ConversationSnapshot, confidence: number): RecordDecisionInput {
  const { extractedElements: elements } = snapshot;
  const type = elements.projectType === '' ? 'a project' : elements.projectType;
  const features = elements.features.slice(0, 3).join('; ');
  const sentence = (text: string) => `${text.trim().replace(/[.!?]+$/, '')}.`;
  const facts = [
    elements.businessModel ? sentence(`Business model: ${elements.businessModel}`) : '',
    elements.timeline ? sentence(`Timeline: ${elements.timeline}`) : '',
    elements.constraints.length > 0 ? sentence(`${elements.constraints.length} constraint(s) noted`) : '',
  ].filter(Boolean);
  const exchanges = countExchanges(snapshot.messages);
  return {
    title: cap(`Defined ${snapshot.projectTitle} in a conversation`, 200),
    choice: cap(`Build ${snapshot.projectTitle} as ${type}${features ? `: ${features}` : ''}`, 500),
    decisionType: 'project_definition',
    rationale: cap(
      [
        `Captured from ${exchanges} message exchange${exchanges === 1 ? '' : 's'} (conversation depth ${snapshot.conversationDepth} of 10).`,
        ...facts,
      ].join(' '),
      5_000,
    ),
    alternatives: [],
    confidenceLevel: Math.min(100, Math.max(0, confidence)),
  };
}
