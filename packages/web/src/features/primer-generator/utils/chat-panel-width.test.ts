import { describe, expect, it } from 'vitest';
import { PANEL_WIDTH, toDraggedWidth, toKeyboardWidth } from './chat-panel-width';

describe('panel width', () => {
  it('defaults to 320 within 250–600 (spec 000 §9)', () => {
    expect(PANEL_WIDTH).toEqual({ min: 250, max: 600, step: 50, initial: 320 });
  });

  it('moves by 50 with the arrows, clamped, and jumps with Home and End', () => {
    expect(toKeyboardWidth(320, 'ArrowLeft')).toBe(370);
    expect(toKeyboardWidth(320, 'ArrowRight')).toBe(270);
    expect(toKeyboardWidth(270, 'ArrowRight')).toBe(250);
    expect(toKeyboardWidth(570, 'ArrowLeft')).toBe(600);
    expect(toKeyboardWidth(320, 'Home')).toBe(250);
    expect(toKeyboardWidth(320, 'End')).toBe(600);
    expect(toKeyboardWidth(320, 'Enter')).toBeUndefined();
  });

  it('snaps a drag to whole 50 px steps from where it began', () => {
    expect(toDraggedWidth(320, 500, 480)).toBe(320);
    expect(toDraggedWidth(320, 500, 470)).toBe(370);
    expect(toDraggedWidth(320, 500, 530)).toBe(270);
    expect(toDraggedWidth(320, 500, 0)).toBe(600);
    expect(toDraggedWidth(320, 500, 2000)).toBe(250);
  });
});
