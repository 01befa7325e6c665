import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CURSOR_FILE_MATCHER } from '../src/hooks/agents/cursor';
import { AGENT_ADAPTERS } from '../src/hooks/agents/index';
import type { HookAgent } from '../src/hooks/types';
import { charter, makeProject, removeProject } from './helpers';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});
async function project(files: Record<string, string> = {}) {
  const root = await makeProject({ 'README.md': '# Demo\n', ...files });
  roots.push(root);
  return root;
}
const read = (root: string, path: string) => readFile(join(root, path), 'utf8');

interface Case {
  path: string;
  /** What the agent's file holds before: other settings and other hooks. */
  existing: Record<string, unknown>;
  /** The whole file after `hook install <agent> --command charter` on `existing` (or on nothing). */
  expected(command: string, existing: boolean): Record<string, unknown>;
}

const CASES: Record<Exclude<HookAgent, 'cline'>, Case> = {
  claude: {
    path: '.claude/settings.json',
    existing: {
      permissions: { allow: ['Bash(npm test)'] },
      hooks: {
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: './scripts/guard.sh' }] }],
        PostToolUse: [{ matcher: 'Write', hooks: [{ type: 'command', command: 'prettier --write' }] }],
      },
    },
    expected: (command, existing) => {
      // "Match Bash|PowerShell in hooks that inspect shell commands" (https://code.claude.com/docs/en/hooks).
      const ours = { matcher: 'Bash|PowerShell|Write|Edit|MultiEdit', hooks: [{ type: 'command', command }] };
      if (!existing) return { hooks: { PreToolUse: [ours] } };
      return {
        permissions: { allow: ['Bash(npm test)'] },
        hooks: {
          PreToolUse: [
            { matcher: 'Bash', hooks: [{ type: 'command', command: './scripts/guard.sh' }] },
            ours,
          ],
          PostToolUse: [{ matcher: 'Write', hooks: [{ type: 'command', command: 'prettier --write' }] }],
        },
      };
    },
  },
  cursor: {
    path: '.cursor/hooks.json',
    existing: {
      version: 1,
      hooks: {
        afterFileEdit: [{ command: './hooks/format.sh' }],
        beforeShellExecution: [{ command: './hooks/audit.sh' }],
      },
    },
    expected: (command, existing) => ({
      version: 1,
      hooks: {
        ...(existing ? { afterFileEdit: [{ command: './hooks/format.sh' }] } : {}),
        beforeShellExecution: [...(existing ? [{ command: './hooks/audit.sh' }] : []), { command }],
        preToolUse: [{ command, matcher: CURSOR_FILE_MATCHER }],
      },
    }),
  },
  copilot: {
    path: '.github/hooks/charter.json',
    existing: { version: 1, hooks: { sessionStart: [{ type: 'command', bash: 'echo hi' }] } },
    expected: (command, existing) => ({
      version: 1,
      hooks: {
        ...(existing ? { sessionStart: [{ type: 'command', bash: 'echo hi' }] } : {}),
        preToolUse: [{ type: 'command', bash: command, powershell: command, timeoutSec: 30 }],
      },
    }),
  },
  windsurf: {
    path: '.windsurf/hooks.json',
    existing: { hooks: { post_write_code: [{ command: 'prettier', show_output: false }] } },
    expected: (command, existing) => ({
      hooks: {
        ...(existing ? { post_write_code: [{ command: 'prettier', show_output: false }] } : {}),
        pre_run_command: [{ command, show_output: true }],
        pre_write_code: [{ command, show_output: true }],
      },
    }),
  },
  // Kiro CLI v3's standalone format, as on https://kiro.dev/docs/cli/v3/hooks/ ("The new format"): the
  // existing hook is the page's own example.
  kiro: {
    path: '.kiro/hooks/charter.json',
    existing: {
      version: 'v1',
      hooks: [
        {
          name: 'lint-on-save',
          trigger: 'PostFileSave',
          matcher: '\\.ts$',
          action: { type: 'command', command: 'npm run lint' },
          timeout: 30,
          enabled: true,
        },
      ],
    },
    expected: (command, existing) => ({
      version: 'v1',
      hooks: [
        ...(existing
          ? [
              {
                name: 'lint-on-save',
                trigger: 'PostFileSave',
                matcher: '\\.ts$',
                action: { type: 'command', command: 'npm run lint' },
                timeout: 30,
                enabled: true,
              },
            ]
          : []),
        {
          name: 'charter',
          trigger: 'PreToolUse',
          matcher: 'shell|write|execute_bash|fs_write',
          action: { type: 'command', command },
          timeout: 30,
          enabled: true,
        },
      ],
    }),
  },
};

describe.each(Object.entries(CASES) as [Exclude<HookAgent, 'cline'>, Case][])(
  'charter hook install %s',
  (agent, c) => {
    const command = `charter hook ${agent}`;

    it('creates the configuration file with Charter’s hook', async () => {
      const root = await project();
      const run = await charter(root, 'hook', 'install', agent, '--command', 'charter');
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(
        `charter: ${AGENT_ADAPTERS[agent].title} now runs \`${command}\` before its actions (${join(root, c.path)}).\n`,
      );
      expect(JSON.parse(await read(root, c.path))).toEqual(c.expected(command, false));
    });

    it('merges with what is there, keeping other settings and hooks', async () => {
      const root = await project({ [c.path]: JSON.stringify(c.existing) });
      expect((await charter(root, 'hook', 'install', agent, '--command', 'charter')).code).toBe(0);
      expect(JSON.parse(await read(root, c.path))).toEqual(c.expected(command, true));
    });

    it('changes nothing when run again, and updates its own entry in place when the command changes', async () => {
      const root = await project({ [c.path]: JSON.stringify(c.existing) });
      await charter(root, 'hook', 'install', agent, '--command', 'charter');
      const first = await read(root, c.path);
      const again = await charter(root, 'hook', 'install', agent, '--command', 'charter');
      expect(again.stdout).toContain('nothing to change');
      expect(await read(root, c.path)).toBe(first);
      await charter(
        root,
        'hook',
        'install',
        agent,
        '--command',
        'npx charter',
        '--server',
        'https://charter.example.com',
      );
      const updated = `npx charter hook ${agent} --server https://charter.example.com`;
      expect(JSON.parse(await read(root, c.path))).toEqual(c.expected(updated, true));
    });

    it('refuses a file that is not valid JSON instead of overwriting it', async () => {
      const root = await project({ [c.path]: '{ "hooks": { oops' });
      const run = await charter(root, 'hook', 'install', agent, '--command', 'charter');
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`charter: ${join(root, c.path)} is not valid JSON`);
      expect(run.stderr).toContain('hint: Fix the file (or move it aside)');
      expect(await read(root, c.path)).toBe('{ "hooks": { oops');
    });
  },
);

describe('charter hook install claude: PowerShell', () => {
  it('adds PowerShell to the matcher of a Charter group an older version wrote, leaving shared groups alone', async () => {
    const old = {
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash|Write|Edit|MultiEdit',
            hooks: [{ type: 'command', command: 'charter hook claude' }],
          },
          {
            matcher: 'Bash',
            hooks: [
              { type: 'command', command: './guard.sh' },
              { type: 'command', command: 'charter hook claude' },
            ],
          },
        ],
      },
    };
    const root = await project({ '.claude/settings.json': JSON.stringify(old) });
    expect((await charter(root, 'hook', 'install', 'claude', '--command', 'charter')).code).toBe(0);
    const groups = JSON.parse(await read(root, '.claude/settings.json')).hooks.PreToolUse;
    expect(groups.map((g: { matcher: string }) => g.matcher)).toEqual([
      'Bash|PowerShell|Write|Edit|MultiEdit',
      'Bash',
    ]);
  });
});

describe('charter hook install kiro: the embedded format of Kiro CLI before v3', () => {
  const legacy = '.kiro/agents/charter.json';
  const existing = {
    name: 'charter',
    description: 'Mine',
    tools: ['fs_read'],
    hooks: { agentSpawn: [{ command: 'git status' }] },
  };
  const expected = (command: string) => ({
    name: 'charter',
    description: 'Mine',
    tools: ['fs_read'],
    hooks: {
      agentSpawn: [{ command: 'git status' }],
      preToolUse: [
        { matcher: 'execute_bash', command },
        { matcher: 'fs_write', command },
      ],
    },
  });

  it('writes the agent configuration with --config-format legacy', async () => {
    const root = await project();
    const run = await charter(
      root,
      'hook',
      'install',
      'kiro',
      '--command',
      'charter',
      '--config-format',
      'legacy',
    );
    expect(run.stdout).toBe(
      `charter: Kiro now runs \`charter hook kiro\` before its actions (${join(root, legacy)}).\n`,
    );
    expect(JSON.parse(await read(root, legacy))).toEqual({
      name: 'charter',
      description: 'Kiro with Charter validating shell commands and file writes against the constitution.',
      tools: ['*'],
      hooks: {
        preToolUse: [
          { matcher: 'execute_bash', command: 'charter hook kiro' },
          { matcher: 'fs_write', command: 'charter hook kiro' },
        ],
      },
    });
    expect(await readdir(join(root, '.kiro'))).toEqual(['agents']);
  });

  it('keeps the legacy format where its file is already there, merging into it', async () => {
    const root = await project({ [legacy]: JSON.stringify(existing) });
    expect((await charter(root, 'hook', 'install', 'kiro', '--command', 'charter')).code).toBe(0);
    expect(JSON.parse(await read(root, legacy))).toEqual(expected('charter hook kiro'));
    expect(await readdir(join(root, '.kiro'))).toEqual(['agents']);
  });

  it('refuses a configuration format the agent does not have', async () => {
    const root = await project();
    const run = await charter(
      root,
      'hook',
      'install',
      'claude',
      '--command',
      'charter',
      '--config-format',
      'legacy',
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'charter: Claude Code has no configuration format "legacy".\nhint: Leave out --config-format for this agent.\n',
    );
  });
});

describe('charter hook install cline', () => {
  const path = '.clinerules/hooks/PreToolUse';

  it('writes an executable PreToolUse hook that runs charter, leaving other hooks alone', async () => {
    const root = await project({ '.clinerules/hooks/TaskStart': '#!/bin/sh\necho start\n' });
    const run = await charter(root, 'hook', 'install', 'cline', '--command', 'charter');
    expect(run.code).toBe(0);
    expect(await read(root, path)).toBe(
      "#!/bin/sh\n# Written by `charter hook install cline`: Charter validates Cline's tool calls against .charter/constitution.json.\nexec charter hook cline\n",
    );
    expect((await stat(join(root, path))).mode & 0o777).toBe(0o755);
    expect(await read(root, '.clinerules/hooks/TaskStart')).toBe('#!/bin/sh\necho start\n');
    expect((await readdir(join(root, '.clinerules/hooks'))).sort()).toEqual(['PreToolUse', 'TaskStart']);
  });

  it('changes nothing on a rerun and updates its own file', async () => {
    const root = await project();
    await charter(root, 'hook', 'install', 'cline', '--command', 'charter');
    const first = await read(root, path);
    expect((await charter(root, 'hook', 'install', 'cline', '--command', 'charter')).stdout).toContain(
      'nothing to change',
    );
    expect(await read(root, path)).toBe(first);
    await charter(root, 'hook', 'install', 'cline', '--command', 'npx charter');
    expect(await read(root, path)).toContain('\nexec npx charter hook cline\n');
  });

  it('refuses to replace a PreToolUse hook someone else wrote', async () => {
    const root = await project({ [path]: '#!/bin/sh\necho mine\n' });
    const run = await charter(root, 'hook', 'install', 'cline', '--command', 'charter');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("already exists and is not Charter's");
    expect(await read(root, path)).toBe('#!/bin/sh\necho mine\n');
  });
});

describe('charter hook install: options', () => {
  it('prints what it did as JSON with --format json', async () => {
    const root = await project();
    const run = await charter(root, 'hook', 'install', 'claude', '--command', 'charter', '--format', 'json');
    expect(JSON.parse(run.stdout)).toEqual({
      agent: 'claude',
      path: join(root, '.claude/settings.json'),
      command: 'charter hook claude',
      changed: true,
    });
  });

  it('writes into the repository root when run from a sub-directory', async () => {
    const root = await project({ '.charter/constitution.json': '{}', 'src/app/index.ts': '' });
    expect(
      (await charter(join(root, 'src/app'), 'hook', 'install', 'windsurf', '--command', 'charter')).code,
    ).toBe(0);
    expect(JSON.parse(await read(root, '.windsurf/hooks.json')).hooks.pre_run_command).toHaveLength(1);
  });

  it('refuses a configuration whose hooks are not the shape the agent reads', async () => {
    const root = await project({ '.claude/settings.json': '{"hooks": []}' });
    const run = await charter(root, 'hook', 'install', 'claude', '--command', 'charter');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"hooks" is not an object; charter leaves it as it is.');
  });

  it('rejects an agent it does not know, listing those it does', async () => {
    const root = await project();
    const run = await charter(root, 'hook', 'install', 'vim', '--command', 'charter');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('claude, cursor, copilot, windsurf, cline, kiro');
  });

  it('documents the default command and --command in --help', async () => {
    const root = await project();
    const run = await charter(root, 'hook', 'install', '--help');
    expect(run.stdout).toContain('node "<absolute path of this charter bundle>" hook <agent>');
    expect(run.stdout).toContain('--command <cmd>');
    expect(run.stdout).toContain('$ charter hook install cursor --command charter');
  });
});
