import { describe, expect, it } from 'vitest';
import { readTokensFile } from '../testing/tokens-file';
import { toColorSwatches } from './color-swatches';
import { parseRootTokens } from './css-tokens';

const tokensCss = readTokensFile();

describe('parseRootTokens', () => {
  it('lists the :root custom properties in order, without comments or other rules', () => {
    const css = `/* --not-a-token: red; */
      :root { --a: #fff; --b : rgb(1 2 3 / 0.5) ;
        --font: ui-sans-serif, "Segoe UI" }
      .x { --scoped: red; }
      :root { --a: #000; }`;
    expect(parseRootTokens(css)).toEqual([
      { name: '--a', value: '#000' },
      { name: '--b', value: 'rgb(1 2 3 / 0.5)' },
      { name: '--font', value: 'ui-sans-serif, "Segoe UI"' },
    ]);
  });

  it('reads the real tokens.css', () => {
    const names = parseRootTokens(tokensCss).map((t) => t.name);
    expect(names).toContain('--bg');
    expect(names).toContain('--primary');
    expect(names).toContain('--radius');
  });
});

describe('toColorSwatches', () => {
  const tokens = parseRootTokens(`:root {
    --bg: #000; --text: #fff; --muted: #333; --surface: #111; --primary-soft: rgb(255 255 255 / 0.5);
    --primary: #ccc; --radius: 10px; --new-colour: #888 }`);

  it('keeps the colours, measures each on the page background and in its pairing', () => {
    const swatches = toColorSwatches(tokens);
    expect(swatches.map((s) => s.name)).toEqual([
      '--bg',
      '--text',
      '--muted',
      '--surface',
      '--primary-soft',
      '--primary',
      '--new-colour',
    ]);
    const byName = Object.fromEntries(swatches.map((s) => [s.name, s]));
    expect(byName['--bg']?.onBackground).toBeNull();
    expect(byName['--text']?.onBackground).toEqual({ ratio: 21, passes: true });
    expect(byName['--muted']?.onBackground?.passes).toBe(false);
    // Text on the surface is what matters for a surface.
    expect(byName['--surface']?.pair).toMatchObject({ foreground: '--text', background: '--surface' });
    expect(byName['--surface']?.pair?.passes).toBe(true);
    // The translucent fill is laid over the page: a mid grey.
    expect(byName['--primary-soft']?.onBackground?.ratio).toBeCloseTo(5.28, 1);
    expect(byName['--primary-soft']?.pair).toMatchObject({ foreground: '--primary' });
    expect(byName['--new-colour']?.group).toBe('Other');
    expect(byName['--new-colour']?.use).toMatch(/No usage note yet/);
  });

  it('prefers the live value the browser gives', () => {
    const swatches = toColorSwatches(tokens, (name) => (name === '--muted' ? ' #ffffff ' : ''));
    const muted = swatches.find((s) => s.name === '--muted');
    expect(muted?.value).toBe('#ffffff');
    expect(muted?.onBackground?.passes).toBe(true);
  });

  it('finds every colour token of the real stylesheet a usage note, and the body text passing AA', () => {
    const swatches = toColorSwatches(parseRootTokens(tokensCss));
    expect(swatches.filter((s) => s.group === 'Other').map((s) => s.name)).toEqual([]);
    for (const name of ['--text', '--muted', '--primary', '--danger']) {
      expect(swatches.find((s) => s.name === name)?.onBackground?.passes, name).toBe(true);
    }
  });
});
