// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { USER_NAV } from './nav-items';

// The root README names every sidebar entry with its path, so a newcomer finds each screen.
describe('the root README', () => {
  const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
  it.each(USER_NAV.flatMap((group) => group.items))('lists $label at $to', ({ label, to }) => {
    // A table row, whatever padding the formatter gives its cells.
    const rows = readme.split('\n').map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows.some((cells) => cells[1] === label && cells[2] === `\`${to}\``)).toBe(true);
  });

  it('says what `pnpm` means and how Project Diagnostic reads local paths', () => {
    expect(readme).toContain('says `pnpm`, run `npx -y pnpm@10.34.9`');
    expect(readme).toContain('CHARTER_ALLOW_LOCAL_PATHS=1');
  });
});
