import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HookAgent } from '../src/hooks/types';
import { readLedger } from '../src/services/ledger';
import { decideLocalRebellion, requestLocalRebellion } from '../src/services/rebellions';
import { charterWithStdin, fixture, projectWith } from './fixtures/hooks/harness';
import { removeProject } from './helpers';

type Run = Awaited<ReturnType<typeof charterWithStdin>>;

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});
async function project(deps: readonly string[], options?: { justify?: boolean }) {
  const root = await projectWith(deps, options);
  roots.push(root);
  return root;
}
const AT_LIMIT = ['express', 'zod'];
const UNDER_LIMIT = ['zod'];

async function hook(agent: HookAgent, event: string, root: string, args: string[] = [], env = {}) {
  return charterWithStdin(root, await fixture(agent, event, root), ['hook', agent, ...args], env);
}

const json = (run: Run) => JSON.parse(run.stdout);
const exitTwo = (run: Run) => {
  expect(run).toMatchObject({ code: 2, stdout: '' });
  return run.stderr;
};
const exitZeroWithStdout = (run: Run) => {
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return run.stdout;
};

/** Each agent's documented answer to a block, a warning and an approval; block and warning give the reason. */
const PROTOCOL: Record<
  HookAgent,
  {
    blocked(run: Run): string;
    warning(run: Run): string;
    silent(run: Run): void;
    /** stdout for an event Charter cannot read: valid JSON where an empty answer could count as a failure. */
    unreadable?: string;
  }
> = {
  claude: {
    blocked: (run) => {
      expect(run).toMatchObject({ code: 0, stderr: '' });
      const body = json(run);
      expect(body).toEqual({
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          permissionDecision: 'deny',
          permissionDecisionReason: expect.any(String),
        },
      });
      return body.hookSpecificOutput.permissionDecisionReason;
    },
    warning: (run) => {
      const body = json(run);
      expect(body.hookSpecificOutput).toMatchObject({
        hookEventName: 'PreToolUse',
        permissionDecision: 'ask',
      });
      expect(Object.keys(body.hookSpecificOutput)).toHaveLength(3);
      return body.hookSpecificOutput.permissionDecisionReason;
    },
    silent: (run) => expect(run).toEqual({ code: 0, stdout: '', stderr: '' }),
  },
  cursor: {
    blocked: (run) => {
      const body = json(run);
      expect(run.code).toBe(0);
      expect(body).toEqual({
        permission: 'deny',
        user_message: expect.any(String),
        agent_message: body.user_message,
      });
      return body.agent_message;
    },
    warning: (run) => {
      const body = json(run);
      expect(body).toEqual({
        permission: 'ask',
        user_message: expect.any(String),
        agent_message: body.user_message,
      });
      return body.agent_message;
    },
    silent: (run) => expect(run).toEqual({ code: 0, stdout: '{}\n', stderr: '' }),
    unreadable: '{}\n',
  },
  copilot: {
    blocked: (run) => {
      expect(run.code).toBe(0);
      const body = json(run);
      expect(body).toEqual({ permissionDecision: 'deny', permissionDecisionReason: expect.any(String) });
      return body.permissionDecisionReason;
    },
    warning: (run) => {
      const body = json(run);
      expect(body).toEqual({ permissionDecision: 'ask', permissionDecisionReason: expect.any(String) });
      return body.permissionDecisionReason;
    },
    silent: (run) => expect(run).toEqual({ code: 0, stdout: '', stderr: '' }),
  },
  windsurf: {
    blocked: exitTwo,
    warning: exitZeroWithStdout,
    silent: (run) => expect(run).toEqual({ code: 0, stdout: '', stderr: '' }),
  },
  cline: {
    blocked: (run) => {
      expect(run.code).toBe(0);
      const body = json(run);
      expect(body).toEqual({ cancel: true, errorMessage: expect.any(String) });
      return body.errorMessage;
    },
    warning: (run) => {
      const body = json(run);
      expect(body).toEqual({ cancel: false, contextModification: expect.any(String) });
      return body.contextModification;
    },
    silent: (run) => expect(run).toEqual({ code: 0, stdout: '{"cancel":false}\n', stderr: '' }),
    unreadable: '{"cancel":false}\n',
  },
  kiro: {
    blocked: exitTwo,
    // Kiro shows stderr of any exit code but 0 and 2 to the user, and runs the tool.
    warning: (run) => {
      expect(run).toMatchObject({ code: 1, stdout: '' });
      return run.stderr;
    },
    silent: (run) => expect(run).toEqual({ code: 0, stdout: '', stderr: '' }),
  },
};

const AGENTS = Object.keys(PROTOCOL) as HookAgent[];

describe.each(AGENTS)('charter hook %s', (agent) => {
  const protocol = PROTOCOL[agent];

  it('blocks an install past the dependency limit, naming rule, threshold, actual and the rebellion', async () => {
    const root = await project(AT_LIMIT);
    const reason = protocol.blocked(await hook(agent, 'shell-install', root));
    expect(reason).toMatch(/^Blocked by Charter/);
    expect(reason).toContain('CH-DEP-001');
    expect(reason).toContain('(threshold 2 dependencies, actual 3 dependencies)');
    expect(reason).toMatch(/charter rebellion request dec_[\w-]+ --why/);
    const { decisions } = await readLedger(root);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({ actor: `agent:${agent}`, decision_type: 'dependency_addition' });
    expect(reason).toContain(decisions[0]?.decision_id);
  });

  it("lets a justified install under the limit through to the agent's own permissions", async () => {
    const root = await project(UNDER_LIMIT);
    protocol.silent(await hook(agent, 'shell-install', root));
    const { decisions } = await readLedger(root);
    expect(decisions.map((d) => d.status)).toEqual(['approved']);
  });

  it('asks (or warns, where the agent cannot ask) about an unjustified package', async () => {
    const root = await project(UNDER_LIMIT, { justify: false });
    const reason = protocol.warning(await hook(agent, 'shell-install', root));
    expect(reason).toMatch(/^Needs review by Charter/);
    expect(reason).toContain('CH-DEP-002');
    expect(reason).toContain('left-pad has no justification');
  });

  it('blocks a package.json edit that adds a dependency past the limit, without touching the file', async () => {
    const root = await project(AT_LIMIT);
    const before = await readFile(join(root, 'package.json'), 'utf8');
    const reason = protocol.blocked(await hook(agent, 'manifest-edit', root));
    expect(reason).toContain('CH-DEP-001');
    expect(reason).toContain('(threshold 2 dependencies, actual 3 dependencies)');
    expect(await readFile(join(root, 'package.json'), 'utf8')).toBe(before);
    const { decisions } = await readLedger(root);
    expect(decisions[0]?.description).toBe('Add dependency lodash');
  });

  it('blocks writing a source file whose fetch(url) has no timeout, with CH-API-001', async () => {
    const root = await project(UNDER_LIMIT);
    const reason = protocol.blocked(await hook(agent, 'source-write', root));
    expect(reason).toContain('CH-API-001');
    expect(reason).toContain('(threshold 10000 ms, actual none set)');
    expect(reason).toContain('charter rebellion request dec_');
    const { decisions } = await readLedger(root);
    expect(decisions[0]).toMatchObject({ decision_type: 'api_configuration', status: 'blocked' });
    expect(existsSync(join(root, 'src/users.ts'))).toBe(false);
  });

  it('has no opinion on a tool call that is none of its business, and records nothing', async () => {
    const root = await project(AT_LIMIT);
    protocol.silent(await hook(agent, 'unrelated', root));
    expect((await readLedger(root)).decisions).toEqual([]);
  });

  it('lets a malformed event through with a warning on stderr, so a Charter fault never stops the agent', async () => {
    const root = await project(AT_LIMIT);
    const run = await charterWithStdin(root, '{"tool_name": "Bash", ', ['hook', agent]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(protocol.unreadable ?? '');
    expect(run.stderr).toMatch(
      new RegExp(`^charter hook ${agent}: the event on standard input is not valid JSON`),
    );
    expect(run.stderr).toContain('no opinion');
  });

  it("lets an event of another agent's shape through with a warning naming the field", async () => {
    const root = await project(AT_LIMIT);
    const run = await charterWithStdin(root, '[1, 2]', ['hook', agent]);
    expect(run).toMatchObject({ code: 0, stdout: protocol.unreadable ?? '' });
    expect(run.stderr).toContain('is not a');
  });
});

describe('charter hook: exceptions and servers', () => {
  it('answers a shell command that installs nothing, or a write to a non-code file, without a decision', async () => {
    const root = await project(AT_LIMIT);
    const events = [
      {
        cwd: root,
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
        tool_input: { command: 'npm install && npm test' },
      },
      {
        cwd: root,
        tool_name: 'Write',
        tool_input: { file_path: join(root, 'notes.md'), content: 'fetch(url)\n' },
      },
    ];
    for (const event of events) {
      PROTOCOL.claude.silent(await charterWithStdin(root, JSON.stringify(event), ['hook', 'claude']));
    }
    expect((await readLedger(root)).decisions).toEqual([]);
  });

  it('lets the same install through once a person approved a rebellion for it', async () => {
    const root = await project(AT_LIMIT);
    PROTOCOL.claude.blocked(await hook('claude', 'shell-install', root));
    const [blocked] = (await readLedger(root)).decisions;
    const rebellion = await requestLocalRebellion(root, {
      decisionId: blocked?.decision_id as string,
      justification: 'Invoice numbers must be padded for the tax office export.',
      agentId: 'claude',
    });
    await decideLocalRebellion(root, {
      rebellionId: rebellion.rebellion_id,
      actor: 'user:owner@example.com',
      approve: true,
    });
    PROTOCOL.claude.silent(await hook('claude', 'shell-install', root));
    const ledger = await readLedger(root);
    expect(ledger.decisions.map((d) => d.status)).toEqual(['blocked', 'approved']);
    expect(ledger.rebellions[0]).toMatchObject({ status: 'approved', times_used: 1 });
    expect(ledger.decisions[1]?.actor).toBe('agent:claude');
  });

  it('asks instead of blocking when the server cannot be reached, saying why', async () => {
    const root = await project(AT_LIMIT);
    const run = await hook('claude', 'shell-install', root, ['--server', 'http://127.0.0.1:9'], {
      CHARTER_API_KEY: 'ck_test',
    });
    const reason = PROTOCOL.claude.warning(run);
    expect(reason).toMatch(/^Charter could not validate this action: Could not reach the Charter server/);
    expect((await readLedger(root)).decisions).toEqual([]);
  });

  it('reads the server from CHARTER_SERVER and needs CHARTER_API_KEY for it', async () => {
    const root = await project(AT_LIMIT);
    const run = await hook('copilot', 'shell-install', root, [], { CHARTER_SERVER: 'http://127.0.0.1:9' });
    expect(PROTOCOL.copilot.warning(run)).toContain('--server needs an agent key in CHARTER_API_KEY');
  });

  it('refuses to run on a terminal instead of waiting for an event that never comes', async () => {
    const root = await project(AT_LIMIT);
    const { main } = await import('../src/cli');
    const { Readable, Writable } = await import('node:stream');
    let err = '';
    const stdin = Object.assign(Readable.from([]), { isTTY: true });
    const sink = new Writable({ write: (_c, _e, done) => done() });
    const stderr = new Writable({
      write: (chunk, _e, done) => {
        err += chunk.toString();
        done();
      },
    });
    const code = await main(['node', 'charter', 'hook', 'claude'], {
      stdin,
      stdout: sink,
      stderr,
      cwd: root,
    });
    expect(code).toBe(2);
    expect(err).toContain("charter hook claude reads Claude Code's event on standard input.");
  });
});
