import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { EXIT, UsageError } from '../exit-codes';
import { findRepoRoot } from '../services/repo-root';
import { type RegisterCommand, withExamples } from './context';

/** `charter mcp`: the Model Context Protocol server agents call to validate, record and look up decisions. */
export const registerMcpCommand: RegisterCommand = (program, { io, setExit }) => {
  const command = program
    .command('mcp')
    .description(
      'Serve Charter to AI agents over the Model Context Protocol (stdio): validate and record decisions, request exceptions, read the primer, scan the project.',
    )
    .argument('[path]', 'a directory of the repository to serve', '.')
    .action(async (path: string) => {
      const from = resolve(io.cwd, path);
      const info = await stat(from).catch(() => undefined);
      if (!info?.isDirectory()) throw new UsageError(`${path} is not a directory.`);
      if (!io.stdin) throw new UsageError('charter mcp needs standard input to talk to its client.');
      if (io.stdin.isTTY) {
        io.stderr.write(
          'charter mcp: speaking MCP on standard input and output; an agent starts it (see --help). Ctrl-D ends it.\n',
        );
      }
      // The SDK loads only here, so every other command (and --version) starts without it.
      const { serveMcp } = await import('../mcp/server');
      await serveMcp({ root: findRepoRoot(from), stdin: io.stdin, stdout: io.stdout, stderr: io.stderr });
      setExit(EXIT.ok);
    });
  withExamples(command, [
    'charter mcp',
    'claude mcp add charter -- charter mcp',
    'npx @modelcontextprotocol/inspector charter mcp /path/to/repo',
  ]);
};
