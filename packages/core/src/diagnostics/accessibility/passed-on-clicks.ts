import { isCallersMask } from './caller-mask';
import type { ElementNode } from './element';
import { twinsFieldClick } from './field-twin';
import { onlyRoutesLinkClicks } from './link-delegation';
import { onlyMarksSelection } from './mark-only-click';
import { wrapsTriggerMethod } from './trigger-method';

/**
 * A click that passes on what the controls inside or beside the element already do by keyboard, only marks it, or
 * is the caller's mask click (each reader in its own module): not reported. Kept out of check-elements.ts so that file stays within its size.
 */
export function passesOnClick(
  element: ElementNode,
  ancestors: readonly ElementNode[],
  text: string,
): boolean {
  return (
    onlyRoutesLinkClicks(element, text) ||
    onlyMarksSelection(element, text) ||
    isCallersMask(element, text) ||
    wrapsTriggerMethod(element, text) ||
    twinsFieldClick(element, ancestors[ancestors.length - 1], text)
  );
}
