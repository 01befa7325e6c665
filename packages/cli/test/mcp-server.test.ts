import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charter, makeProject, removeProject } from './helpers';

/**
 * `charter mcp` end to end: the SDK's own client talks to a real child process running the CLI from source,
 * in a temporary repository whose constitution allows two dependencies and already has two.
 */

const BIN = fileURLToPath(new URL('../src/bin.ts', import.meta.url));
/** tsx resolved from here: the child runs in the temporary repository, where `--import tsx` would not resolve. */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const TOOLS = [
  'check_project',
  'get_decisions',
  'get_primer',
  'list_rebellions',
  'record_decision',
  'request_exception',
  'validate_decision',
];

const PACKAGE_JSON = JSON.stringify({
  name: 'shop',
  version: '1.0.0',
  dependencies: { zod: '^4.0.0', undici: '^7.0.0' },
});
const ADD_LEFT_PAD = {
  decision_type: 'dependency_addition',
  description: 'Add left-pad to format invoice numbers',
  proposed_action: 'pnpm add left-pad',
  metadata: { current_dependencies: 2, new_dependencies: 1, packages: ['left-pad'] },
};

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

describe('charter mcp over stdio', () => {
  let root: string;
  let client: Client;
  let stderr = '';
  const call = async (name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;

  beforeAll(async () => {
    root = await makeProject({ 'package.json': PACKAGE_JSON, 'README.md': '# Shop\n' }, { git: true });
    expect((await charter(root, 'init', '--max-deps', '2')).code).toBe(0);
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', TSX, BIN, 'mcp', root],
      cwd: root,
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    client = new Client({ name: 'test-agent', version: '1.0.0' });
    await client.connect(transport);
  }, 20_000);

  afterAll(async () => {
    await client?.close();
    await removeProject(root);
  });

  it('introduces itself with instructions and lists every tool, each with a description and input schema', async () => {
    expect(client.getServerVersion()?.name).toBe('charter');
    expect(client.getInstructions()).toMatch(/validate_decision/);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
    }
    const validate = tools.find((t) => t.name === 'validate_decision');
    expect(validate?.inputSchema.required).toEqual(['decision_type', 'description']);
    expect(validate?.outputSchema).toBeDefined();
    expect(stderr).toContain(`serving ${root}`);
  });

  it('lists and reads the constitution, and lists the primer only once PRIMER.md exists', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => [r.uri, r.mimeType]).sort()).toEqual([
      ['charter://constitution', 'application/json'],
    ]);
    const constitution = await client.readResource({ uri: 'charter://constitution' });
    expect(constitution.contents).toEqual([
      {
        uri: 'charter://constitution',
        mimeType: 'application/json',
        text: await readFile(join(root, '.charter/constitution.json'), 'utf8'),
      },
    ]);
    await expect(client.readResource({ uri: 'charter://primer' })).rejects.toThrow(/Resource not found/);
  });

  it('blocks a dependency over the limit, naming threshold and actual value, and records it', async () => {
    const result = await call('validate_decision', ADD_LEFT_PAD);
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toMatch(/^Blocked by Charter/);
    expect(textOf(result)).toMatch(/threshold 2 .*actual 3/);
    expect(textOf(result)).toContain('request_exception');
    const outcome = result.structuredContent as {
      decision_id: string;
      validation: { status: string; violated_rules: { threshold: number; actual: number }[] };
    };
    expect(outcome.validation.status).toBe('blocked');
    expect(outcome.validation.violated_rules).toContainEqual(
      expect.objectContaining({ threshold: 2, actual: 3 }),
    );
    expect(outcome).not.toHaveProperty('evaluation');
    expect(outcome).not.toHaveProperty('entry');

    const rebellion = await call('request_exception', {
      decision_id: outcome.decision_id,
      justification: 'Invoice numbers must be zero-padded for the tax office export.',
      max_value: 3,
    });
    expect(rebellion.isError).toBeFalsy();
    expect(rebellion.structuredContent).toMatchObject({
      decision_id: outcome.decision_id,
      status: 'pending',
      agent_id: 'test-agent',
      max_value: 3,
    });
    expect(textOf(rebellion)).toMatch(/pending/);

    const pending = await call('list_rebellions', { status: 'pending' });
    expect((pending.structuredContent as { rebellions: unknown[] }).rebellions).toHaveLength(1);
    const approved = await call('list_rebellions', { status: 'approved' });
    expect((approved.structuredContent as { rebellions: unknown[] }).rebellions).toEqual([]);
    expect(textOf(approved)).toBe('No approved exception requests.');
  });

  it('approves a decision within the constitution', async () => {
    const result = await call('validate_decision', {
      decision_type: 'api_configuration',
      description: 'Call the billing API with a 5 s timeout',
      metadata: { timeout_ms: 5000 },
    });
    expect(textOf(result)).toMatch(/^Approved by Charter/);
    expect(result.structuredContent).toMatchObject({
      validation: { status: 'approved' },
      rebellion_hint: null,
    });
  });

  it('records a decision with its rationale, and get_decisions returns it newest first with exception states', async () => {
    const recorded = await call('record_decision', {
      decision_type: 'architecture',
      description: 'Keep invoices in SQLite rather than Postgres',
      rationale: 'One user, one machine: a server database adds operations for nothing.',
    });
    expect(recorded.isError).toBeFalsy();
    expect(recorded.structuredContent).toMatchObject({
      rationale: 'One user, one machine: a server database adds operations for nothing.',
    });

    const history = await call('get_decisions', { limit: 2 });
    const { decisions, matching } = history.structuredContent as {
      decisions: { description: string; rationale: string | null; actor: string }[];
      matching: number;
    };
    expect(matching).toBe(3);
    expect(decisions.map((d) => d.description)).toEqual([
      'Keep invoices in SQLite rather than Postgres',
      'Call the billing API with a 5 s timeout',
    ]);
    expect(decisions[0]).toMatchObject({
      actor: 'agent:test-agent',
      rationale: expect.stringMatching(/^One user/),
    });
    expect(textOf(history)).toContain('why: One user, one machine');

    const blocked = await call('get_decisions', { status: 'blocked' });
    const [entry] = (
      blocked.structuredContent as {
        decisions: { description: string; exception_requests: { status: string }[] }[];
      }
    ).decisions;
    expect(entry?.description).toBe(ADD_LEFT_PAD.description);
    expect(entry?.exception_requests).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('answers the primer once PRIMER.md exists, and an error telling how to write it before', async () => {
    const missing = await call('get_primer');
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/no PRIMER\.md.*\n.*charter primer/);

    await writeFile(join(root, 'PRIMER.md'), '# Shop primer\n\nInvoices for one-person shops.\n');
    const primer = await call('get_primer');
    expect(primer.isError).toBeFalsy();
    expect(textOf(primer)).toBe('# Shop primer\n\nInvoices for one-person shops.\n');
    const resource = await client.readResource({ uri: 'charter://primer' });
    expect(resource.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: textOf(primer) });
  });

  it('scans the project like charter check and answers the health summary', async () => {
    await writeFile(
      join(root, 'fetcher.ts'),
      "export const load = () => fetch('https://example.com/api');\n",
    );
    const result = await call('check_project');
    expect(result.isError).toBeFalsy();
    const scan = result.structuredContent as {
      overallHealth: number;
      filesScanned: number;
      categories: { category: string }[];
      findings: { file: string }[];
      total_findings: number;
    };
    expect(scan.filesScanned).toBeGreaterThan(0);
    expect(scan.categories.map((c) => c.category)).toContain('dependencies');
    expect(scan.findings.map((f) => f.file)).toContain('fetcher.ts');
    expect(scan.total_findings).toBeGreaterThanOrEqual(scan.findings.length);
    expect(textOf(result)).toMatch(new RegExp(`^Health ${scan.overallHealth}/100 for \\.`));

    const outside = await call('check_project', { path: '../..' });
    expect(outside.isError).toBe(true);
    expect(textOf(outside)).toMatch(/outside the repository/);
  });

  it('answers bad input with an error result and keeps serving', async () => {
    const noDescription = await call('validate_decision', { decision_type: 'build', description: '   ' });
    expect(noDescription.isError).toBe(true);
    expect(textOf(noDescription)).toMatch(/description/);

    const unknown = await call('request_exception', {
      decision_id: 'dec_nope',
      justification: 'Because it is needed for the release.',
    });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/No decision dec_nope[\s\S]*get_decisions/);

    const tooMany = await call('get_decisions', { limit: 500 });
    expect(tooMany.isError).toBe(true);

    const shortWhy = await call('request_exception', { decision_id: 'dec_x', justification: 'pls' });
    expect(shortWhy.isError).toBe(true);

    expect((await call('get_decisions', { limit: 1 })).isError).toBeFalsy();
  });

  it('keeps every decision and the exception request in .charter/ledger.json', async () => {
    const ledger = JSON.parse(await readFile(join(root, '.charter/ledger.json'), 'utf8'));
    expect(ledger.decisions.map((d: { status: string }) => d.status)).toEqual([
      'blocked',
      'approved',
      'approved',
    ]);
    expect(ledger.decisions.every((d: { actor: string }) => d.actor === 'agent:test-agent')).toBe(true);
    expect(ledger.decisions[2].rationale).toMatch(/^One user/);
    expect(ledger.rebellions).toHaveLength(1);
    expect(ledger.rebellions[0].decision_id).toBe(ledger.decisions[0].decision_id);
  });
  it('reads the dependency figures from package.json when the agent only names the packages', async () => {
    const added = await call('validate_decision', {
      decision_type: 'dependency_addition',
      description: 'Add left-pad',
      metadata: { packages: ['left-pad'] },
    });
    expect(added.structuredContent).toMatchObject({
      validation: {
        status: 'blocked',
        violated_rules: expect.arrayContaining([expect.objectContaining({ threshold: 2, actual: 3 })]),
      },
    });
    // zod is declared already: installing it again adds nothing, so nothing goes over the limit.
    const again = await call('validate_decision', {
      decision_type: 'dependency_addition',
      description: 'Reinstall zod',
      metadata: { packages: ['zod@4'] },
    });
    expect(again.structuredContent).toMatchObject({ validation: { status: 'approved' } });
  });
});
