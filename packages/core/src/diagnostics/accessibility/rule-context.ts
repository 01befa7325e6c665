import type { ElementNode } from './element';
import type { AccessibilityRuleMeta } from './rules';

/** How a rule reports: at the element's tag, or at `offset` (an attribute). */
export interface RuleContext {
  report: (
    rule: AccessibilityRuleMeta,
    element: ElementNode,
    message: string,
    fix: string,
    offset?: number,
  ) => void;
}
