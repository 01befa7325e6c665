import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { UsageError } from '../exit-codes';
import { PRIMER_FILE_PATH } from '../services/primer/file-plan';
import type { McpContext } from './context';
import { ProjectScanSchema, scanProject, toScanText } from './project-scan';
import { checkProjectInput } from './schemas';
import { guarded, toToolResult } from './tool-result';

/** PRIMER.md of the repository; a usage error saying how to write one when there is none. */
export async function readPrimer(root: string): Promise<string> {
  try {
    return await readFile(join(root, PRIMER_FILE_PATH), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new UsageError(
        `This repository has no ${PRIMER_FILE_PATH} yet.`,
        'Ask a person to run `charter primer` in the repository to write it; until then, follow AGENTS.md or the README.',
      );
    }
    throw new UsageError(`Could not read ${PRIMER_FILE_PATH}: ${(error as Error).message}`);
  }
}

/** get_primer and check_project: what the project is, and how healthy it is now. */
export function registerProjectTools(server: McpServer, ctx: McpContext): void {
  server.registerTool(
    'get_primer',
    {
      title: 'Read the project primer',
      description:
        'The project primer (PRIMER.md): what is being built, for whom, the stack, the constraints and the constitution’s limits in plain words. Read it at the start of a session before making decisions.',
      inputSchema: {},
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    () => guarded(async () => toToolResult(await readPrimer(ctx.root))),
  );

  server.registerTool(
    'check_project',
    {
      title: 'Scan the project for problems',
      description:
        'Run the same diagnostics as `charter check`: dependencies, HTTP timeouts, accessibility and architecture, against the constitution’s limits. Answers a 0–100 health score per category and the most severe findings (file, line, rule, fix). Run it after a change to see whether it introduced problems. Takes a few seconds on a large repository.',
      inputSchema: checkProjectInput,
      outputSchema: ProjectScanSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ path }) =>
      guarded(async () => {
        const scan = await scanProject(ctx.root, path);
        return toToolResult(toScanText(scan), scan);
      }),
  );
}
