import { randomUUID } from 'node:crypto';
import type { PrimerDraft, SaveTestCasesInput, TestCase } from '@charter/core';
import { CharterError, MAX_TEST_CASES } from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { PrimerDraftRecord, TestCaseRecord, UserRecord } from '../store/port';

type TestCasesInput = z.output<typeof SaveTestCasesInput>;

const toDraft = ({ ownerId: _owner, ...draft }: PrimerDraftRecord): PrimerDraft => draft;

/** Names match trimmed and case-insensitively, so "Tutor app" and "tutor app " are one case. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function listDrafts(ctx: AppContext, owner: UserRecord): Promise<PrimerDraft[]> {
  const draft = await ctx.store.primerDrafts.get(owner.id);
  return draft ? [toDraft(draft)] : [];
}

/** Auto-save: the user has one draft, replaced on every save and keeping its id. */
export async function saveDraft(
  ctx: AppContext,
  owner: UserRecord,
  answers: PrimerDraft['answers'],
  projectName?: string,
): Promise<PrimerDraft> {
  const updatedAt = ctx.now().toISOString();
  const draft = await ctx.store.primerDrafts.update(owner.id, (current) => ({
    id: current?.id ?? randomUUID(),
    ownerId: owner.id,
    answers,
    ...(projectName ? { projectName } : {}),
    updatedAt,
  }));
  return toDraft(draft);
}

export async function deleteDraft(ctx: AppContext, owner: UserRecord): Promise<void> {
  await ctx.store.primerDrafts.delete(owner.id);
}

const newestFirst = (cases: TestCaseRecord[]): TestCase[] =>
  [...cases].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

export async function listTestCases(ctx: AppContext, owner: UserRecord): Promise<TestCase[]> {
  return newestFirst(await ctx.store.testCases.list(owner.id));
}

/**
 * Merges the sent cases into the saved set by name (a later case of the same name in one request wins), or
 * replaces the set. More than 50 after merging is refused rather than silently dropping old cases.
 */
export async function saveTestCases(
  ctx: AppContext,
  owner: UserRecord,
  input: TestCasesInput,
): Promise<TestCase[]> {
  const updatedAt = ctx.now().toISOString();
  const saved = await ctx.store.testCases.update(owner.id, (current) => {
    let next: TestCaseRecord[] = input.mode === 'replace' ? [] : [...current];
    for (const { name, answers } of input.testCases) {
      next = [...next.filter((existing) => !sameName(existing.name, name)), { name, answers, updatedAt }];
    }
    if (next.length > MAX_TEST_CASES) {
      throw new CharterError(
        'CONFLICT',
        `You can keep at most ${MAX_TEST_CASES} test cases: save with mode "replace" to remove some first.`,
      );
    }
    return next;
  });
  return newestFirst(saved);
}
