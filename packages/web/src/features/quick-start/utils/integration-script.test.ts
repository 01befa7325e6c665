/// <reference types="node" />
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAgentPrompt,
  buildEnvLines,
  buildIntegrationScript,
  INTEGRATION_SCRIPT_FILENAME,
} from './integration-script';

const KEY = 'charter_sk_test-key';

interface Received {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: {
    project_name?: string;
    decision_type?: string;
    description?: string;
    metadata?: Record<string, unknown>;
  };
}

/** A tiny stand-in for /api/external/validate: blocks more than 50 dependencies, approves the rest. */
function startFakeCharter(received: Received[]): Promise<Server> {
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return JSON.parse(text) as Received['body'];
  };
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/api/external/validate') {
      response.writeHead(404).end();
      return;
    }
    if (request.headers.authorization !== `Bearer ${KEY}`) {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'Invalid API key.', code: 'UNAUTHENTICATED' }));
      return;
    }
    const body = await readBody(request);
    received.push({
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      body,
    });
    const total =
      Number(body.metadata?.current_dependencies ?? 0) + Number(body.metadata?.new_dependencies ?? 0);
    const blocked = total > 50;
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({
        success: true,
        decision_id: blocked ? 'dec_blocked' : 'dec_ok',
        constitution_version: '1.0.0',
        project: null,
        constitutional_validation: {
          status: blocked ? 'blocked' : 'approved',
          score: blocked ? 30 : 100,
          risk: blocked ? 'HIGH' : 'LOW',
          violated_rules: blocked
            ? [
                {
                  ruleId: 'max-dependencies',
                  message: `${total} direct dependencies exceed the limit of 50.`,
                },
              ]
            : [],
          waived_rules: [],
          recommendations: blocked ? ['Remove unused packages first.'] : [],
          exception: null,
        },
        ...(blocked
          ? {
              exception_request: {
                method: 'POST',
                path: '/api/constitutional/rebellions',
                decision_id: 'dec_blocked',
                hint: 'File a rebellion.',
              },
            }
          : {}),
      }),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function runScript(file: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [file, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 20_000 },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: unknown }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('the generated integration script, run with node', () => {
  const received: Received[] = [];
  let server: Server;
  let dir: string;
  let file: string;
  let url: string;

  beforeAll(async () => {
    server = await startFakeCharter(received);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = await mkdtemp(join(tmpdir(), 'charter-quick-start-'));
    file = join(dir, INTEGRATION_SCRIPT_FILENAME);
    await writeFile(
      file,
      buildIntegrationScript({
        projectName: 'Invoice "Tracker"',
        description: 'Invoices for\nfreelancers',
        origin: 'http://charter.invalid',
      }),
    );
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('prints the blocked verdict and exits 1 when Charter blocks the decision', async () => {
    const result = await runScript(
      file,
      [
        'Install 75 packages',
        '{"decision_type":"dependency_addition","current_dependencies":20,"new_dependencies":55}',
      ],
      { CHARTER_API_KEY: KEY, CHARTER_URL: `${url}/` },
    );
    expect(result.code).toBe(1);
    const printed = JSON.parse(result.stdout);
    expect(printed.status).toBe('blocked');
    expect(printed.decision_id).toBe('dec_blocked');
    expect(printed.violated_rules[0].ruleId).toBe('max-dependencies');
    expect(printed.exception_request.path).toBe('/api/constitutional/rebellions');

    const last = received.at(-1)!;
    expect(last.authorization).toBe(`Bearer ${KEY}`);
    expect(last.body).toEqual({
      project_name: 'Invoice "Tracker"',
      decision_type: 'dependency_addition',
      description: 'Install 75 packages',
      metadata: { decision_type: 'dependency_addition', current_dependencies: 20, new_dependencies: 55 },
    });
  });

  it('prints the approved verdict and exits 0 when Charter approves', async () => {
    const result = await runScript(
      file,
      ['Add the 21st dependency', '{"current_dependencies":20,"new_dependencies":1}'],
      {
        CHARTER_API_KEY: KEY,
        CHARTER_URL: url,
      },
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).status).toBe('approved');
  });

  it('sends one Idempotency-Key per call (issue 12: every creating call happens once)', async () => {
    const env = { CHARTER_API_KEY: KEY, CHARTER_URL: url };
    await runScript(file, ['Add one', '{"new_dependencies":1}'], env);
    await runScript(file, ['Add one', '{"new_dependencies":1}'], env);
    const [first, second] = received.slice(-2).map((r) => r.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('treats an unreachable server or a refused key as an error, never as approval', async () => {
    const unreachable = await runScript(file, ['Add one package'], {
      CHARTER_API_KEY: KEY,
      CHARTER_URL: 'http://127.0.0.1:9',
    });
    expect(unreachable.code).toBe(2);
    expect(JSON.parse(unreachable.stdout)).toEqual({ status: 'error', error: 'Could not validate decision' });

    const refused = await runScript(file, ['Add one package'], {
      CHARTER_API_KEY: 'wrong',
      CHARTER_URL: url,
    });
    expect(refused.code).toBe(2);
    expect(JSON.parse(refused.stdout)).toMatchObject({
      status: 'error',
      error: 'Could not validate decision',
    });

    const noKey = await runScript(file, ['Add one package'], { CHARTER_URL: url });
    expect(noKey.code).toBe(2);
    expect(JSON.parse(noKey.stdout)).toEqual({ status: 'error', error: 'CHARTER_API_KEY is not set' });
  });

  it('explains its usage without a description', async () => {
    const result = await runScript(file, [], { CHARTER_API_KEY: KEY, CHARTER_URL: url });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`Usage: node ${INTEGRATION_SCRIPT_FILENAME}`);
  });
});

describe('quick start texts', () => {
  it('gives the env lines with this server as CHARTER_URL', () => {
    expect(buildEnvLines('https://charter.example')).toBe(
      'CHARTER_API_KEY=<your key>\nCHARTER_URL=https://charter.example',
    );
  });

  it('tells the agent when to validate and how to file a rebellion', () => {
    const prompt = buildAgentPrompt({ projectName: 'Recipe Box', origin: 'https://charter.example' });
    expect(prompt).toContain('"Recipe Box"');
    expect(prompt).toMatch(/dependency/);
    expect(prompt).toMatch(/timeout/);
    expect(prompt).toMatch(/accessibility/);
    expect(prompt).toContain('POST https://charter.example/api/constitutional/rebellions');
  });
});
