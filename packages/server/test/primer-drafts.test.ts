import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createTestApp, json, readAnswer } from './helpers';

interface Case {
  name: string;
  answers: Record<string, string>;
}

describe('primer drafts', () => {
  it('saves one draft per user, keeps its id across saves, and clears it', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const empty = await readAnswer(
      api.primerDrafts.getDraft,
      await t.request('GET', '/api/user/primer-drafts', { cookie }),
    );
    expect(empty).toEqual({ success: true, drafts: [] });

    const first = await t.request('POST', '/api/user/primer-drafts', {
      cookie,
      body: { answers: { 'core-problem': 'Tutors lose hours' } },
    });
    expect(first.status).toBe(200);
    const { draft } = await readAnswer(api.primerDrafts.saveDraft, first);
    await t.request('POST', '/api/user/primer-drafts', {
      cookie,
      body: { answers: { 'core-problem': 'Tutors lose hours', 'target-users': 'Tutors' } },
    });
    const { drafts } = await readAnswer(
      api.primerDrafts.getDraft,
      await t.request('GET', '/api/user/primer-drafts', { cookie }),
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({
      id: draft.id,
      answers: { 'core-problem': 'Tutors lose hours', 'target-users': 'Tutors' },
    });

    const other = await t.signUp();
    expect(
      (
        await readAnswer(
          api.primerDrafts.getDraft,
          await t.request('GET', '/api/user/primer-drafts', { cookie: other }),
        )
      ).drafts,
    ).toEqual([]);

    const cleared = await t.request('DELETE', '/api/user/primer-drafts', { cookie });
    expect(await json(cleared)).toEqual({ success: true });
    expect(
      (
        await readAnswer(
          api.primerDrafts.getDraft,
          await t.request('GET', '/api/user/primer-drafts', { cookie }),
        )
      ).drafts,
    ).toEqual([]);
  });

  it("keeps the project's name with the draft, and a save without one drops it", async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const save = (body: object) => t.request('POST', '/api/user/primer-drafts', { cookie, body });
    const read = async () =>
      (
        await readAnswer(
          api.primerDrafts.getDraft,
          await t.request('GET', '/api/user/primer-drafts', { cookie }),
        )
      ).drafts[0];

    expect(
      (await save({ answers: { 'core-problem': 'Plants die' }, projectName: '  PlantPal ' })).status,
    ).toBe(200);
    expect(await read()).toMatchObject({
      projectName: 'PlantPal',
      answers: { 'core-problem': 'Plants die' },
    });

    // The form sends no name once the user cleared it: the draft must not bring the old one back.
    await save({ answers: { 'core-problem': 'Plants die' } });
    expect((await read())?.projectName).toBeUndefined();

    expect((await save({ answers: {}, projectName: 'x'.repeat(201) })).status).toBe(400);
  });

  it('accepts all 16 answers at full length, refuses unknown keys and over-long answers', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const keys = [
      ...['user-role', 'project-scope', 'platform-type', 'core-problem', 'target-users', 'business-model'],
      ...['primary-jobs', 'user-journey', 'technical-complexity', 'ecosystem-apps', 'data-requirements'],
      ...['integration-needs', 'performance-requirements', 'brand-requirements', 'platform-constraints'],
      'timeline-budget',
    ];
    // 16 × 5000 characters: past the 64 KiB default body limit, within the route's own.
    const full = Object.fromEntries(keys.map((key) => [key, 'x'.repeat(5000)]));
    const ok = await t.request('POST', '/api/user/primer-drafts', { cookie, body: { answers: full } });
    expect(ok.status).toBe(200);
    expect(Object.keys((await readAnswer(api.primerDrafts.saveDraft, ok)).draft.answers)).toHaveLength(16);
    const cases = Array.from({ length: 50 }, (_, i) => ({ name: `case ${i}`, answers: full }));
    const saved = await t.request('POST', '/api/user/test-cases', { cookie, body: { testCases: cases } });
    expect(saved.status).toBe(200);

    const unknown = await t.request('POST', '/api/user/primer-drafts', {
      cookie,
      body: { answers: { 'favourite-colour': 'blue' } },
    });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).code).toBe('VALIDATION_FAILED');

    const long = await t.request('POST', '/api/user/primer-drafts', {
      cookie,
      body: { answers: { 'core-problem': 'x'.repeat(5001) } },
    });
    expect(long.status).toBe(400);
    expect((await json(long)).error).toMatch(/under 5000 characters/);
  });

  it('needs a signed-in user', async () => {
    const t = createTestApp();
    expect((await t.request('GET', '/api/user/primer-drafts')).status).toBe(401);
    expect((await t.request('GET', '/api/user/test-cases')).status).toBe(401);
  });
});

describe('test cases', () => {
  it('merges by name (trimmed, case-insensitive), newest first, own cases only', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const save = (body: unknown) => t.request('POST', '/api/user/test-cases', { cookie, body });
    const first = await save({
      testCases: [
        { name: 'Tutor app', answers: { 'core-problem': 'v1' } },
        { name: 'Shop', answers: {} },
      ],
    });
    expect(first.status).toBe(200);
    await save({ testCases: [{ name: ' tutor APP ', answers: { 'core-problem': 'v2' } }] });
    const { testCases } = await readAnswer(
      api.primerDrafts.listTestCases,
      await t.request('GET', '/api/user/test-cases', { cookie }),
    );
    expect(testCases.map((c) => c.name).sort()).toEqual(['Shop', 'tutor APP']);
    expect(testCases.find((c) => c.name === 'tutor APP')?.answers).toEqual({ 'core-problem': 'v2' });

    const other = await t.signUp();
    const theirs = await readAnswer(
      api.primerDrafts.listTestCases,
      await t.request('GET', '/api/user/test-cases', { cookie: other }),
    );
    expect(theirs.testCases).toEqual([]);
  });

  it('replaces the whole set with mode "replace"', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const save = (body: unknown) => t.request('POST', '/api/user/test-cases', { cookie, body });
    await save({
      testCases: [
        { name: 'A', answers: {} },
        { name: 'B', answers: {} },
      ],
    });
    const replaced = await json<{ testCases: Case[] }>(
      await save({ mode: 'replace', testCases: [{ name: 'C', answers: {} }] }),
    );
    expect(replaced.testCases.map((c) => c.name)).toEqual(['C']);
  });

  it('validates names and the number of cases', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const save = (body: unknown) => t.request('POST', '/api/user/test-cases', { cookie, body });

    const blank = await save({ testCases: [{ name: '  ', answers: {} }] });
    expect(blank.status).toBe(400);
    expect((await json(blank)).error).toBe('Test case name is required.');

    const long = await save({ testCases: [{ name: 'n'.repeat(101), answers: {} }] });
    expect((await json(long)).error).toBe('Test case name must be at most 100 characters.');

    const many = Array.from({ length: 51 }, (_, i) => ({ name: `case ${i}`, answers: {} }));
    const tooMany = await save({ testCases: many });
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).error).toBe('Save at most 50 test cases.');

    expect((await save({ testCases: many.slice(0, 50) })).status).toBe(200);
    const overflow = await save({ testCases: [{ name: 'one more', answers: {} }] });
    expect(overflow.status).toBe(409);
    expect((await json(overflow)).error).toMatch(/at most 50 test cases/);
  });
});
