import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BestPractice } from '@charter/core';
import { api, BEST_PRACTICES } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createAgent } from './governance-helpers';
import { createTestApp, json, readAnswer } from './helpers';

const VERIFIED = BEST_PRACTICES.filter((p) => p.verified).length;
const PLAIN_PASSWORDS = {
  decision_type: 'database',
  description: 'Store user passwords in plain text for the MVP',
};

async function setUp() {
  const t = createTestApp();
  const agent = await createAgent(t);
  return {
    t,
    agent,
    get: (path: string) => agent.owner('GET', path),
    post: (path: string) => agent.owner('POST', path),
  };
}

describe('best practices', () => {
  it('answers 401 without a session', async () => {
    const t = createTestApp();
    expect((await t.request('GET', '/api/best-practices')).status).toBe(401);
    expect((await t.request('POST', '/api/best-practices/initialize')).status).toBe(401);
  });

  it('initializes the verified set once, then auto-populates the rest, saying it is local', async () => {
    const { get, post } = await setUp();
    expect(await json(await get('/api/best-practices'))).toEqual({ practices: [], total: 0 });
    expect(await json(await post('/api/best-practices/initialize'))).toEqual({
      success: true,
      added: VERIFIED,
      totalPractices: VERIFIED,
    });
    expect(await json(await post('/api/best-practices/initialize'))).toMatchObject({
      added: 0,
      totalPractices: VERIFIED,
    });
    const populated = await readAnswer(
      api.bestPractices.autoPopulate,
      await post('/api/best-practices/auto-populate'),
    );
    expect(populated).toMatchObject({
      added: BEST_PRACTICES.length - VERIFIED,
      totalPractices: BEST_PRACTICES.length,
      local: true,
    });
    expect(populated.sources.length).toBeGreaterThan(0);
    expect(populated.note).toMatch(/no network/i);
  });

  it('filters, searches, limits, and answers 404 for unknown or uninstalled practices', async () => {
    const { get, post } = await setUp();
    const unverified = BEST_PRACTICES.find((p) => !p.verified)!;
    await post('/api/best-practices/initialize');
    expect((await get(`/api/best-practices/${unverified.id}`)).status).toBe(404);
    expect((await get('/api/best-practices/no-such-practice')).status).toBe(404);
    const one = await json<BestPractice>(await get('/api/best-practices/hash-passwords'));
    expect(one.title.length).toBeGreaterThan(0);

    const apiOnly = await readAnswer(api.bestPractices.list, await get('/api/best-practices?category=api'));
    expect(apiOnly.practices.every((p) => p.category === 'api')).toBe(true);
    expect(apiOnly.total).toBe(apiOnly.practices.length);
    const limited = await readAnswer(api.bestPractices.list, await get('/api/best-practices?limit=3'));
    expect(limited.practices).toHaveLength(3);
    expect(limited.total).toBe(VERIFIED);
    const searched = await readAnswer(
      api.bestPractices.list,
      await get('/api/best-practices?search=TIMEOUT'),
    );
    expect(searched.practices.map((p) => p.id)).toContain('http-timeouts-everywhere');
    expect((await get('/api/best-practices?limit=51')).status).toBe(400);
    expect((await get('/api/best-practices?category=nonsense')).status).toBe(400);
  });

  it('reports category stats and trending practices from the ledger', async () => {
    const { agent, get, post } = await setUp();
    await post('/api/best-practices/auto-populate');
    const { categories } = await readAnswer(
      api.bestPractices.categoryStats,
      await get('/api/best-practices/stats/categories'),
    );
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(BEST_PRACTICES.length);
    // A percentage only where a cited source states it; no bundled practice has one, so no
    // category has an average (it was a curated number nobody measured).
    expect(BEST_PRACTICES.filter((p) => p.frequency !== undefined)).toEqual([]);
    for (const c of categories) expect(c.avgFrequency).toBeNull();

    await agent.call('POST', '/api/external/validate', PLAIN_PASSWORDS);
    const { trending } = await readAnswer(
      api.bestPractices.trending,
      await get('/api/best-practices/stats/trending'),
    );
    expect(trending[0]).toMatchObject({ id: 'hash-passwords', decisionsMatched: 1 });
  });

  it('generates a rule the evaluator then enforces, and a package that runs with node', async () => {
    const { agent, get, post } = await setUp();
    await post('/api/best-practices/initialize');
    const status = async () =>
      (
        await readAnswer(
          api.governance.externalValidate,
          await agent.call('POST', '/api/external/validate', PLAIN_PASSWORDS),
        )
      ).constitutional_validation;
    expect((await status()).status).toBe('approved');

    expect((await post('/api/best-practices/no-such/generate-rule')).status).toBe(404);
    const generated = await readAnswer(
      api.bestPractices.generateRule,
      await post('/api/best-practices/hash-passwords/generate-rule'),
    );
    expect(generated.rule.id).toBe('BP-HASH-PASSWORDS');
    expect(generated.practice.constitutionalRule).toMatch(/^BP-HASH-PASSWORDS: /);
    expect(generated.constitution_version).toBe('1.1.0');
    const after = await status();
    expect(after.status).toBe('blocked');
    expect(after.violated_rules.map((v) => v.ruleId)).toContain('BP-HASH-PASSWORDS');
    expect(
      (await json<BestPractice>(await get('/api/best-practices/hash-passwords'))).constitutionalRule,
    ).toBeDefined();
    const { principles } = await readAnswer(
      api.governance.principles,
      await get('/api/governance/principles'),
    );
    expect(principles.map((p) => p.id)).toContain('BP-HASH-PASSWORDS');

    const pkg = await readAnswer(
      api.bestPractices.generatePackage,
      await post('/api/best-practices/generate-package'),
    );
    expect(pkg).toMatchObject({ filename: 'constitutional-governance.js', practiceCount: 1 });
    const dir = mkdtempSync(join(tmpdir(), 'charter-package-'));
    try {
      const file = join(dir, pkg.filename);
      writeFileSync(file, pkg.package);
      const run = (decision: object) => {
        try {
          return {
            code: 0,
            out: execFileSync(process.execPath, [file, JSON.stringify(decision)], { encoding: 'utf8' }),
          };
        } catch (error) {
          const failed = error as { status: number; stdout: string };
          return { code: failed.status, out: failed.stdout };
        }
      };
      const blocked = run(PLAIN_PASSWORDS);
      expect(blocked.code).toBe(1);
      expect(blocked.out).toContain('BP-HASH-PASSWORDS');
      expect(run({ decision_type: 'database', description: 'Hash passwords with scrypt' }).code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
