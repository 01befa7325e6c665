/**
 * Reads free text (chat exports, notes, specs) into labelled sections and sentences, the raw material of
 * smart analysis. Chat speaker labels ("User:", "ChatGPT said:") are recognised as turns, not sections,
 * so "User: I run a bakery" is not mistaken for a "Users" heading.
 */

export interface ContextSection {
  /** Lower-case label without Markdown ("target users"); '' for text before the first label. */
  label: string;
  /** 1–6 for Markdown headings; 0 for "Label:" lines. */
  level: number;
  lines: string[];
}

export interface ContextSentence {
  text: string;
  /** True when a person (not an assistant) wrote it in a chat; true for all text that is not a chat. */
  fromUser: boolean;
}

export interface ReadContext {
  sections: ContextSection[];
  sentences: ContextSentence[];
  isChat: boolean;
  /** The first level-1 Markdown heading, as written. */
  title: string;
}

const USER_SPEAKERS = /^(user|you|me|human|customer|founder|client)( said)?$/;
const ASSISTANT_SPEAKERS =
  /^(assistant|ai|chatgpt|gpt(-?\d\w*)?|claude|gemini|copilot|bot|charter|model)( said)?$/;
const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
// "Label: rest" where the label is short; bold markers and list bullets around it are allowed.
const LABEL =
  /^\s*(?:[-*]\s+)?(?:\*\*|__)?([A-Za-z][A-Za-z0-9 /&'’()-]{0,39}?)(?:\*\*|__)?\s*:(?:\*\*|__)?(?:\s+(.*))?$/;

function toLabel(text: string): string {
  return text.replace(/[*_`]/g, '').trim().toLowerCase();
}

/**
 * Inline Markdown removed and bullets dropped: what a sentence reader should see.
 * @example toPlainLine('- **Pricing** via [Stripe](https://stripe.com)'); // 'Pricing via Stripe'
 */
export function toPlainLine(line: string): string {
  return line
    .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '')
    .replace(/^>\s?/, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();
}

/** Sentences of one line: split after . ! ? followed by a space, keeping numbers like 9.99 whole. */
function toSentences(line: string): string[] {
  return line
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/**
 * Sections, sentences and the title of a context text (already cleaned, LF line endings).
 * @example readContext('# Tutor\nProblem: Booking is slow.').sections[1]?.label; // 'problem'
 */
export function readContext(
  text: string,
  options: { isSectionLabel?: (label: string) => boolean } = {},
): ReadContext {
  // Only labels the caller knows start a section: "Freemium: 3 clients free" stays text of its section.
  const isSectionLabel = options.isSectionLabel ?? (() => true);
  const sections: ContextSection[] = [{ label: '', level: 0, lines: [] }];
  const sentences: ContextSentence[] = [];
  let title = '';
  let turns = 0;
  let fromUser = true;
  let current = sections[0]!;

  for (const raw of text.split('\n')) {
    const heading = HEADING.exec(raw);
    if (heading) {
      const [, hashes = '#', label = ''] = heading;
      if (hashes.length === 1 && title === '') title = toPlainLine(label);
      current = { label: toLabel(label), level: hashes.length, lines: [] };
      sections.push(current);
      continue;
    }
    let body = raw;
    const labelled = LABEL.exec(raw);
    if (labelled) {
      const label = toLabel(labelled[1] ?? '');
      const rest = labelled[2] ?? '';
      if (USER_SPEAKERS.test(label) || ASSISTANT_SPEAKERS.test(label)) {
        turns += 1;
        fromUser = USER_SPEAKERS.test(label);
        body = rest;
      } else if (isSectionLabel(label)) {
        current = { label, level: 0, lines: [] };
        sections.push(current);
        body = rest;
      }
    } else if (raw.trim() === '' && current.level === 0 && current.label !== '') {
      // A blank line ends a "Label:" paragraph; Markdown sections run to the next heading.
      current = { label: '', level: 0, lines: [] };
      sections.push(current);
    }
    const plain = toPlainLine(body);
    if (plain === '') continue;
    current.lines.push(plain);
    for (const sentence of toSentences(plain)) sentences.push({ text: sentence, fromUser });
  }

  const isChat = turns >= 2;
  return {
    sections: sections.filter((section) => section.label !== '' || section.lines.length > 0),
    // In a chat the person's own words come first; the assistant's are a fallback.
    sentences: isChat
      ? [...sentences.filter((s) => s.fromUser), ...sentences.filter((s) => !s.fromUser)]
      : sentences,
    isChat,
    title,
  };
}
