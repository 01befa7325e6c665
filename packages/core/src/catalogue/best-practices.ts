import { API_PRACTICES } from './practices/api';
import { DATABASE_PRACTICES } from './practices/database';
import { DEPENDENCY_PRACTICES } from './practices/dependencies';
import { DEPLOYMENT_PRACTICES } from './practices/deployment';
import { UI_PRACTICES } from './practices/ui';
import type { BestPractice, PracticeCategory } from './schema';

/**
 * The curated best-practice catalogue that ships with Charter, in category order. Frequencies are editorial
 * estimates (the schema labels them curated); sources are public documentation each practice cites.
 */
export const BEST_PRACTICES: readonly BestPractice[] = [
  ...DEPENDENCY_PRACTICES,
  ...API_PRACTICES,
  ...DATABASE_PRACTICES,
  ...UI_PRACTICES,
  ...DEPLOYMENT_PRACTICES,
];

/** One practice by id, e.g. `getBestPractice('http-timeouts-everywhere')`; undefined when there is none. */
export function getBestPractice(id: string, practices: readonly BestPractice[] = BEST_PRACTICES) {
  return practices.find((practice) => practice.id === id);
}

/** The practices of one category, in catalogue order. */
export function listBestPractices(
  category: PracticeCategory,
  practices: readonly BestPractice[] = BEST_PRACTICES,
) {
  return practices.filter((practice) => practice.category === category);
}
