import type { PartialPrimerAnswers } from '@charter/core';
import { EMPTY_PRIMER_ANSWERS, PRIMER_KEYS, type PrimerAnswers, type PrimerKey } from '@charter/core';

/** A full answer set (every key, '' when unanswered) from a saved draft or test case. */
export function toFullAnswers(partial: PartialPrimerAnswers | null | undefined): PrimerAnswers {
  return { ...EMPTY_PRIMER_ANSWERS, ...partial };
}

/** The keys of `fields` that carry text: an import or a conversion never blanks what the user wrote. */
export function toFilledKeys(fields: Partial<Record<PrimerKey, string>>): PrimerKey[] {
  return PRIMER_KEYS.filter((key) => (fields[key] ?? '').trim() !== '');
}

/** `answers` with the non-blank `fields` written over it. */
export function withFields(
  answers: PrimerAnswers,
  fields: Partial<Record<PrimerKey, string>>,
): PrimerAnswers {
  const next = { ...answers };
  for (const key of toFilledKeys(fields)) next[key] = fields[key] ?? '';
  return next;
}

/**
 * A draft that arrives after the user started typing (a slow load or a retry) fills only what is still
 * blank: what the user typed in the meantime wins.
 */
export function withDraft(answers: PrimerAnswers, draft: PartialPrimerAnswers): PrimerAnswers {
  const next = { ...answers };
  for (const key of PRIMER_KEYS) {
    if (next[key].trim() === '' && draft[key] !== undefined) next[key] = draft[key];
  }
  return next;
}

/** Only the answered keys: what a draft or a test case stores. */
export function toStoredAnswers(answers: PrimerAnswers): PartialPrimerAnswers {
  const stored: PartialPrimerAnswers = {};
  for (const key of PRIMER_KEYS) if (answers[key] !== '') stored[key] = answers[key];
  return stored;
}

export function hasAnyAnswer(answers: PrimerAnswers): boolean {
  return PRIMER_KEYS.some((key) => answers[key].trim() !== '');
}
