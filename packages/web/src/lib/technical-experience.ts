import { TECHNICAL_EXPERIENCE, type TechnicalExperience } from '@charter/core';
import type { ChoiceOption } from '../components/ui/choice-group';

const LABELS: Record<TechnicalExperience, { label: string; hint: string }> = {
  beginner: { label: 'Beginner', hint: 'New to building software' },
  intermediate: { label: 'Intermediate', hint: 'Shipped a few projects' },
  advanced: { label: 'Advanced', hint: 'Build software for a living' },
};

/** The experience levels as people read them, in core's order (registration and Settings ask the same). */
export const EXPERIENCE_OPTIONS: readonly ChoiceOption<TechnicalExperience>[] = TECHNICAL_EXPERIENCE.map(
  (value) => ({ value, ...LABELS[value] }),
);
