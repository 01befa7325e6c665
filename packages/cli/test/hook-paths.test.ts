import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AGENT_ADAPTERS } from '../src/hooks/agents/index';
import { readLedger } from '../src/services/ledger';
import { DOCUMENTED_PATHS, type DocumentedPath } from './fixtures/hooks/documented-paths';
import { charterWithStdin, projectWith } from './fixtures/hooks/harness';
import { makeProject, removeProject } from './helpers';

type Run = { code: number; stdout: string; stderr: string };
type Verdict = 'blocked' | 'warning';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});
const track = (root: string) => {
  roots.push(root);
  return root;
};

const line = (body: unknown) => `${JSON.stringify(body)}\n`;

/**
 * Each path's documented answer, exactly: stdout, stderr and exit code for a block or a warning with this
 * reason, for no opinion, and the stdout of an event Charter cannot read.
 */
interface Protocol {
  answer(verdict: Verdict, reason: string): Run;
  silent: Run;
  unreadable: string;
  /** The reason, read back from a run in this protocol (to compare the whole answer exactly). */
  reasonOf(run: Run): string;
}

const hookSpecific = (decision: string, reason: string) => ({
  hookEventName: 'PreToolUse',
  permissionDecision: decision,
  permissionDecisionReason: reason,
});
const QUIET: Run = { code: 0, stdout: '', stderr: '' };

const CLAUDE: Protocol = {
  answer: (v, reason) => ({
    code: 0,
    stderr: '',
    stdout: line({ hookSpecificOutput: hookSpecific(v === 'blocked' ? 'deny' : 'ask', reason) }),
  }),
  silent: QUIET,
  unreadable: '',
  reasonOf: (run) => JSON.parse(run.stdout).hookSpecificOutput.permissionDecisionReason,
};
/** Copilot's top-level decision beside VS Code's hookSpecificOutput: the payload may come from either. */
const bothForms = (decision: string, reason: string): Run => ({
  code: 0,
  stderr: '',
  stdout: line({
    permissionDecision: decision,
    permissionDecisionReason: reason,
    hookSpecificOutput: hookSpecific(decision, reason),
  }),
});
const COPILOT_SNAKE: Protocol = {
  answer: (v, reason) => bothForms(v === 'blocked' ? 'deny' : 'ask', reason),
  silent: QUIET,
  unreadable: '',
  reasonOf: (run) => JSON.parse(run.stdout).permissionDecisionReason,
};
const copilotCamel = (warning: string): Protocol => ({
  answer: (v, reason) => ({
    code: 0,
    stderr: '',
    stdout: line({
      permissionDecision: v === 'blocked' ? 'deny' : warning,
      permissionDecisionReason: reason,
    }),
  }),
  silent: QUIET,
  unreadable: '',
  reasonOf: (run) => JSON.parse(run.stdout).permissionDecisionReason,
});
const CURSOR: Protocol = {
  answer: (v, reason) => ({
    code: 0,
    stderr: '',
    stdout: line({
      permission: v === 'blocked' ? 'deny' : 'ask',
      user_message: reason,
      agent_message: reason,
    }),
  }),
  silent: { code: 0, stdout: '{}\n', stderr: '' },
  unreadable: '{}\n',
  reasonOf: (run) => JSON.parse(run.stdout).agent_message,
};
const CLINE: Protocol = {
  answer: (v, reason) => ({
    code: 0,
    stderr: '',
    stdout: line(
      v === 'blocked'
        ? { cancel: true, errorMessage: reason }
        : { cancel: false, contextModification: reason },
    ),
  }),
  silent: { code: 0, stdout: '{"cancel":false}\n', stderr: '' },
  unreadable: '{"cancel":false}\n',
  reasonOf: (run) => {
    const body = JSON.parse(run.stdout);
    return body.errorMessage ?? body.contextModification;
  },
};
const KIRO: Protocol = {
  answer: (v, reason) => ({ code: v === 'blocked' ? 2 : 1, stdout: '', stderr: `${reason}\n` }),
  silent: QUIET,
  unreadable: '',
  reasonOf: (run) => run.stderr.replace(/\n$/, ''),
};

const WINDSURF: Protocol = {
  answer: (v, reason) =>
    v === 'blocked'
      ? { code: 2, stdout: '', stderr: `${reason}\n` }
      : { code: 0, stdout: `${reason}\n`, stderr: '' },
  silent: QUIET,
  unreadable: '',
  reasonOf: (run) => (run.code === 2 ? run.stderr : run.stdout).replace(/\n$/, ''),
};

const PROTOCOLS: Record<string, Protocol> = {
  'claude/Bash': CLAUDE,
  'windsurf/pre_run_command': WINDSURF,
  'cline/legacy PreToolUse': CLINE,
  'kiro/legacy execute_bash': KIRO,
  'claude/PowerShell': CLAUDE,
  'claude/VS Code': CLAUDE,
  'claude/Copilot CLI': COPILOT_SNAKE,
  'copilot/camelCase': copilotCamel('ask'),
  // "Under cloud agent, "ask" is treated as "deny"": a warning lets the action run and tells the agent why.
  'copilot/cloud agent': copilotCamel('allow'),
  'copilot/PascalCase': COPILOT_SNAKE,
  'copilot/VS Code': COPILOT_SNAKE,
  'cursor/beforeShellExecution': CURSOR,
  'cline/SDK tool_call': CLINE,
  'kiro/shell and write': KIRO,
};

async function run(
  path: DocumentedPath,
  root: string,
  event: unknown,
  extraEnv: Record<string, string> = {},
) {
  return charterWithStdin(root, JSON.stringify(event), ['hook', path.agent], { ...path.env, ...extraEnv });
}

describe.each(DOCUMENTED_PATHS.map((p) => [p.id, p] as const))(
  'charter hook, documented path %s',
  (id, path) => {
    const protocol = PROTOCOLS[id] as Protocol;

    it('blocks an install past the limit, with the rule, its threshold and the actual value', async () => {
      const root = track(await projectWith(['express', 'zod']));
      const result = await run(path, root, path.install(root));
      const reason = protocol.reasonOf(result);
      expect(result).toEqual(protocol.answer('blocked', reason));
      const { decisions } = await readLedger(root);
      expect(decisions).toHaveLength(1);
      expect(decisions[0]).toMatchObject({ status: 'blocked', actor: `agent:${path.agent}` });
      expect(reason).toMatch(/^Blocked by Charter/);
      expect(reason).toContain('CH-DEP-001');
      expect(reason).toContain('(threshold 2 dependencies, actual 3 dependencies)');
      expect(reason).toContain(`charter rebellion request ${decisions[0]?.decision_id}`);
    });

    it('blocks a package.json edit that adds a dependency past the limit, leaving the file alone', async () => {
      const root = track(await projectWith(['express', 'zod']));
      const before = await readFile(join(root, 'package.json'), 'utf8');
      const result = await run(path, root, path.manifestEdit(root));
      const reason = protocol.reasonOf(result);
      expect(result).toEqual(protocol.answer('blocked', reason));
      expect(reason).toContain('CH-DEP-001');
      expect(reason).toContain('(threshold 2 dependencies, actual 3 dependencies)');
      expect((await readLedger(root)).decisions[0]?.description).toBe('Add dependency lodash');
      expect(await readFile(join(root, 'package.json'), 'utf8')).toBe(before);
    });

    it('has no opinion on a harmless command and records nothing', async () => {
      const root = track(await projectWith(['express', 'zod']));
      expect(await run(path, root, path.harmless(root))).toEqual(protocol.silent);
      expect((await readLedger(root)).decisions).toEqual([]);
    });

    it('keeps a warning a warning (an unjustified package)', async () => {
      const root = track(await projectWith(['zod'], { justify: false }));
      const result = await run(path, root, path.install(root));
      const reason = protocol.reasonOf(result);
      expect(result).toEqual(protocol.answer('warning', reason));
      expect(reason).toMatch(/^Needs review by Charter/);
      expect(reason).toContain('CH-DEP-002');
    });

    it('lets malformed stdin through with valid output and the cause on stderr', async () => {
      const root = track(await projectWith(['express', 'zod']));
      const input = '{"tool_name": "Bash", ';
      let cause = '';
      try {
        JSON.parse(input);
      } catch (error) {
        cause = (error as Error).message;
      }
      const title = AGENT_ADAPTERS[path.agent].title;
      expect(await charterWithStdin(root, input, ['hook', path.agent], path.env ?? {})).toEqual({
        code: 0,
        stdout: protocol.unreadable,
        stderr: `charter hook ${path.agent}: the event on standard input is not valid JSON (${cause}); no opinion, ${title}'s own permissions decide.\n`,
      });
    });
  },
);

describe('charter hook in a repository without .charter/', () => {
  const copilotCamel = DOCUMENTED_PATHS.find((p) => p.id === 'copilot/camelCase') as DocumentedPath;

  async function bareRepo() {
    return track(
      await makeProject({
        'package.json': JSON.stringify({ name: 'bare', dependencies: { express: '1', zod: '1' } }, null, 2),
        '.git/HEAD': 'ref: refs/heads/main\n',
      }),
    );
  }

  it('has no opinion, says why on stderr, and writes nothing into the repository', async () => {
    const root = await bareRepo();
    const home = track(await mkdtemp(join(tmpdir(), 'charter-home-')));
    const result = await run(copilotCamel, root, copilotCamel.install(root), { HOME: home });
    expect(result).toEqual({
      code: 0,
      stdout: '',
      stderr: `charter hook copilot: ${root} has no .charter/ and you have no personal default (~/.charter/constitution.json or CHARTER_CONSTITUTION); no opinion, nothing written.\n`,
    });
    expect(existsSync(join(root, '.charter'))).toBe(false);
    expect(await readdir(home)).toEqual([]);
  });

  it('does not take ~/.charter/ (server data, no constitution) for the governance of a repository under home', async () => {
    const home = track(await mkdtemp(join(tmpdir(), 'charter-home-')));
    await mkdir(join(home, '.charter/data'), { recursive: true });
    const root = join(home, 'code/bare');
    await mkdir(join(root, '.git'), { recursive: true });
    await writeFile(
      join(root, 'package.json'),
      JSON.stringify({ name: 'bare', dependencies: { a: '1', b: '1' } }),
    );
    const result = await run(copilotCamel, root, copilotCamel.install(root), { HOME: home });
    expect(result).toEqual({
      code: 0,
      stdout: '',
      stderr: `charter hook copilot: ${root} has no .charter/ and you have no personal default (~/.charter/constitution.json or CHARTER_CONSTITUTION); no opinion, nothing written.\n`,
    });
    expect(await readdir(join(home, '.charter'))).toEqual(['data']);
    expect(existsSync(join(root, '.charter'))).toBe(false);
  });

  /** A constitution as `charter init --max-deps 2` writes it, justifying left-pad and lodash. */
  async function donorConstitution() {
    const donor = track(await projectWith(['zod']));
    return readFile(join(donor, '.charter/constitution.json'), 'utf8');
  }

  it('judges by the personal default ~/.charter/constitution.json and records it in the user’s own ledger', async () => {
    const root = await bareRepo();
    const home = track(await mkdtemp(join(tmpdir(), 'charter-home-')));
    await mkdir(join(home, '.charter'));
    await writeFile(join(home, '.charter/constitution.json'), await donorConstitution());
    const result = await run(copilotCamel, root, copilotCamel.install(root), { HOME: home });
    const body = JSON.parse(result.stdout);
    expect(result).toEqual({ code: 0, stderr: '', stdout: line(body) });
    expect(body.permissionDecision).toBe('deny');
    expect(body.permissionDecisionReason).toContain('(threshold 2 dependencies, actual 3 dependencies)');
    expect(existsSync(join(root, '.charter'))).toBe(false);
    const ledger = await readLedger(home);
    expect(ledger.decisions).toHaveLength(1);
    expect(ledger.decisions[0]).toMatchObject({ status: 'blocked', actor: 'agent:copilot' });
  });

  it('takes the personal default from CHARTER_CONSTITUTION when set', async () => {
    const root = await bareRepo();
    const home = track(await mkdtemp(join(tmpdir(), 'charter-home-')));
    const file = join(home, 'mine.json');
    await writeFile(file, await donorConstitution());
    const result = await run(copilotCamel, root, copilotCamel.install(root), {
      HOME: home,
      CHARTER_CONSTITUTION: file,
    });
    expect(JSON.parse(result.stdout)).toMatchObject({ permissionDecision: 'deny' });
    expect(existsSync(join(root, '.charter'))).toBe(false);
    expect((await readLedger(home)).decisions.map((d) => d.status)).toEqual(['blocked']);
  });
});

describe('charter hook: a judged tool whose arguments Charter cannot read is never passed over in silence', () => {
  it('says so on stderr (no opinion) and answers valid JSON where the agent needs it', async () => {
    const root = track(await projectWith(['express', 'zod']));
    // Cursor's StrReplace with argument names Charter does not know.
    const event = {
      conversation_id: 'c',
      hook_event_name: 'preToolUse',
      workspace_roots: [root],
      tool_name: 'StrReplace',
      tool_input: { target: join(root, 'package.json'), before: 'a', after: 'b' },
    };
    expect(await charterWithStdin(root, JSON.stringify(event), ['hook', 'cursor'])).toEqual({
      code: 0,
      stdout: '{}\n',
      stderr:
        "charter hook cursor: the arguments of StrReplace are not in a shape Charter reads (fields: target, before, after); no opinion, Cursor's own permissions decide.\n",
    });
  });

  it('reads Cline SDK parameters when only the JSON-stringified preToolUse form is there', async () => {
    const root = track(await projectWith(['express', 'zod']));
    // hook-file-hooks.ts mapParams: non-string values are JSON.stringify-ed.
    const event = {
      hookName: 'tool_call',
      workspaceRoots: [root],
      preToolUse: { toolName: 'run_commands', parameters: { commands: '["npm install left-pad"]' } },
    };
    const result = await charterWithStdin(root, JSON.stringify(event), ['hook', 'cline']);
    expect(JSON.parse(result.stdout)).toMatchObject({ cancel: true });
    expect(result.stdout).toContain('CH-DEP-001');
  });
});

describe('charter hook: apply_patch is judged like any other edit', () => {
  it('blocks an apply_patch that adds a source file whose fetch has no timeout', async () => {
    const root = track(await projectWith(['zod']));
    // Copilot CLI's apply_patch with the raw patch as toolArgs (hooks-reference; the grammar of
    // cline/cline sdk/packages/core/src/extensions/tools/schemas.ts).
    const patch = [
      '*** Begin Patch',
      '*** Add File: src/users.ts',
      '+export async function loadUsers(url: string) {',
      '+  const response = await fetch(url);',
      '+  return response.json();',
      '+}',
      '*** End Patch',
    ].join('\n');
    const event = { sessionId: 's', timestamp: 1, cwd: root, toolName: 'apply_patch', toolArgs: patch };
    const result = await charterWithStdin(root, JSON.stringify(event), ['hook', 'copilot']);
    const body = JSON.parse(result.stdout);
    expect(result).toEqual({ code: 0, stderr: '', stdout: line(body) });
    expect(body.permissionDecision).toBe('deny');
    expect(body.permissionDecisionReason).toContain('CH-API-001');
    expect(body.permissionDecisionReason).toContain('(threshold 10000 ms, actual none set)');
    expect(existsSync(join(root, 'src/users.ts'))).toBe(false);
  });
});
