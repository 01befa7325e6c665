import { extractElements } from './extract-elements';
import type { RoleMessage } from './schema';
import { toSentences, toShort, toUserTexts } from './text';
import { getTopic } from './topics';

/**
 * The primer-chat form assistant (`POST /api/primer/chat`) without an LLM. It does three
 * useful things: explains a field the user asks about, proposes wording for the fields their description
 * fits, and points at the fields still blank. Field definitions come in as a parameter (the primer module
 * owns PRIMER_FIELDS) so this file depends on their shape, not their location.
 */

/** What the client shows as the assistant's reply when `POST /api/primer/chat` fails. */
export const PRIMER_CHAT_ERROR_REPLY =
  'I apologize, but I encountered an error. Please try again or switch to the form mode to continue with your project primer.';

export type PrimerChatField = {
  readonly label: string;
  readonly question: string;
  readonly whyItMatters: string;
};
export type PrimerChatFields = Readonly<Record<string, PrimerChatField>>;

export type PrimerChatInput = {
  message: string;
  context?: { readonly answers?: Readonly<Record<string, string | undefined>> | undefined } | undefined;
  chatHistory?: readonly RoleMessage[] | undefined;
  fields: PrimerChatFields;
};

const ASKS_MEANING =
  /\b(?:what(?:['’]s| is| are| does| do| goes| should)|explain|meaning|mean by|means|why (?:does|do|is)|not sure (?:what|about)|help (?:me )?with)\b/i;
const BUILDING = /\b(?:building|build|making|creating|create|launching)\b/i;
// The three options of the user-role answer.
const ROLE = /\b(?:i'?m|i am)(?: an?)? (?:\w+ )?(founder|developer|designer)\b/i;
const MIN_DESCRIPTION_WORDS = 6;
const MISSING_SHOWN = 3;

/** The field a message names, longest label first so "platform constraints" beats "platform". */
function findNamedField(message: string, fields: PrimerChatFields): string | undefined {
  const text = message.toLowerCase();
  const names = Object.entries(fields).flatMap(([key, field]) => [
    [key, field.label.toLowerCase()] as const,
    [key, key.replaceAll('-', ' ')] as const,
  ]);
  names.sort((a, b) => b[1].length - a[1].length);
  return names.find(([, name]) => text.includes(name))?.[0];
}

/**
 * Wording for the primer fields a text fits, keyed by primer answer key; only non-blank proposals.
 * @example proposeFieldWording('Freelancers lose invoices.')['target-users'] // 'Freelancers lose invoices.'
 */
export function proposeFieldWording(text: string): Record<string, string> {
  // A question ("what does target users mean?") is never wording for a field.
  const sentences = toSentences(text).filter((sentence) => !sentence.endsWith('?'));
  const first = (key: 'problem' | 'users' | 'businessModel') =>
    toShort(sentences.find((sentence) => getTopic(key).pattern.test(sentence)) ?? '', 300);
  const elements = extractElements([{ role: 'user', content: text }]);
  const proposals: Record<string, string> = {
    'user-role': ROLE.exec(text)?.[1]?.toLowerCase() ?? '',
    'project-scope': toShort(sentences.find((sentence) => BUILDING.test(sentence)) ?? '', 300),
    'core-problem': first('problem'),
    'target-users': first('users'),
    'business-model': first('businessModel'),
    'platform-type': elements.projectType,
    'primary-jobs': elements.features.join('; '),
    'platform-constraints': elements.constraints.join(' '),
    'timeline-budget': elements.timeline,
  };
  return Object.fromEntries(Object.entries(proposals).filter(([, value]) => value !== ''));
}

function toMissingNote(
  fields: PrimerChatFields,
  answers: Readonly<Record<string, string | undefined>>,
): string {
  const missing = Object.keys(fields).filter((key) => (answers[key] ?? '').trim() === '');
  const first = missing[0];
  if (first === undefined) return 'Every field has an answer: you can press Generate Primer.';
  const labels = missing.slice(0, MISSING_SHOWN).map((key) => fields[key]?.label ?? key);
  const more = missing.length > MISSING_SHOWN ? ` and ${missing.length - MISSING_SHOWN} more` : '';
  return `Still empty: ${labels.join(', ')}${more}. Next, ${fields[first]?.label ?? first}: ${fields[first]?.question ?? ''}`;
}

/**
 * The assistant's reply to one primer-chat message.
 * @example toPrimerChatReply({ message: 'What does Target users mean?', fields: PRIMER_FIELDS })
 * // 'Target users: Who are the first users, …? Why it matters: …'
 */
export function toPrimerChatReply(input: PrimerChatInput): string {
  const { message, fields } = input;
  const answers = input.context?.answers ?? {};
  const history = toUserTexts(input.chatHistory ?? []);
  const named = findNamedField(message, fields);
  const field = named === undefined ? undefined : fields[named];

  if (field !== undefined && named !== undefined && ASKS_MEANING.test(message)) {
    const fromChat = proposeFieldWording(history.join('\n'))[named];
    const suggestion =
      fromChat === undefined ? '' : ` From what you’ve told me, you could write: “${fromChat}”`;
    return `${field.label}: ${field.question} Why it matters: ${field.whyItMatters}${suggestion}`;
  }

  const words = message.trim().split(/\s+/).length;
  const proposals = Object.entries(proposeFieldWording(message)).filter(([key]) => key in fields);
  if (words >= MIN_DESCRIPTION_WORDS && proposals.length > 0) {
    const lines = proposals.map(([key, value]) => `- ${fields[key]?.label ?? key}: “${value}”`);
    return `That fits ${proposals.length === 1 ? 'this field' : 'these fields'}; here is wording you could use:\n${lines.join('\n')}\n${toMissingNote(fields, answers)}`;
  }

  return (
    'I can explain any field (ask “what does Target users mean?”), suggest wording when you describe your project, ' +
    `and tell you what is still missing. ${toMissingNote(fields, answers)}`
  );
}

export type ChatFormFields = { 'core-problem': string; 'target-users': string; 'business-model': string };

/**
 * Convert to Form: each of core problem, target users and business model gets the first user
 * message that matches its topic, whole and trimmed; '' when none does.
 * @example convertChatToForm([{ role: 'user', content: 'We charge $10 a month' }])['business-model'] // 'We charge $10 a month'
 */
export function convertChatToForm(messages: readonly RoleMessage[]): ChatFormFields {
  const texts = toUserTexts(messages).map((text) => text.trim());
  const first = (key: 'problem' | 'users' | 'businessModel') =>
    texts.find((text) => getTopic(key).pattern.test(text)) ?? '';
  return {
    'core-problem': first('problem'),
    'target-users': first('users'),
    'business-model': first('businessModel'),
  };
}
