import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FINDING_SEVERITIES } from '@charter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import cliPackage from '../package.json' with { type: 'json' };
import {
  CLEAN_PROJECT,
  charter,
  constitutionJustifying,
  makeProject,
  parseCheckArgs,
  removeProject,
} from './helpers';

/**
 * examples/github-actions/.github/workflows/charter.yml, parsed with the `yaml` package: its jobs and steps,
 * and every `charter …` command line in it parsed by the CLI's own commander definition (so a renamed option
 * or a format that no longer exists fails here), then run for real on a project with a blocking finding.
 */
const workflowPath = new URL(
  '../../../examples/github-actions/.github/workflows/charter.yml',
  import.meta.url,
).pathname;

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  if?: string;
}
interface Job {
  if?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}

async function loadWorkflow() {
  return parse(await readFile(workflowPath, 'utf8')) as {
    on: Record<string, unknown>;
    env: Record<string, string>;
    jobs: Record<string, Job>;
  };
}

/** The `charter …` commands of a `run:` line, split into words (the line uses no quoting beyond "$VAR"). */
function charterCommands(run: string): string[][] {
  return run
    .split(/\|\||&&|;|\n/)
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0] === 'charter')
    .map((words) => words.slice(1).map((word) => word.replace(/^"(.*)"$/, '$1')));
}

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});

describe('examples/github-actions', () => {
  it('uploads SARIF from `charter check --format sarif` to code scanning', async () => {
    const workflow = await loadWorkflow();
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    // The version installed is the CLI's own.
    expect(workflow.env.CHARTER_VERSION).toBe(cliPackage.version);
    const job = workflow.jobs['code-scanning'];
    expect(job?.permissions?.['security-events']).toBe('write');
    const steps = job?.steps ?? [];
    const uses = steps.map((step) => step.uses?.split('@')[0]).filter(Boolean);
    expect(uses).toEqual(['actions/checkout', 'actions/setup-node', 'github/codeql-action/upload-sarif']);
    const install = steps.findIndex((step) => step.run?.includes(`${cliPackage.name}@\${CHARTER_VERSION}`));
    const check = steps.findIndex((step) => step.run && charterCommands(step.run)[0]?.[0] === 'check');
    const upload = steps.findIndex((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@'));
    expect(install).toBeGreaterThan(-1);
    expect(check).toBeGreaterThan(install);
    expect(upload).toBeGreaterThan(check);

    const options = await parseCheckArgs(charterCommands(steps[check]?.run ?? '')[0] ?? []);
    expect(options?.format).toBe('sarif');
    expect(steps[upload]?.with?.sarif_file).toBe(options?.output);
    // Findings (exit 1) still reach code scanning; a usage or internal error (2) fails the step.
    expect(steps[check]?.run).toMatch(/\|\| \[ \$\? -eq 1 \]$/);
  });

  it('has a pull-request job whose check fails on a blocking finding', async () => {
    const workflow = await loadWorkflow();
    const gate = workflow.jobs.gate;
    expect(gate?.if).toBe("github.event_name == 'pull_request'");
    const run = gate?.steps.find((step) => step.run?.startsWith('charter '))?.run ?? '';
    expect(run).not.toContain('||');
    const args = charterCommands(run)[0] ?? [];
    const options = await parseCheckArgs(args);
    expect(FINDING_SEVERITIES).toContain(options?.failOn);
    expect(options?.format).toBe('markdown');
  });

  it('every charter command line in the workflow parses with the CLI, and a bad one would not', async () => {
    const workflow = await loadWorkflow();
    const lines = Object.values(workflow.jobs).flatMap((job) =>
      job.steps.flatMap((step) => (step.run ? charterCommands(step.run) : [])),
    );
    expect(lines.length).toBe(2);
    for (const args of lines) expect(await parseCheckArgs(args)).toBeDefined();
    await expect(parseCheckArgs(['check', '--format', 'sarif2'])).rejects.toThrow(/sarif2/);
    await expect(parseCheckArgs(['check', '--sarif'])).rejects.toThrow(/unknown option/);
  });

  it('the workflow commands behave as its comments say on a project with a blocking finding', async () => {
    const workflow = await loadWorkflow();
    const root = await makeProject({
      ...CLEAN_PROJECT,
      '.charter/constitution.json': constitutionJustifying('zod'),
      'src/api.ts': 'export const load = (url: string) => fetch(url);\n',
    });
    roots.push(root);
    const [sarifArgs] = charterCommands(
      workflow.jobs['code-scanning']?.steps.find((s) => s.run?.startsWith('charter'))?.run ?? '',
    );
    const sarifRun = await charter(root, ...(sarifArgs ?? []));
    expect(sarifRun.code).toBe(1);
    const sarif = JSON.parse(await readFile(join(root, 'charter.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(JSON.stringify(sarif.runs[0].results)).toContain('perf/http-timeout-missing');

    const [gateArgs] = charterCommands(
      workflow.jobs.gate?.steps.find((s) => s.run?.startsWith('charter'))?.run ?? '',
    );
    const summary = join(root, 'summary.md');
    const gateRun = await charter(
      root,
      ...(gateArgs ?? []).map((word) => word.replace('$GITHUB_STEP_SUMMARY', summary)),
    );
    expect(gateRun.code).toBe(1);
    expect(await readFile(summary, 'utf8')).toContain('perf/http-timeout-missing');
  });
});
