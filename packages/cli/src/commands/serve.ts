import { join, resolve } from 'node:path';
import { Option } from 'commander';
import { execa } from 'execa';
import { findServerInstall } from '../services/charter-install';
import { type RegisterCommand, withExamples } from './context';
import { parsePositiveInteger } from './parse-options';

interface ServeOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  store?: 'fs' | 'memory' | 'redis';
}

/**
 * `charter serve`: in a Charter checkout, `pnpm start` under another name (builds the console and the server
 * when stale, then runs them); from an installed package, the compiled server inside it with plain node.
 */
export const registerServeCommand: RegisterCommand = (program, { io, setExit }) => {
  const command = program
    .command('serve')
    .description(
      'Start the Charter server and web console (in a checkout, the same as `pnpm start`); Ctrl-C stops it.',
    )
    .option('-p, --port <port>', 'port (env PORT, default 8787)', parsePositiveInteger('--port', 65_535))
    .option('--host <host>', 'interface (env HOST, default 127.0.0.1)')
    .option(
      '--data-dir <dir>',
      'where the fs store keeps its data (env CHARTER_DATA_DIR, default ~/.charter/data)',
    )
    .addOption(new Option('--store <kind>', 'store (env CHARTER_STORE)').choices(['fs', 'memory', 'redis']))
    .action(async (options: ServeOptions) => {
      const install = findServerInstall();
      const env = {
        ...(options.port ? { PORT: String(options.port) } : {}),
        ...(options.host ? { HOST: options.host } : {}),
        // Relative to where charter was called, not to where the server runs.
        ...(options.dataDir ? { CHARTER_DATA_DIR: resolve(io.cwd, options.dataDir) } : {}),
        ...(options.store ? { CHARTER_STORE: options.store } : {}),
      };
      const [args, cwd] =
        install.kind === 'checkout'
          ? [[join(install.root, 'scripts', 'start.mjs')], install.root]
          : [['--enable-source-maps', join(install.serverDir, 'main.js')], io.cwd];
      const child = execa(process.execPath, args, {
        cwd,
        env: { ...io.env, ...env },
        extendEnv: false,
        reject: false,
        stdin: 'ignore',
      });
      child.stdout?.on('data', (chunk: Buffer) => io.stdout.write(chunk));
      child.stderr?.on('data', (chunk: Buffer) => io.stderr.write(chunk));
      const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
      const onInt = forward('SIGINT');
      const onTerm = forward('SIGTERM');
      process.on('SIGINT', onInt);
      process.on('SIGTERM', onTerm);
      try {
        const result = await child;
        setExit(result.exitCode ?? (result.signal ? 0 : 1));
      } finally {
        process.off('SIGINT', onInt);
        process.off('SIGTERM', onTerm);
      }
    });
  withExamples(command, [
    'charter serve',
    'charter serve --port 9000 --data-dir ./charter-data',
    'charter serve --store memory',
  ]);
};
