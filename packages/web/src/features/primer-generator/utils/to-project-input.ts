import type { CreateProjectInput } from '@charter/core';
import { type PrimerAnswers, truncateWithEllipsis } from '@charter/core';

/** The project's long-text fields hold at most 2000 characters each (core's CreateProjectInput). */
export const PROJECT_TEXT_LIMIT = 2000;

const PRIMER_TITLE = /^# Project Primer: (.+)$/m;

/**
 * The project title the generator wrote as the primer's first heading, '' when absent.
 * @example toPrimerTitle('# Project Primer: Tutor bookings\n…'); // 'Tutor bookings'
 */
export function toPrimerTitle(primer: string): string {
  return primer.match(PRIMER_TITLE)?.[1]?.trim() ?? '';
}

/** The primer generator's project payload: the answers it names plus the primer itself. */
export function toProjectInput(name: string, answers: PrimerAnswers, primer: string): CreateProjectInput {
  const text = (answer: string) => truncateWithEllipsis(answer, PROJECT_TEXT_LIMIT);
  return {
    name: name.trim(),
    description: text(answers['project-scope']),
    projectVision: text(answers['core-problem']),
    targetMarket: text(answers['target-users']),
    businessModel: text(answers['business-model']),
    primaryFeatures: text(answers['primary-jobs']),
    technicalComplexity: text(answers['technical-complexity']),
    platformConstraints: text(answers['platform-constraints']),
    timelineBudget: text(answers['timeline-budget']),
    primerContent: primer,
    completionStatus: true,
  };
}
