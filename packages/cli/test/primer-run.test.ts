import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EMPTY_PRIMER_ANSWERS } from '@charter/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlannedFile } from '../src/services/primer/file-plan';
import { runPrimer } from '../src/services/primer/run-primer';
import { makeProject, removeProject } from './helpers';

// The primer service prints nothing and asks nothing itself: the interview, the plan and the question are
// the caller's callbacks, and the outcome is data.
const roots: string[] = [];
async function project() {
  const root = await makeProject({ 'README.md': '# app\n' });
  roots.push(root);
  await copyFile(new URL('./fixtures/primer/answers-wrapped.json', import.meta.url), join(root, 'a.json'));
  return root;
}
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});
const NOW = new Date('2026-03-01T10:00:00Z');
const exists = (path: string) =>
  readFile(path, 'utf8').then(
    () => true,
    () => false,
  );

describe('runPrimer', () => {
  it('hands the plan to onPlan, asks confirmWrite, and writes nothing on a no', async () => {
    const root = await project();
    const plans: { files: readonly PlannedFile[]; confirming: boolean }[] = [];
    const asked: number[] = [];
    const outcome = await runPrimer({
      path: '.',
      cwd: root,
      answersFile: 'a.json',
      yes: false,
      dryRun: false,
      interactive: true,
      now: NOW,
      onPlan: (files, confirming) => plans.push({ files, confirming }),
      confirmWrite: async (count) => {
        asked.push(count);
        return false;
      },
    });
    expect(outcome.status).toBe('planned');
    if (outcome.status !== 'planned') return;
    expect(plans).toHaveLength(1);
    expect(plans[0]?.confirming).toBe(true);
    expect(asked).toEqual([outcome.changed.length]);
    expect(outcome.changed.map((f) => f.path)).toContain('PRIMER.md');
    expect(outcome.written).toBe(false);
    expect(await exists(join(root, 'PRIMER.md'))).toBe(false);
  });

  it('writes with yes without asking, and reports it', async () => {
    const root = await project();
    const outcome = await runPrimer({
      path: '.',
      cwd: root,
      answersFile: 'a.json',
      yes: true,
      dryRun: false,
      interactive: false,
      now: NOW,
      confirmWrite: () => {
        throw new Error('not asked with --yes');
      },
    });
    expect(outcome).toMatchObject({ status: 'planned', written: true });
    expect(await exists(join(root, 'PRIMER.md'))).toBe(true);
  });

  it('runs the interview callback from the saved tier, and answers cancelled when it is quit', async () => {
    const root = await project();
    const starts: unknown[] = [];
    const outcome = await runPrimer({
      path: '.',
      cwd: root,
      yes: false,
      dryRun: false,
      interactive: true,
      interview: async (start) => {
        starts.push(start);
        return null;
      },
    });
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(starts).toEqual([{ initial: { tier: 'standard' }, currentTier: undefined }]);
  });

  it('takes the interview’s answers and tells onNotice about a broken saved answers file', async () => {
    const root = await makeProject({ '.charter/primer-answers.json': '{ not json' });
    roots.push(root);
    const notices: string[] = [];
    const outcome = await runPrimer({
      path: '.',
      cwd: root,
      yes: false,
      dryRun: true,
      interactive: true,
      now: NOW,
      interview: async () => ({
        experience: 'beginner',
        tier: 'simple',
        answers: { ...EMPTY_PRIMER_ANSWERS, 'core-problem': 'Tutors lose hours arranging lessons.' },
      }),
      onNotice: (message) => notices.push(message),
    });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('ignoring .charter/primer-answers.json');
    expect(outcome).toMatchObject({ status: 'planned', dryRun: true, written: false });
    if (outcome.status === 'planned') expect(outcome.constitution.tier).toBe('simple');
  });
});
