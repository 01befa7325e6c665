import {
  PRIMER_FIELDS,
  PRIMER_KEYS,
  PRIMER_STEPS,
  type PrimerAnswers,
  type PrimerKey,
  type ProjectTier,
  type TechnicalExperience,
} from '@charter/core';

/**
 * The interview's order, as data the Ink screen walks through: the owner's experience, the project tier,
 * then the 16 primer questions in core's wizard steps. Question texts stay in core (PRIMER_FIELDS); only
 * the two questions core has no field for are worded here.
 */

export type InterviewStep =
  | { kind: 'experience' }
  | { kind: 'tier' }
  | { kind: 'question'; key: PrimerKey; stepIndex: number };

export const INTERVIEW_STEPS: readonly InterviewStep[] = [
  { kind: 'experience' },
  { kind: 'tier' },
  ...PRIMER_STEPS.flatMap((step, stepIndex) =>
    step.keys.map((key): InterviewStep => ({ kind: 'question', key, stepIndex })),
  ),
];

/** What the interview hands back when the owner confirms the summary. */
export interface InterviewResult {
  experience: TechnicalExperience;
  tier: ProjectTier;
  answers: PrimerAnswers;
}

export const EXPERIENCE_QUESTION = {
  label: 'Technical experience',
  question: 'How much technical experience do you have?',
  whyItMatters:
    'Charter shows beginners an example with every question and advanced users only the essentials.',
} as const;

export const TIER_QUESTION = {
  label: 'Project tier',
  question: 'Which tier fits the project?',
  whyItMatters:
    'The tier sets the limits in .charter/constitution.json that every change is checked against.',
} as const;

/** The heading texts of a step, whichever kind it is. */
export function toStepText(step: InterviewStep): { label: string; question: string; whyItMatters: string } {
  if (step.kind === 'experience') return EXPERIENCE_QUESTION;
  if (step.kind === 'tier') return TIER_QUESTION;
  return PRIMER_FIELDS[step.key];
}

/** How much help a question shows: beginners get the step's purpose and an example, advanced users neither. */
export function toGuidance(experience: TechnicalExperience): { stepDescription: boolean; example: boolean } {
  return { stepDescription: experience === 'beginner', example: experience !== 'advanced' };
}

/** How many of the 16 primer answers are non-blank. */
export function countAnswered(answers: Partial<Record<PrimerKey, string>>): number {
  return PRIMER_KEYS.filter((key) => (answers[key] ?? '').trim() !== '').length;
}
