import type { Severity } from '../../constitution/schema';
import type { BestPractice, PracticeCategory, Source, SourcedFrequency } from '../schema';

/** [description, code] of one example: the compact form keeps a practice readable on one screen. */
type Example = readonly [description: string, code: string];

export interface PracticeDraft {
  id: string;
  title: string;
  mandate: string;
  description: string;
  category: PracticeCategory;
  severity: Severity;
  /** Only where a cited source states the share itself: no practice is given a number otherwise. */
  frequency?: SourcedFrequency;
  community: string;
  tags: string[];
  verified: boolean;
  problem: string;
  solution: string;
  prevention: string;
  validationTest: string;
  language: string;
  before: Example;
  after: Example;
  sources: readonly Source[];
  anyOf: string[];
  noneOf?: string[];
}

/**
 * Expands a draft into a BestPractice. Not parsed here: the data is a constant checked by the catalogue tests,
 * and importing it (in a browser, say) should cost nothing.
 */
export function definePractice(draft: PracticeDraft): BestPractice {
  return {
    id: draft.id,
    title: draft.title,
    mandate: draft.mandate,
    description: draft.description,
    category: draft.category,
    severity: draft.severity,
    ...(draft.frequency ? { frequency: { ...draft.frequency } } : {}),
    community: draft.community,
    tags: draft.tags,
    verified: draft.verified,
    problemPattern: draft.problem,
    solutionPattern: draft.solution,
    preventionPattern: draft.prevention,
    validationTest: draft.validationTest,
    codeExamples: [
      { type: 'before', language: draft.language, description: draft.before[0], code: draft.before[1] },
      { type: 'after', language: draft.language, description: draft.after[0], code: draft.after[1] },
    ],
    sources: draft.sources.map((source) => ({ ...source })),
    detection: { anyOf: draft.anyOf, noneOf: draft.noneOf ?? [] },
  };
}
