import type { Readable, Writable } from 'node:stream';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { VERSION } from '../version';
import type { McpContext } from './context';
import { registerDecisionTools } from './decision-tools';
import { InFlightTransport } from './in-flight';
import { registerLedgerTools } from './ledger-tools';
import { readPrimer, registerProjectTools } from './project-tools';
import { registerResources } from './resources';
import { applySpecConformance } from './spec-conformance';

/** Sent to the client at initialize: many clients put it in the agent's system prompt. */
export const INSTRUCTIONS = [
  'Charter keeps this repository within its constitution (.charter/constitution.json).',
  'At the start of a session read get_primer and get_decisions.',
  'Before adding a dependency, setting an HTTP timeout, changing the build or touching accessibility, call validate_decision and follow the verdict: blocked means do not proceed; change course or call request_exception and wait for a person.',
  'Record significant choices with record_decision and their rationale. After changes, check_project shows the health score and findings.',
].join(' ');

/** The MCP server of a repository, with every tool and resource registered, not yet connected. */
export function createCharterMcpServer(root: string): McpServer {
  const server = new McpServer(
    { name: 'charter', title: 'Charter', version: VERSION },
    { instructions: INSTRUCTIONS },
  );
  const ctx: McpContext = {
    root,
    agentName: () => server.server.getClientVersion()?.name.trim() || 'mcp',
  };
  registerDecisionTools(server, ctx);
  registerLedgerTools(server, ctx);
  registerProjectTools(server, ctx);
  const { primer } = registerResources(server, ctx);
  applySpecConformance(server, {
    conditional: [
      {
        resource: primer,
        exists: () =>
          readPrimer(root).then(
            () => true,
            () => false,
          ),
        missing: 'This repository has no PRIMER.md yet: run `charter primer` to write it.',
      },
    ],
  });
  return server;
}

export interface ServeOptions {
  root: string;
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/**
 * Serves MCP over the given stdio streams until the client closes stdin. The SDK's transport does not
 * notice the end of its input itself, so we close the server then (once every request is answered); the
 * promise settles on the close.
 */
export async function serveMcp({ root, stdin, stdout, stderr }: ServeOptions): Promise<void> {
  const server = createCharterMcpServer(root);
  const transport = new InFlightTransport(new StdioServerTransport(stdin as Readable, stdout as Writable));
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
  });
  // Protocol messages only on stdout: whatever goes wrong is told on stderr.
  server.server.onerror = (error) => stderr.write(`charter mcp: ${error.message}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Answer what was already asked before closing: piped clients end stdin right after their requests.
    transport
      .idle()
      .then(() => server.close())
      .catch((error: Error) => stderr.write(`charter mcp: ${error.message}\n`));
  };
  stdin.once('end', stop);
  stdin.once('close', stop);
  await server.connect(transport);
  stderr.write(`charter mcp: serving ${root} over stdio (MCP)\n`);
  await closed;
  stdin.off('end', stop);
  stdin.off('close', stop);
}
