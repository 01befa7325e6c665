import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charter, makeProject, removeProject } from './helpers';

// `charter mcp` against the error cases of the MCP 2025-11-25 specification
// (modelcontextprotocol/modelcontextprotocol docs/specification/2025-11-25/server/tools.mdx "Error Handling",
// resources.mdx "Error Handling", and the "Schema Examples": schemas default to JSON Schema 2020-12), driven
// by the SDK's own Client over stdio against a real child process.

const BIN = fileURLToPath(new URL('../src/bin.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const SCHEMA_2020 = 'https://json-schema.org/draft/2020-12/schema';

/** The JSON-RPC error a request was answered with. */
async function rpcError(
  request: Promise<unknown>,
): Promise<{ code: number; message: string; data?: unknown }> {
  try {
    await request;
  } catch (error) {
    if (error instanceof McpError) return { code: error.code, message: error.message, data: error.data };
    throw error;
  }
  throw new Error('the request was answered without an error');
}

describe('charter mcp and the 2025-11-25 specification', () => {
  let root: string;
  let client: Client;

  beforeAll(async () => {
    root = await makeProject({ 'package.json': '{"name":"shop"}', 'README.md': '# Shop\n' }, { git: true });
    expect((await charter(root, 'init', '--max-deps', '2')).code).toBe(0);
    client = new Client({ name: 'spec-client', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', TSX, BIN, 'mcp', root],
        cwd: root,
        stderr: 'pipe',
      }),
    );
  }, 20_000);

  afterAll(async () => {
    await client?.close();
    await removeProject(root);
  });

  it('answers an unknown tool with the protocol error -32602, not a tool result', async () => {
    const error = await rpcError(client.callTool({ name: 'invalid_tool_name', arguments: {} }));
    expect(error.code).toBe(-32602);
    expect(error.message).toBe('MCP error -32602: Unknown tool: invalid_tool_name');
  });

  it('keeps input validation errors as tool execution errors (isError), as the spec asks', async () => {
    const result = await client.callTool({ name: 'get_decisions', arguments: { limit: 'many' } });
    expect(result.isError).toBe(true);
  });

  it('answers an unknown resource with -32002 "Resource not found" and its uri', async () => {
    const error = await rpcError(client.readResource({ uri: 'charter://nope' }));
    expect(error).toEqual({
      code: -32002,
      message: 'MCP error -32002: Resource not found',
      data: { uri: 'charter://nope' },
    });
    expect((await rpcError(client.readResource({ uri: 'file:///etc/passwd' }))).code).toBe(-32002);
  });

  it('lists charter://primer only while PRIMER.md exists, and answers its read with -32002 before', async () => {
    const before = await client.listResources();
    expect(before.resources.map((r) => r.uri)).toEqual(['charter://constitution']);
    expect(await rpcError(client.readResource({ uri: 'charter://primer' }))).toEqual({
      code: -32002,
      message: 'MCP error -32002: Resource not found',
      data: {
        uri: 'charter://primer',
        reason: 'This repository has no PRIMER.md yet: run `charter primer` to write it.',
      },
    });

    await writeFile(join(root, 'PRIMER.md'), '# Shop primer\n');
    const after = await client.listResources();
    expect(after.resources.map((r) => r.uri).sort()).toEqual(['charter://constitution', 'charter://primer']);
    const read = await client.readResource({ uri: 'charter://primer' });
    expect(read.contents).toEqual([
      { uri: 'charter://primer', mimeType: 'text/markdown', text: '# Shop primer\n' },
    ]);
  });

  it('describes every tool with JSON Schema 2020-12 input (and output) schemas that compile as such', async () => {
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThan(5);
    const ajv = new Ajv2020({ strict: false });
    for (const tool of tools) {
      expect(tool.inputSchema.$schema).toBe(SCHEMA_2020);
      expect(tool.inputSchema.type).toBe('object');
      expect(() => ajv.compile(tool.inputSchema)).not.toThrow();
      if (tool.outputSchema) {
        expect(tool.outputSchema.$schema).toBe(SCHEMA_2020);
        expect(() => ajv.compile(tool.outputSchema as object)).not.toThrow();
      }
    }
    const validate = tools.find((t) => t.name === 'validate_decision');
    expect(validate?.inputSchema.required).toEqual(['decision_type', 'description']);
    const accepts = ajv.compile(validate?.inputSchema as object);
    expect(accepts({ decision_type: 'build', description: 'Switch to tsup' })).toBe(true);
    expect(accepts({ decision_type: 'build' })).toBe(false);
  });
});
