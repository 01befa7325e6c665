import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Constitution,
  ConstitutionSchema,
  createDefaultConstitution,
  EMPTY_PRIMER_ANSWERS,
  MANAGED_BLOCK_END,
  MANAGED_BLOCK_START,
  MAX_ANSWER_LENGTH,
} from '@charter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { UsageError } from '../src/exit-codes';
import { readConstitution } from '../src/services/constitution-file';
import { parseAnswersFile } from '../src/services/primer/answers-file';
import { buildFilePlan, writeFilePlan } from '../src/services/primer/file-plan';
import { toThresholds, toTierConstitution } from '../src/services/primer/tier-constitution';
import { makeProject, removeProject } from './helpers';

const fixture = (name: string) => readFile(new URL(`./fixtures/primer/${name}`, import.meta.url), 'utf8');
const roots: string[] = [];
async function project(files: Record<string, string> = {}) {
  const root = await makeProject(files);
  roots.push(root);
  return root;
}
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});

const NOW = new Date('2026-03-01T10:00:00Z');
const ANSWERS = { ...EMPTY_PRIMER_ANSWERS, 'core-problem': 'Tutors lose hours arranging lessons.' };

function usageError(run: () => unknown): UsageError {
  try {
    run();
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error('expected a UsageError');
}

describe('an answers file', () => {
  it('reads the wrapped shape with experience and tier', async () => {
    const input = parseAnswersFile(await fixture('answers-wrapped.json'), 'a.json');
    expect(input.experience).toBe('intermediate');
    expect(input.tier).toBe('simple');
    expect(input.answers['user-role']).toBe('founder');
    expect(input.answers['ecosystem-apps']).toBe(''); // missing keys are blank, as in core's schema
  });

  it('reads a flat object of primer keys', async () => {
    const input = parseAnswersFile(await fixture('answers-flat.json'), 'flat.json');
    expect(input).toEqual({
      answers: expect.objectContaining({ 'user-role': 'developer', 'business-model': '' }),
    });
    expect(input.answers['core-problem']).toMatch(/^Bakeries waste flour/);
  });

  it('names a misspelt key, in either shape', () => {
    const flat = usageError(() => parseAnswersFile('{ "core-problm": "x" }', 'a.json'));
    expect(flat.message).toBe('a.json: unknown key "core-problm".');
    expect(flat.hint).toContain('core-problem');
    const wrapped = usageError(() => parseAnswersFile('{ "answers": { "scope": "x" } }', 'b.json'));
    expect(wrapped.message).toBe('b.json: unknown key "scope" in "answers".');
  });

  it('names the key with a wrong type, a bad tier and broken JSON', () => {
    expect(
      usageError(() => parseAnswersFile('{ "answers": { "core-problem": 3 } }', 'a.json')).message,
    ).toMatch(/^a\.json: "answers\.core-problem": .*expected string/);
    expect(usageError(() => parseAnswersFile('{ "tier": "huge" }', 'a.json')).message).toMatch(
      /^a\.json: "tier": .*"simple"/,
    );
    expect(
      usageError(() => parseAnswersFile('{ "experience": "guru", "answers": {} }', 'a.json')).message,
    ).toMatch(/^a\.json: "experience": /);
    const long = JSON.stringify({ 'core-problem': 'x'.repeat(MAX_ANSWER_LENGTH + 1) });
    expect(usageError(() => parseAnswersFile(long, 'a.json')).message).toBe(
      `a.json: "core-problem": Keep each answer under ${MAX_ANSWER_LENGTH} characters.`,
    );
    const broken = usageError(() => parseAnswersFile('{ nope', 'a.json'));
    expect(broken.message).toMatch(/^a\.json is not valid JSON/);
    expect(broken.hint).toContain('"answers"');
    expect(usageError(() => parseAnswersFile('[]', 'a.json')).message).toBe(
      'a.json must hold a JSON object.',
    );
  });
});

describe('the tier in the constitution', () => {
  it('a new project gets the tier’s default thresholds', () => {
    expect(toThresholds(toTierConstitution(undefined, 'simple'))).toEqual(
      toThresholds(createDefaultConstitution('simple')),
    );
    expect(toTierConstitution(undefined, undefined).tier).toBe('standard');
  });

  it('an existing one keeps justifications and custom rules; only the thresholds move', () => {
    const base = createDefaultConstitution('standard');
    const custom = {
      ...base.rules[3],
      id: 'CUSTOM-001',
      title: 'Our own rule',
    } as Constitution['rules'][number];
    const existing: Constitution = {
      ...base,
      rules: [...base.rules, custom],
      justifications: { zod: 'Validation at every boundary.' },
    };
    const next = toTierConstitution(existing, 'complex');
    expect(next.tier).toBe('complex');
    expect(next.justifications).toEqual({ zod: 'Validation at every boundary.' });
    expect(next.rules.find((rule) => rule.id === 'CUSTOM-001')).toEqual(custom);
    expect(toThresholds(next)).toEqual(toThresholds(createDefaultConstitution('complex')));
    expect(next.version).toBe('1.0.1');
    // The same tier is no change at all: hand-set limits survive a re-run.
    expect(toTierConstitution(existing, 'standard')).toBe(existing);
    expect(toTierConstitution(existing, undefined)).toBe(existing);
  });
});

describe('the file plan', () => {
  it('creates PRIMER.md, the four agent files and the constitution in a new repository', async () => {
    const root = await project();
    const constitution = toTierConstitution(undefined, 'simple');
    const files = await buildFilePlan({
      root,
      answers: ANSWERS,
      constitution,
      existing: undefined,
      now: NOW,
    });
    expect(files.map((file) => [file.path, file.status])).toEqual([
      ['PRIMER.md', 'created'],
      ['AGENTS.md', 'created'],
      ['CLAUDE.md', 'created'],
      ['.cursor/rules/charter.mdc', 'created'],
      ['.github/copilot-instructions.md', 'created'],
      ['.charter/constitution.json', 'created'],
      ['.charter/constitution.schema.json', 'created'],
      ['.charter/primer-answers.json', 'created'],
    ]);
    const primer = files[0];
    expect(primer?.after.startsWith(`${MANAGED_BLOCK_START}\n<!-- Written by \`charter primer\``)).toBe(true);
    expect(primer?.after).toContain('-->\n\n# Project Primer: Tutors lose hours');
    expect(primer?.diff).toContain('--- /dev/null');
    expect(primer?.diff).toContain('+++ b/PRIMER.md');
    expect(files[3]?.after.startsWith('---\ndescription: Charter project primer')).toBe(true);

    await writeFilePlan(root, files);
    const written = await readConstitution(root);
    expect(written?.tier).toBe('simple');
    expect(toThresholds(ConstitutionSchema.parse(written))).toEqual(
      toThresholds(createDefaultConstitution('simple')),
    );
    expect(await readFile(join(root, '.cursor/rules/charter.mdc'), 'utf8')).toBe(files[3]?.after);
    // The answers are kept in the shape --answers reads; the tier stays the constitution's alone.
    const saved = parseAnswersFile(
      await readFile(join(root, '.charter/primer-answers.json'), 'utf8'),
      'saved',
    );
    expect(saved).toEqual({ answers: ANSWERS });

    const again = await buildFilePlan({
      root,
      answers: ANSWERS,
      constitution: toTierConstitution(written, 'simple'),
      existing: written,
      // Another day: the date line alone does not make the files change.
      now: new Date('2026-04-02T10:00:00Z'),
    });
    expect(again.map((file) => file.status)).toEqual(Array(8).fill('unchanged'));
    expect(again.every((file) => file.diff === '')).toBe(true);
  });

  it('keeps user text outside the markers byte for byte, CRLF included', async () => {
    const notes = '# Team notes\r\n\r\nRun `pnpm test` before pushing.\r\n';
    const claude = `Intro by hand.\n\n${MANAGED_BLOCK_START}\nold primer\n${MANAGED_BLOCK_END}\n\nOutro by hand.\n`;
    const primerNotes = '\n## Our decisions\n\nWe chose Postgres in May.\n';
    const root = await project({
      'AGENTS.md': notes,
      'CLAUDE.md': claude,
      'PRIMER.md': `${MANAGED_BLOCK_START}\nan old primer\n${MANAGED_BLOCK_END}\n${primerNotes}`,
    });
    const files = await buildFilePlan({
      root,
      answers: ANSWERS,
      constitution: toTierConstitution(undefined, 'standard'),
      existing: undefined,
      now: NOW,
    });
    const agents = files.find((file) => file.path === 'AGENTS.md');
    expect(agents?.status).toBe('updated');
    expect(agents?.after.startsWith(notes)).toBe(true);
    expect(agents?.after).toContain(`${MANAGED_BLOCK_START}\r\n`);
    const updated = files.find((file) => file.path === 'CLAUDE.md');
    expect(updated?.after.startsWith(`Intro by hand.\n\n${MANAGED_BLOCK_START}\n> Managed by Charter`)).toBe(
      true,
    );
    expect(updated?.after.endsWith(`${MANAGED_BLOCK_END}\n\nOutro by hand.\n`)).toBe(true);
    expect(updated?.diff).toContain('-old primer');
    expect(updated?.diff).not.toMatch(/^[-+]Intro by hand/m);
    const primer = files.find((file) => file.path === 'PRIMER.md');
    expect(primer?.status).toBe('updated');
    expect(primer?.after.endsWith(`${MANAGED_BLOCK_END}\n${primerNotes}`)).toBe(true);
    expect(primer?.after).toContain('# Project Primer: Tutors lose hours');
  });

  it('keeps an existing constitution’s bytes when the tier stays, and refuses broken markers by file name', async () => {
    const text = JSON.stringify({
      ...createDefaultConstitution('simple'),
      justifications: { zod: 'Needed.' },
    });
    const root = await project({
      '.charter/constitution.json': text,
      'PRIMER.md': `${MANAGED_BLOCK_START}\nno end`,
    });
    const existing = await readConstitution(root);
    await expect(
      buildFilePlan({
        root,
        answers: ANSWERS,
        constitution: toTierConstitution(existing, 'simple'),
        existing,
        now: NOW,
      }),
    ).rejects.toThrow(/^PRIMER\.md: .*markers/);

    const other = await project({ '.charter/constitution.json': text });
    const kept = await buildFilePlan({
      root: other,
      answers: ANSWERS,
      constitution: toTierConstitution(existing, 'simple'),
      existing,
      now: NOW,
    });
    expect(kept.find((file) => file.path === '.charter/constitution.json')?.status).toBe('unchanged');
  });
});
