/**
 * Conversation depth, spec 000 §9: a 0–10 score of how much substance the conversation has. Generate and
 * the high-confidence banner appear at `GENERATE_AT_DEPTH`.
 *
 * How each term is read (pinned in test/conversation/depth.test.ts):
 * - rises apply to the USER message; the fall applies to the ASSISTANT reply;
 * - "a digit or dollar sign": any character 0-9 or `$` anywhere (`v2` counts);
 * - "more than 20 words": runs of non-whitespace, so 21 or more; punctuation-only runs count as words;
 * - "because"/"since", "user"/"customer", "problem"/"solution": case-insensitive, and must START a word
 *   (`\b` before, none after), so plurals and derived forms count ("users", "customers'", "problems",
 *   "userbase") while words that merely contain them do not ("abuser", "nonproblem" — no boundary);
 * - "What, How or Why" in the reply: case-SENSITIVE, whole words, as the spec capitalises them — the reply
 *   opens a question with them; lower-case "what" inside a sentence, "Whatever" and "Somehow" do not count;
 * - each term counts at most once per exchange, and the result is clamped to 0..10 after adding the delta.
 */

export const MIN_DEPTH = 0;
export const MAX_DEPTH = 10;
/** Generate and the high-confidence banner appear at this depth or more (spec 000 §2, §4). */
export const GENERATE_AT_DEPTH = 7;

const DIGIT_OR_DOLLAR = /[0-9$]/;
const WORD = /\S+/g;
const BECAUSE_OR_SINCE = /\b(?:because|since)/i;
const USER_OR_CUSTOMER = /\b(?:user|customer)/i;
const PROBLEM_OR_SOLUTION = /\b(?:problem|solution)/i;
const WHAT_HOW_WHY = /\b(?:What|How|Why)\b/;

/** More than this many words adds 2. */
export const LONG_MESSAGE_WORDS = 20;

/** Counts whitespace-separated words. @example countMessageWords(' a  b\nc ') // 3 */
export function countMessageWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/**
 * The signed change one exchange makes to the depth, before clamping.
 * @example scoreDepthDelta('Our users lose $20 because of this problem', 'What else?') // 2+1+1+2-1 = 5
 */
export function scoreDepthDelta(userMessage: string, assistantReply: string): number {
  let delta = 0;
  if (DIGIT_OR_DOLLAR.test(userMessage)) delta += 2;
  if (countMessageWords(userMessage) > LONG_MESSAGE_WORDS) delta += 2;
  if (BECAUSE_OR_SINCE.test(userMessage)) delta += 1;
  if (USER_OR_CUSTOMER.test(userMessage)) delta += 1;
  if (PROBLEM_OR_SOLUTION.test(userMessage)) delta += 2;
  if (WHAT_HOW_WHY.test(assistantReply)) delta -= 1;
  return delta;
}

/** Clamps a depth to 0..10. @example clampDepth(12) // 10 */
export function clampDepth(depth: number): number {
  return Math.min(MAX_DEPTH, Math.max(MIN_DEPTH, depth));
}

/**
 * The depth after one exchange (user message, then the assistant's reply), clamped to 0..10.
 * @example toConversationDepth(9, 'The problem costs $5', 'Noted.') // 10
 */
export function toConversationDepth(
  previousDepth: number,
  userMessage: string,
  assistantReply: string,
): number {
  return clampDepth(previousDepth + scoreDepthDelta(userMessage, assistantReply));
}

/**
 * Replays a conversation from depth 0: each user message is paired with the next assistant/charter reply
 * (a trailing user message with no reply yet is scored against an empty reply).
 * @example toDepthFromHistory([{ role: 'user', content: 'It costs $9' }, { role: 'charter', content: 'Ok' }]) // 2
 */
export function toDepthFromHistory(messages: ReadonlyArray<{ role: string; content: string }>): number {
  let depth = 0;
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i];
    if (message?.role !== 'user') continue;
    const next = messages[i + 1];
    const reply = next && next.role !== 'user' ? next.content : '';
    depth = toConversationDepth(depth, message.content, reply);
  }
  return depth;
}
