/**
 * Content sampling: a long document is cut down to a token budget
 * by keeping its head, its tail and the most informative sections of its middle, with every cut marked.
 *
 * Token estimate: about 4 characters per token (`CHARS_PER_TOKEN`), the usual figure for English prose
 * and code with GPT-style tokenizers. It is an estimate, not a tokenizer: the answer states it.
 */

/** Characters per token of the estimate. */
export const CHARS_PER_TOKEN = 4;
/** Content sampling max tokens 20000. */
export const DEFAULT_MAX_TOKENS = 20_000;
/** Below this, a head, a tail and their markers no longer fit. */
export const MIN_MAX_TOKENS = 250;
export const MAX_MAX_TOKENS = 500_000;
/** Shares of the budget reserved for the opening and the ending of the document. */
const HEAD_SHARE = 0.25;
const TAIL_SHARE = 0.2;

export interface ContentSample {
  original_length: number;
  sampled_length: number;
  /** sampled_length / original_length, 0–1 (1 when nothing was cut). */
  compression_ratio: number;
  sample: string;
  tokenEstimate: {
    charsPerToken: number;
    originalTokens: number;
    sampledTokens: number;
    maxTokens: number;
  };
  sections: { total: number; kept: number };
  /** Number of `[… N characters omitted …]` markers in the sample. */
  elisions: number;
}

/** Estimated tokens of a text: ceil(length / 4). @example estimateTokens('abcdefgh') // 2 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

interface Section {
  start: number;
  end: number;
  text: string;
}

/**
 * Splits a text into sections at blank lines and Markdown headings; a section longer than `maxChars` is cut
 * at line ends, then at spaces, then hard. The sections cover the text exactly (no character is lost).
 */
export function toSections(text: string, maxChars: number): Section[] {
  const boundaries = [0];
  const breaks = /\n[ \t]*\n+|\n(?=#{1,6} )/g;
  for (let match = breaks.exec(text); match; match = breaks.exec(text)) {
    boundaries.push(match.index + match[0].length);
  }
  boundaries.push(text.length);
  const sections: Section[] = [];
  for (let i = 0; i + 1 < boundaries.length; i++) {
    let start = boundaries[i] as number;
    const end = boundaries[i + 1] as number;
    while (end - start > maxChars) {
      const window = text.slice(start, start + maxChars);
      const cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
      const length = cut > maxChars / 2 ? cut + 1 : maxChars;
      sections.push({ start, end: start + length, text: text.slice(start, start + length) });
      start += length;
    }
    if (end > start) sections.push({ start, end, text: text.slice(start, end) });
  }
  return sections;
}

const WORD = /[\p{L}\p{N}_$]{3,}/gu;

/**
 * How much a section tells that the rest does not: the sum over its distinct words of log(N / df) (words
 * rare across the document weigh most), per square root of its length, with a bonus for headings and
 * figures. Boilerplate repeated everywhere scores low; a dense paragraph of specific terms scores high.
 */
function scoreSections(sections: readonly Section[]): number[] {
  const documentFrequency = new Map<string, number>();
  const wordsOf = sections.map((section) => {
    const words = new Set((section.text.toLowerCase().match(WORD) ?? []).slice(0, 2000));
    for (const word of words) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
    return words;
  });
  const total = sections.length;
  return sections.map((section, index) => {
    let weight = 0;
    for (const word of wordsOf[index] ?? [])
      weight += Math.log((total + 1) / (documentFrequency.get(word) ?? 1));
    const heading = /^\s*#{1,6} /.test(section.text) ? 1.5 : 1;
    const figures = /\d/.test(section.text) ? 1.1 : 1;
    return (weight / Math.sqrt(Math.max(section.text.length, 1))) * heading * figures;
  });
}

/** The marker put where text was left out. */
export function toElisionMarker(omittedChars: number): string {
  return `\n[… ${omittedChars} characters omitted …]\n`;
}

/**
 * Samples `content` to at most `maxTokens` estimated tokens: the whole text when it fits; otherwise the
 * opening sections (about a quarter of the budget), the closing ones (about a fifth) and, in between, the
 * highest-scoring middle sections that still fit, in their original order, each gap marked with
 * `[… N characters omitted …]`. The sample never exceeds `maxTokens × 4` characters.
 * @example sampleContent('short', { maxTokens: 20000 }).compression_ratio // 1
 */
export function sampleContent(content: string, { maxTokens = DEFAULT_MAX_TOKENS } = {}): ContentSample {
  const budget = maxTokens * CHARS_PER_TOKEN;
  const originalTokens = estimateTokens(content);
  const result = (sample: string, total: number, kept: number, elisions: number): ContentSample => ({
    original_length: content.length,
    sampled_length: sample.length,
    compression_ratio:
      content.length === 0 ? 1 : Math.round((sample.length / content.length) * 10_000) / 10_000,
    sample,
    tokenEstimate: {
      charsPerToken: CHARS_PER_TOKEN,
      originalTokens,
      sampledTokens: estimateTokens(sample),
      maxTokens,
    },
    sections: { total, kept },
    elisions,
  });
  if (content.length <= budget) return result(content, 1, 1, 0);

  const sections = toSections(content, Math.floor(budget / 8));
  // Every gap may cost a marker; reserve the longest a marker can be for each section we could keep.
  const markerCost = toElisionMarker(content.length).length;
  const keep = new Set<number>();
  // A sample of k sections has at most k + 1 gaps: the extra marker is reserved up front.
  let used = markerCost;
  const take = (index: number, limit: number): boolean => {
    const section = sections[index];
    if (!section || keep.has(index)) return false;
    const cost = section.text.length + markerCost;
    if (used + cost > limit) return false;
    keep.add(index);
    used += cost;
    return true;
  };

  const headLimit = Math.floor(budget * HEAD_SHARE);
  for (let i = 0; i < sections.length && take(i, headLimit); i++);
  const tailLimit = used + Math.floor(budget * TAIL_SHARE);
  for (let i = sections.length - 1; i >= 0 && take(i, tailLimit); i--);
  const scores = scoreSections(sections);
  const middle = sections
    .map((_, index) => index)
    .filter((index) => !keep.has(index))
    .sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  for (const index of middle) {
    if (used + markerCost >= budget) break;
    take(index, budget);
  }

  let sample = '';
  let elisions = 0;
  let cursor = 0;
  for (const index of [...keep].sort((a, b) => a - b)) {
    const section = sections[index] as Section;
    if (section.start > cursor) {
      sample += toElisionMarker(section.start - cursor);
      elisions++;
    }
    sample += section.text;
    cursor = section.end;
  }
  if (cursor < content.length) {
    sample += toElisionMarker(content.length - cursor);
    elisions++;
  }
  return result(sample, sections.length, keep.size, elisions);
}
