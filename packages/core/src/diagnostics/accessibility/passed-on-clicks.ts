import type { ElementNode } from './element';
import { onlyRoutesLinkClicks } from './link-delegation';

/**
 * A click that passes on what the controls inside or beside the element already do by keyboard (each reader in its
 * own module): not reported. Kept out of check-elements.ts so that file stays within its size.
 */
export function passesOnClick(element: ElementNode, text: string): boolean {
  return onlyRoutesLinkClicks(element, text);
}
