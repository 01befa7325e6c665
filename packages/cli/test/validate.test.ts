import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { charter, makeProject, removeProject } from './helpers';

/** A repository whose constitution allows 2 direct dependencies, and which has 2. */
async function makeGovernedRepo(): Promise<string> {
  const root = await makeProject({
    'package.json': JSON.stringify({ name: 'app', dependencies: { zod: '^4.0.0', h3: '^2.0.0' } }),
  });
  expect((await charter(root, 'init', '--max-deps', '2')).code).toBe(0);
  return root;
}

const ledgerOf = async (root: string) =>
  JSON.parse(await readFile(join(root, '.charter/ledger.json'), 'utf8'));

describe('charter validate, log and rebellion (local)', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeGovernedRepo();
  });
  afterEach(() => removeProject(root));

  const addLeftPad = (...extra: string[]) =>
    charter(
      root,
      'validate',
      'Add left-pad for padding invoice numbers',
      '--type',
      'dependency_addition',
      '--meta',
      'current_dependencies=2',
      '--meta',
      'packages=left-pad',
      ...extra,
    );

  it('blocks a decision over a limit with exit 1, naming rule, threshold, actual value and the way to a rebellion', async () => {
    const { code, stdout } = await addLeftPad();
    expect(code).toBe(1);
    expect(stdout).toMatch(/^Blocked by Charter/);
    expect(stdout).toContain('CH-DEP-001');
    expect(stdout).toContain('threshold 2 dependencies, actual 3 dependencies');
    expect(stdout).toMatch(/charter rebellion request dec_[\w-]+ --why/);

    const ledger = await ledgerOf(root);
    expect(ledger.decisions).toHaveLength(1);
    expect(ledger.decisions[0]).toMatchObject({
      source: 'cli',
      status: 'blocked',
      decision_type: 'dependency_addition',
      violated_rule_ids: expect.arrayContaining(['CH-DEP-001']),
      actor: expect.stringMatching(/^user:/),
    });
  });

  it('approves with exit 0, and answers 3 when only advisory rules object', async () => {
    const ok = await charter(root, 'validate', 'Rename the invoice module', '--type', 'architecture');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^Approved by Charter/);

    // Within the limit but unjustified: CH-DEP-002 is advisory, so a person should look (3), not a block.
    const review = await charter(
      root,
      'validate',
      'Add dayjs',
      '--type',
      'dependency_addition',
      '--meta',
      'current_dependencies=1',
      '--meta',
      'packages=dayjs',
    );
    expect(review.code).toBe(3);
    expect(review.stdout).toMatch(/^Needs review by Charter/);
    expect(review.stdout).toContain('CH-DEP-002');
  });

  it('answers a type no rule covers with exit 3 (review) and no score, never approved 100', async () => {
    const text = await charter(root, 'validate', 'Launch the rockets at noon', '--type', 'launch_rockets');
    expect(text.code).toBe(3);
    expect(text.stdout).toContain('not scored: no rule covers it');
    const json = await charter(
      root,
      'validate',
      'Launch the rockets',
      '--type',
      'launch_rockets',
      '--format',
      'json',
    );
    expect(JSON.parse(json.stdout).validation).toMatchObject({
      status: 'warning',
      score: null,
      covered: false,
    });
  });

  it('prints JSON only with --format json', async () => {
    const { code, stdout } = await addLeftPad('--format', 'json');
    expect(code).toBe(1);
    const answer = JSON.parse(stdout);
    expect(answer).toMatchObject({
      source: 'local',
      decision_id: expect.stringMatching(/^dec_/),
      validation: { status: 'blocked', violated_rules: expect.any(Array) },
    });
    expect(answer.validation.violated_rules[0]).toMatchObject({
      ruleId: 'CH-DEP-001',
      threshold: 2,
      actual: 3,
    });
  });

  it('refuses bad input with exit 2 and a hint, never a stack trace', async () => {
    const blank = await charter(root, 'validate', '   ');
    expect(blank.code).toBe(2);
    expect(blank.stderr).toContain('charter: The decision is not valid: description');

    const meta = await charter(root, 'validate', 'x y z', '--meta', 'novalue');
    expect(meta.code).toBe(2);
    expect(meta.stderr).toContain('--meta takes key=value');

    const noKey = await charter(root, 'validate', 'Add x', '--server', 'http://127.0.0.1:9');
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('CHARTER_API_KEY');
    expect(noKey.stderr).toContain('hint:');
  });

  it('files a rebellion, and once approved the same decision passes and the use is on the record', async () => {
    const blocked = JSON.parse((await addLeftPad('--format', 'json')).stdout);
    const filed = await charter(
      root,
      'rebellion',
      'request',
      blocked.decision_id,
      '--why',
      'Invoice numbers need padding in three reports',
      '--max-value',
      '3',
      '--format',
      'json',
    );
    expect(filed.code).toBe(0);
    const rebellion = JSON.parse(filed.stdout);
    expect(rebellion).toMatchObject({
      status: 'pending',
      rule_ids: ['CH-DEP-001', 'CH-DEP-002'],
      max_value: 3,
    });

    const pending = await charter(root, 'rebellion', 'list', '--status', 'pending');
    expect(pending.stdout).toContain(rebellion.rebellion_id);

    // Still pending: still blocked.
    expect((await addLeftPad()).code).toBe(1);

    const approved = await charter(
      root,
      'rebellion',
      'approve',
      rebellion.rebellion_id,
      '--expires',
      '7d',
      '--note',
      'until the rewrite',
    );
    expect(approved.code).toBe(0);
    expect(approved.stdout).toContain('approved by user:');

    const again = await addLeftPad();
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`Allowed by approved exception ${rebellion.rebellion_id}`);

    // Approved for one use (the default): the next such decision is judged by the constitution alone.
    expect((await addLeftPad()).code).toBe(1);
    const listed = await charter(root, 'rebellion', 'list');
    expect(listed.stdout).toContain('Used up (used 1 of 1): lets nothing through any more.');

    // A second decision is final: the rebellion cannot be rejected now.
    const late = await charter(root, 'rebellion', 'reject', rebellion.rebellion_id, '--reason', 'no');
    expect(late.code).toBe(2);
    expect(late.stderr).toContain('already approved');

    const ledger = await ledgerOf(root);
    const stored = ledger.rebellions[0];
    expect(stored.times_used).toBe(1);
    expect(stored.history.map((event: { action: string }) => event.action)).toEqual([
      'filed',
      'approved',
      'used',
    ]);

    const log = await charter(root, 'log');
    expect(log.stdout).toContain(`allowed by ${rebellion.rebellion_id}`);
    expect(log.stdout).toContain('Rebellions (1)');
  });

  it('approves standing or with a raised ceiling, refuses a second request for the same decision, and revokes', async () => {
    const blocked = JSON.parse((await addLeftPad('--format', 'json')).stdout);
    const request = () =>
      charter(
        root,
        'rebellion',
        'request',
        blocked.decision_id,
        '--why',
        'Padding for three reports',
        '--format',
        'json',
      );
    const filed = JSON.parse((await request()).stdout);
    expect(filed.ceilings['CH-DEP-001'].max).toBe(3);
    const twice = await request();
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain(`already has a pending rebellion (${filed.rebellion_id})`);

    const below = await charter(
      root,
      'rebellion',
      'approve',
      filed.rebellion_id,
      '--ceiling',
      'CH-DEP-001=2',
    );
    expect(below.code).toBe(2);
    expect(below.stderr).toContain('below the blocked decision');
    const approved = await charter(
      root,
      'rebellion',
      'approve',
      filed.rebellion_id,
      '--uses',
      'unlimited',
      '--ceiling',
      'CH-DEP-001=4',
    );
    expect(approved.code).toBe(0);
    expect(approved.stdout).toMatch(
      /Lets dependency_addition decisions of your decisions that name no project up to 4 .*through CH-DEP-001/,
    );
    expect((await addLeftPad()).code).toBe(0);
    expect((await addLeftPad()).code).toBe(0);
    const fourth = (packages: string) =>
      charter(
        root,
        'validate',
        'Add more',
        '--type',
        'dependency_addition',
        '--meta',
        'current_dependencies=3',
        '--meta',
        `packages=${packages}`,
      );
    expect((await fourth('a')).code).toBe(0);
    expect((await fourth('a,b')).code).toBe(1);

    const revoked = await charter(
      root,
      'rebellion',
      'revoke',
      filed.rebellion_id,
      '--reason',
      'padding landed',
    );
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('Revoked: lets nothing through any more (used 3 times).');
    expect((await addLeftPad()).code).toBe(1);
    const again = await charter(root, 'rebellion', 'revoke', filed.rebellion_id);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already revoked');
    const stored = (await ledgerOf(root)).rebellions[0];
    expect(stored.history.at(-1)).toMatchObject({ action: 'revoked', note: 'padding landed' });
  });

  it('rejects with a reason, refuses a short justification, an unknown decision and a missing reason', async () => {
    const blocked = JSON.parse((await addLeftPad('--format', 'json')).stdout);
    const short = await charter(root, 'rebellion', 'request', blocked.decision_id, '--why', 'pls');
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('at least 10 characters');

    const unknown = await charter(root, 'rebellion', 'request', 'dec_nope', '--why', 'A long enough reason');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('No decision dec_nope');

    const filed = JSON.parse(
      (
        await charter(
          root,
          'rebellion',
          'request',
          blocked.decision_id,
          '--why',
          'Padding needs a library',
          '--format',
          'json',
        )
      ).stdout,
    );
    const noReason = await charter(root, 'rebellion', 'reject', filed.rebellion_id);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain("required option '--reason <text>'");

    const rejected = await charter(
      root,
      'rebellion',
      'reject',
      filed.rebellion_id,
      '--reason',
      'Use String.prototype.padStart',
      '--format',
      'json',
    );
    expect(JSON.parse(rejected.stdout)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Use String.prototype.padStart',
    });
    expect((await addLeftPad()).code).toBe(1);
  });

  it('shows the ledger newest first, filtered, as text and JSON', async () => {
    await addLeftPad();
    await charter(root, 'validate', 'Rename the invoice module', '--type', 'architecture');
    const json = JSON.parse((await charter(root, 'log', '--format', 'json')).stdout);
    expect(json.decisions.map((d: { status: string }) => d.status)).toEqual(['approved', 'blocked']);

    const blockedOnly = JSON.parse(
      (await charter(root, 'log', '--status', 'blocked', '--format', 'json')).stdout,
    );
    expect(blockedOnly.decisions).toHaveLength(1);

    const text = (await charter(root, 'log', '--limit', '1')).stdout;
    expect(text).toContain('Decisions (1 of 2, newest first)');
    expect(text).toContain('architecture: Rename the invoice module');
  });

  it('says so when the ledger is empty, and refuses a corrupt one with a hint', async () => {
    expect((await charter(root, 'log')).stdout).toContain('The ledger is empty');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(root, '.charter/ledger.json'), '{"version":1,"decisions":"nope","rebellions":[]}');
    const broken = await charter(root, 'log');
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('.charter/ledger.json is not a valid ledger: decisions');
    expect(broken.stderr).toContain('hint:');
  });
});
