import type { RoleMessage } from './schema';

/**
 * Small text helpers shared by the conversation engines. Internal: not re-exported from the package, so
 * their generic names cannot collide with other modules' exports.
 */

const MAX_ITEMS = 10;
const MAX_ITEM_CHARS = 200;

/** Splits text into trimmed sentences and lines. @example toSentences('A. B!\nC') // ['A.', 'B!', 'C'] */
export function toSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** Cuts text to `max` characters with an ellipsis. @example toShort('abcdef', 4) // 'abc…' */
export function toShort(text: string, max = MAX_ITEM_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Adds items not already present (case-insensitive), keeping order, up to `max` (10). */
export function mergeUnique(
  existing: readonly string[],
  added: readonly string[],
  max = MAX_ITEMS,
): string[] {
  const seen = new Set(existing.map((item) => item.toLowerCase()));
  const merged = [...existing];
  for (const item of added) {
    const key = item.toLowerCase();
    if (item === '' || seen.has(key) || merged.length >= max) continue;
    seen.add(key);
    merged.push(item);
  }
  return merged;
}

/** The user's texts, in order. @example toUserTexts([{ role: 'user', content: 'hi' }]) // ['hi'] */
export function toUserTexts(messages: readonly RoleMessage[]): string[] {
  return messages.filter((message) => message.role === 'user').map((message) => message.content);
}
