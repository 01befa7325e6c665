import type { BestPractice } from '../schema';
import { UI_CONTENT_PRACTICES } from './ui-content';
import { UI_CONTROL_PRACTICES } from './ui-controls';

/** Practices for user interfaces, mostly WCAG 2.1 AA: the level Charter's constitution requires. */
export const UI_PRACTICES: readonly BestPractice[] = [...UI_CONTENT_PRACTICES, ...UI_CONTROL_PRACTICES];
