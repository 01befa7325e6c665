import { describe, expect, it } from 'vitest';
import { createDefaultConstitution } from '../../src/constitution/index';
import { isCharterError } from '../../src/errors';
import {
  generatePrimer,
  MANAGED_BLOCK_END,
  MANAGED_BLOCK_START,
  toAgentFiles,
  toManagedBlock,
  updateManagedBlock,
} from '../../src/primer/index';
import { FULL_ANSWERS, NOW } from './fixtures';

const constitution = createDefaultConstitution();
const { primer } = generatePrimer(FULL_ANSWERS, { constitution, now: NOW, projectName: 'TutorTime' });
const files = toAgentFiles(primer, { constitution });

function expectBadRequest(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(isCharterError(error) && error.code).toBe('BAD_REQUEST');
    return;
  }
  throw new Error('expected a CharterError');
}

describe('toAgentFiles', () => {
  it('renders the four files agents read', () => {
    expect(files.map((file) => file.path)).toEqual([
      'AGENTS.md',
      'CLAUDE.md',
      '.cursor/rules/charter.mdc',
      '.github/copilot-instructions.md',
    ]);
  });

  it('makes each file only a managed block holding the whole primer', () => {
    for (const file of files) {
      const block = file.content.slice(file.content.indexOf(MANAGED_BLOCK_START));
      expect(block.startsWith(`${MANAGED_BLOCK_START}\n`)).toBe(true);
      expect(block.endsWith(`${MANAGED_BLOCK_END}\n`)).toBe(true);
      expect(block).toContain(primer.trimEnd());
      if (!file.path.endsWith('.mdc')) expect(file.content).toBe(block);
    }
  });

  it('puts Cursor front matter at the top of the .mdc, outside the block', () => {
    const mdc = files.find((file) => file.path.endsWith('.mdc'))?.content ?? '';
    const [frontMatter = ''] = mdc.split(MANAGED_BLOCK_START);
    expect(frontMatter).toMatch(/^---\ndescription: .+\nglobs:\nalwaysApply: true\n---\n$/);
  });
});

describe('updateManagedBlock', () => {
  const block = toManagedBlock('Rules v1');
  const newer = toManagedBlock('Rules v2\nwith two lines');

  it('creates a new file as the block itself, front matter included', () => {
    expect(updateManagedBlock(null, block)).toBe(block);
    const mdc = files[2]!.content;
    expect(updateManagedBlock(null, mdc)).toBe(mdc);
    expect(updateManagedBlock('', 'bare text')).toBe(toManagedBlock('bare text'));
  });

  it('appends the block after a blank line when the file has no markers', () => {
    expect(updateManagedBlock('# Team notes\nUse pnpm.\n', block)).toBe(
      '# Team notes\nUse pnpm.\n\n<!-- charter:start -->\nRules v1\n<!-- charter:end -->\n',
    );
    expect(updateManagedBlock('No trailing newline', block)).toBe(`No trailing newline\n\n${block}`);
  });

  it('replaces only the block and keeps the surrounding text byte for byte', () => {
    const before = '# Mine\n\n  indented  \n';
    const after = '\n## Also mine\ttabs\n\n\n';
    const existing = `${before}${block.trimEnd()}${after}`;
    const updated = updateManagedBlock(existing, newer);
    expect(updated).toBe(`${before}${newer.trimEnd()}${after}`);
  });

  it('round-trips: the updated file holds the new block and updating again changes nothing', () => {
    const once = updateManagedBlock('# Notes\n', files[0]!.content);
    expect(once).toContain(primer.trimEnd());
    expect(updateManagedBlock(once, files[0]!.content)).toBe(once);
    const regenerated = updateManagedBlock(once, newer);
    expect(regenerated.startsWith('# Notes\n\n')).toBe(true);
    expect(regenerated).not.toContain('Project Primer');
    expect(updateManagedBlock(regenerated, files[0]!.content)).toBe(once);
  });

  it('keeps an existing .mdc front matter and replaces only the block', () => {
    const mine = '---\ndescription: my own\nglobs:\nalwaysApply: true\n---\nKeep me\n';
    const first = updateManagedBlock(mine, files[2]!.content);
    expect(first.startsWith(`${mine}\n${MANAGED_BLOCK_START}`)).toBe(true);
    expect(first.split('---\n').length).toBe(3);
    expect(updateManagedBlock(first, files[2]!.content)).toBe(first);
  });

  it('keeps CRLF line endings in CRLF files', () => {
    const existing = `Intro\r\n\r\n${MANAGED_BLOCK_START}\r\nold\r\n${MANAGED_BLOCK_END}\r\nOutro\r\n`;
    const updated = updateManagedBlock(existing, newer);
    expect(updated).toBe(
      `Intro\r\n\r\n${MANAGED_BLOCK_START}\r\nRules v2\r\nwith two lines\r\n${MANAGED_BLOCK_END}\r\nOutro\r\n`,
    );
    expect(updated.replace(/\r\n/g, '')).not.toContain('\n');
    expect(updateManagedBlock(updated, newer)).toBe(updated);
    expect(updateManagedBlock('Intro\r\n', block)).toBe(
      `Intro\r\n\r\n${MANAGED_BLOCK_START}\r\nRules v1\r\n${MANAGED_BLOCK_END}\r\n`,
    );
  });

  it('refuses unbalanced, duplicated or reversed markers instead of guessing', () => {
    expectBadRequest(() => updateManagedBlock(`a\n${MANAGED_BLOCK_START}\nno end\n`, block));
    expectBadRequest(() => updateManagedBlock(`a\n${MANAGED_BLOCK_END}\n`, block));
    expectBadRequest(() => updateManagedBlock(`${block}\n${block}`, block));
    expectBadRequest(() => updateManagedBlock(`${MANAGED_BLOCK_END}\nx\n${MANAGED_BLOCK_START}\n`, block));
    expectBadRequest(() => updateManagedBlock('fine\n', `${MANAGED_BLOCK_START}\nhalf a block`));
  });
});
