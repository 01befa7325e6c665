import type { PrimerAnswersInput } from '../primer/answers';
import { MAX_ANSWER_LENGTH } from '../primer/answers';
import { truncateWithEllipsis } from '../primer/clean-imported-text';
import { type Readiness, toReadiness } from './confidence';
import { extractElements } from './extract-elements';
import { convertChatToForm } from './primer-chat';
import { toProjectContext } from './project-context';
import type { ExtractedElements, ProjectContext, RoleMessage } from './schema';
import { getTopic } from './topics';

/** What a finished conversation says, as primer answers plus the extraction they came from. */
export interface ConversationReading {
  answers: PrimerAnswersInput;
  elements: ExtractedElements;
  context: ProjectContext;
  /** The one readiness figure, as the screen shows it and the primer states it. */
  readiness: Readiness;
}

const cap = (text: string) => truncateWithEllipsis(text, MAX_ANSWER_LENGTH);
const toList = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * Reads the conversation into primer answers. The messages are the source of truth; elements the client
 * already showed ("What I'm Capturing") fill only what this reading did not find, so nothing the user saw
 * captured is lost. Answers are capped at the form's 5000 characters, since a pasted message can be longer.
 */
export function readConversation(
  messages: readonly RoleMessage[],
  shown?: ExtractedElements | undefined,
): ConversationReading {
  const found = extractElements(messages);
  const elements: ExtractedElements = {
    projectName: found.projectName || (shown?.projectName ?? ''),
    problem: found.problem || (shown?.problem ?? ''),
    users: found.users || (shown?.users ?? ''),
    projectType: found.projectType || (shown?.projectType ?? ''),
    features: union(found.features, shown?.features ?? []),
    constraints: union(found.constraints, shown?.constraints ?? []),
    businessModel: found.businessModel || (shown?.businessModel ?? ''),
    timeline: found.timeline || (shown?.timeline ?? ''),
  };
  const context = toProjectContext(messages);
  const form = convertChatToForm(messages);
  // Convert to Form takes the first message of each topic, so an opening message naming both the problem
  // and its users fills both; a later message about users says more, so it wins when there is one.
  const usersPattern = getTopic('users').pattern;
  const laterUsers = messages.find(
    (m) => m.role === 'user' && m.content.trim() !== form['core-problem'] && usersPattern.test(m.content),
  );
  const answers: PrimerAnswersInput = {
    'core-problem': cap(form['core-problem'] || context.projectGoals),
    'target-users': cap(laterUsers?.content ?? form['target-users']),
    'business-model': cap(form['business-model'] || elements.businessModel || context.businessContext),
    'platform-type': cap(elements.projectType),
    'primary-jobs': cap(toList(elements.features)),
    'technical-complexity': cap(context.technicalPreferences),
    'platform-constraints': cap(toList(elements.constraints)),
    'timeline-budget': cap(elements.timeline),
  };
  return { answers, elements, context, readiness: toReadiness(found) };
}
