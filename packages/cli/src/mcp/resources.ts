import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { McpServer, RegisteredResource } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CONSTITUTION_PATH, readConstitution } from '../services/constitution-file';
import { getConstitution } from '../services/decide';
import type { McpContext } from './context';
import { readPrimer } from './project-tools';

export const PRIMER_URI = 'charter://primer';
export const CONSTITUTION_URI = 'charter://constitution';

/**
 * The primer and the constitution, for clients that attach resources to the agent's context. Answers the
 * primer's registration: it is listed and readable only while PRIMER.md exists (see spec-conformance).
 */
export function registerResources(server: McpServer, ctx: McpContext): { primer: RegisteredResource } {
  const primer = server.registerResource(
    'primer',
    PRIMER_URI,
    {
      title: 'Project primer',
      description:
        'PRIMER.md: what the project is, its stack, constraints and limits, written by `charter primer`.',
      mimeType: 'text/markdown',
    },
    async (uri) => {
      const text = await readPrimer(ctx.root);
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] };
    },
  );

  server.registerResource(
    'constitution',
    CONSTITUTION_URI,
    {
      title: 'Constitution',
      description:
        'The rules decisions are validated against: .charter/constitution.json, or the standard default when the repository has none.',
      mimeType: 'application/json',
    },
    async (uri) => {
      // The file as its owner keeps it (checked first, so a broken one is an error), else the default that applies.
      const own = await readConstitution(ctx.root);
      const text = own
        ? await readFile(join(ctx.root, CONSTITUTION_PATH), 'utf8')
        : `${JSON.stringify(await getConstitution(ctx.root), null, 2)}\n`;
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text }] };
    },
  );
  return { primer };
}
