/** The floating Charter AI panel is 250–600 px wide in 50 px steps, 320 by default. */
export const PANEL_WIDTH = { min: 250, max: 600, step: 50, initial: 320 } as const;

function clamp(width: number): number {
  return Math.min(PANEL_WIDTH.max, Math.max(PANEL_WIDTH.min, width));
}

/**
 * The width after a keyboard command on the resize handle, or undefined for other keys. The handle sits
 * on the panel's left edge, so ArrowLeft moves it outwards (wider) and ArrowRight inwards (narrower);
 * Home and End give the smallest and largest panel (the WAI-ARIA window-splitter pattern).
 * @example toKeyboardWidth(320, 'ArrowLeft') // 370
 */
export function toKeyboardWidth(width: number, key: string): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return clamp(width + PANEL_WIDTH.step);
    case 'ArrowRight':
      return clamp(width - PANEL_WIDTH.step);
    case 'Home':
      return PANEL_WIDTH.min;
    case 'End':
      return PANEL_WIDTH.max;
    default:
      return undefined;
  }
}

/**
 * The width while dragging the handle: the pointer's travel to the left widens the panel, rounded to
 * whole 50 px steps from where the drag began, within the bounds.
 * @example toDraggedWidth(320, 500, 430) // 420
 */
export function toDraggedWidth(startWidth: number, startX: number, currentX: number): number {
  const steps = Math.round((startX - currentX) / PANEL_WIDTH.step);
  return clamp(startWidth + steps * PANEL_WIDTH.step);
}
