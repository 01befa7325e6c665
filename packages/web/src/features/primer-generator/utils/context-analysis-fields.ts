import type { PrimerKey, SmartAnalysis } from '@charter/core';

/** Which primer answer each smart-analysis extract fills (the project name has no answer of its own). */
const ANALYSIS_TO_PRIMER_KEY = {
  extracted_problem: 'core-problem',
  extracted_users: 'target-users',
  extracted_business_model: 'business-model',
  extracted_features: 'primary-jobs',
  extracted_user_journey: 'user-journey',
  extracted_technical_complexity: 'technical-complexity',
  platform_recommendation: 'platform-type',
} as const satisfies Partial<Record<keyof SmartAnalysis, PrimerKey>>;

export type AnalysisFieldKey = keyof typeof ANALYSIS_TO_PRIMER_KEY;
export const ANALYSIS_FIELD_KEYS = Object.keys(ANALYSIS_TO_PRIMER_KEY) as AnalysisFieldKey[];

/** The primer answer an extract fills, for labelling the extract with the form's own field label. */
export function toPrimerKeyOf(field: AnalysisFieldKey): PrimerKey {
  return ANALYSIS_TO_PRIMER_KEY[field];
}

/**
 * Apply to Form: the non-blank extracts of an analysis as primer answers. A blank extract never clears
 * an answer the user already wrote.
 * @example toAnalysisFields({ ...analysis, extracted_users: 'Tutors' })['target-users'] // 'Tutors'
 */
export function toAnalysisFields(analysis: SmartAnalysis): Partial<Record<PrimerKey, string>> {
  const fields: Partial<Record<PrimerKey, string>> = {};
  for (const field of ANALYSIS_FIELD_KEYS) {
    const value = analysis[field].trim();
    if (value !== '') fields[ANALYSIS_TO_PRIMER_KEY[field]] = value;
  }
  return fields;
}

/** Only the answers an import actually filled: a blank extract must not wipe what the user typed. */
export function withoutBlankFields(
  fields: Partial<Record<PrimerKey, string>>,
): Partial<Record<PrimerKey, string>> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
}
