import { describe, expect, it } from 'vitest';
import { enforceDarkTheme } from './theme';

describe('enforceDarkTheme', () => {
  it('adds the dark class and puts it back when removed', async () => {
    const root = document.createElement('html');
    const stop = enforceDarkTheme(root);
    expect(root.classList.contains('dark')).toBe(true);
    root.classList.remove('dark');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.classList.contains('dark')).toBe(true);
    stop();
  });
});
