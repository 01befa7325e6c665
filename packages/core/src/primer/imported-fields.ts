import type { PrimerKey } from './answers';
import { cleanImportedText, truncateWithEllipsis } from './clean-imported-text';
import { analyzeContext } from './smart-analysis';

/** The caps on answers filled from imported text. */
export const IMPORTED_FIELD_CAPS = {
  'core-problem': 500,
  'target-users': 300,
  'business-model': 300,
} as const satisfies Partial<Record<PrimerKey, number>>;

export type ImportedFields = Record<keyof typeof IMPORTED_FIELD_CAPS, string>;

/**
 * The answers an import fills: core problem (≤ 500 characters), target users and business model (≤ 300
 * each), each ending with '…' when cut. The problem falls back to the whole text, so an import always
 * lands somewhere the owner can edit.
 * @example toImportedFields('Problem: Tutors lose hours.')['core-problem']; // 'Tutors lose hours.'
 */
export function toImportedFields(text: string): ImportedFields {
  const analysis = analyzeContext(text);
  const whole = cleanImportedText(text).text.replace(/\s+/g, ' ').trim();
  return {
    'core-problem': truncateWithEllipsis(
      analysis.extracted_problem || whole,
      IMPORTED_FIELD_CAPS['core-problem'],
    ),
    'target-users': truncateWithEllipsis(analysis.extracted_users, IMPORTED_FIELD_CAPS['target-users']),
    'business-model': truncateWithEllipsis(
      analysis.extracted_business_model,
      IMPORTED_FIELD_CAPS['business-model'],
    ),
  };
}
