import type { HistoryMessage, PartialPrimerAnswers, SocraticReply } from '@charter/core';
import {
  listCoveredTopics,
  PRIMER_FIELDS,
  proposeFieldWording,
  TOPICS,
  truncateWithEllipsis,
} from '@charter/core';
import type { LlmMessage } from './provider';

/**
 * Every prompt Charter sends to a language model. The model only words the reply: the facts come from
 * the deterministic engines (fields, extraction, what is missing) and their reply is given as guidance,
 * so a model never has less to go on than the built-in assistant, and never invents the project.
 * Prompts are bounded: the last HISTORY_TURNS messages, each cut, so a 500-message chat stays small.
 */

const HISTORY_TURNS = 20;
const HISTORY_MESSAGE_CHARS = 4_000;
const ANSWER_CHARS = 600;
const FILE_EXCERPT_CHARS = 1_500;
const MAX_FILES = 5;

const PLAIN_TEXT =
  'Write plain text (no Markdown headings, no code blocks), warm and concrete, in the language the user writes in.';
const GROUNDED =
  'Use only what the user said and the facts listed here; never invent details about their project, names, numbers or features.';

const cut = (text: string, max: number) => truncateWithEllipsis(text, max);
const quoted = (text: string) => `"${text.replaceAll('"', "'")}"`;

function toHistory(history: readonly HistoryMessage[]): LlmMessage[] {
  return history.slice(-HISTORY_TURNS).map((message) => ({
    role: message.role === 'user' ? 'user' : 'assistant',
    content: cut(message.content, HISTORY_MESSAGE_CHARS),
  }));
}

function toGuidance(reply: string): string {
  return [
    "Charter's built-in reply to this message is below. Its facts and suggestions are right: keep them, and any question it asks, but you may word it better.",
    '"""',
    reply,
    '"""',
  ].join('\n');
}

/** The form assistant (`POST /api/primer/chat`), grounded with the form's fields and answers. */
export function toPrimerChatPrompt(
  input: {
    message: string;
    answers?: PartialPrimerAnswers | undefined;
    chatHistory?: readonly HistoryMessage[] | undefined;
  },
  deterministicReply: string,
): LlmMessage[] {
  const answers: Record<string, string | undefined> = input.answers ?? {};
  const entries = Object.entries(PRIMER_FIELDS);
  const filled = entries.filter(([key]) => (answers[key] ?? '').trim() !== '');
  const missing = entries.filter(([key]) => (answers[key] ?? '').trim() === '');
  const proposals = Object.entries(proposeFieldWording(input.message));

  const system = [
    "You are Charter's primer assistant. You help a person fill in the form of a project primer: the brief an AI coding agent reads before it works on their project.",
    `${PLAIN_TEXT} At most 150 words. ${GROUNDED}`,
    'When you propose wording for a field, name the field by its label. When fields are still empty, end by pointing at the next one.',
    '',
    'The form (label: question):',
    ...entries.map(([, field]) => `- ${field.label}: ${field.question}`),
    '',
    filled.length === 0
      ? 'The form is empty so far.'
      : [
          'Already answered:',
          ...filled.map(
            ([key, field]) => `- ${field.label}: ${quoted(cut(answers[key] ?? '', ANSWER_CHARS))}`,
          ),
        ].join('\n'),
    missing.length === 0
      ? 'Every field has an answer.'
      : `Still empty: ${missing.map(([, field]) => field.label).join(', ')}.`,
    ...(proposals.length === 0
      ? []
      : [
          'Wording Charter read from the latest message (field: wording):',
          ...proposals.map(
            ([key, value]) =>
              `- ${PRIMER_FIELDS[key as keyof typeof PRIMER_FIELDS]?.label ?? key}: ${quoted(value)}`,
          ),
        ]),
    '',
    toGuidance(deterministicReply),
  ].join('\n');

  return [
    { role: 'system', content: system },
    ...toHistory(input.chatHistory ?? []),
    { role: 'user', content: input.message },
  ];
}

/** The interviewer (`POST /api/primer/socratic-conversation`), grounded with the deterministic turn. */
export function toSocraticPrompt(
  input: {
    message: string;
    conversationHistory: readonly HistoryMessage[];
    uploadedFiles?: ReadonlyArray<{ name: string; content: string }> | undefined;
  },
  turn: SocraticReply,
): LlmMessage[] {
  const history = [...input.conversationHistory];
  // As the engine does: a client that already appended the message to the history sends it once.
  const last = history.at(-1);
  if (last?.role === 'user' && last.content === input.message) history.pop();
  const files = (input.uploadedFiles ?? []).slice(0, MAX_FILES);
  const userText = [...history.filter((m) => m.role === 'user').map((m) => m.content), input.message]
    .concat(files.map((file) => file.content))
    .join('\n');
  const covered = new Set(listCoveredTopics(userText));
  const missing = TOPICS.filter((topic) => !covered.has(topic.key));
  // The engine recognises a topic as asked by its exact question in an earlier reply, so the model keeps it.
  const next = TOPICS.find((topic) => turn.response.includes(topic.question));
  const { extractedElements: found, projectContext: context } = turn;

  const rule = turn.detectedFrustration
    ? 'The user is frustrated: acknowledge it in one short sentence, ask no question, and offer to generate the primer now or to switch to the form.'
    : next === undefined
      ? 'Nothing essential is missing: say so briefly and suggest pressing Generate; ask no question.'
      : `Ask exactly one question, and end your reply with it word for word: ${quoted(next.question)}`;

  const facts = [
    `- Project type: ${found.projectType || '(not heard yet)'}`,
    `- Core features: ${found.features.length > 0 ? found.features.join('; ') : '(not heard yet)'}`,
    `- Constraints: ${found.constraints.length > 0 ? found.constraints.join('; ') : '(none heard yet)'}`,
    `- Business model: ${found.businessModel || '(not heard yet)'}`,
    `- Timeline: ${found.timeline || '(not heard yet)'}`,
    ...(context.projectGoals ? [`- Goals: ${cut(context.projectGoals, ANSWER_CHARS)}`] : []),
    ...(context.technicalPreferences
      ? [`- Technical preferences: ${cut(context.technicalPreferences, ANSWER_CHARS)}`]
      : []),
    ...(context.currentChallenges.length > 0
      ? [`- Challenges: ${context.currentChallenges.map((c) => cut(c, 200)).join('; ')}`]
      : []),
  ];

  const system = [
    "You are Charter's interviewer. In a conversation you help a person describe their software project, so that Charter can write the primer AI coding agents read before they build it.",
    `${PLAIN_TEXT} At most 120 words. ${GROUNDED}`,
    'Briefly reflect what you understood, then follow this rule:',
    rule,
    '',
    'What Charter has captured so far:',
    ...facts,
    missing.length === 0
      ? 'Every topic has been covered.'
      : `Topics the user has not covered yet: ${missing.map((topic) => topic.label).join(', ')}.`,
    ...(files.length === 0
      ? []
      : [
          'Files the user uploaded (name: beginning of the text):',
          ...files.map((file) => `- ${file.name}: ${quoted(cut(file.content, FILE_EXCERPT_CHARS))}`),
        ]),
    '',
    toGuidance(turn.response),
  ].join('\n');

  return [
    { role: 'system', content: system },
    ...toHistory(history),
    { role: 'user', content: input.message },
  ];
}
