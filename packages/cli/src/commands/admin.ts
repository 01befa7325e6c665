import { join } from 'node:path';
import { MIN_PASSWORD_LENGTH } from '@charter/core';
import { execa } from 'execa';
import { EXIT, UsageError } from '../exit-codes';
import type { CliIo } from '../io';
import { findServerInstall } from '../services/charter-install';
import { type RegisterCommand, withExamples } from './context';

/** The new admin's password: CHARTER_ADMIN_PASSWORD, else asked twice on a terminal. */
async function readNewPassword(io: CliIo): Promise<string> {
  const fromEnv = io.env?.CHARTER_ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (io.stdin?.isTTY !== true) {
    throw new UsageError(
      'No password for the admin.',
      'Set CHARTER_ADMIN_PASSWORD when there is no terminal to ask on.',
    );
  }
  const { password } = await import('@inquirer/prompts');
  const streams = { input: io.stdin as NodeJS.ReadableStream, output: io.stderr as NodeJS.WritableStream };
  const first = await password(
    {
      message: 'Admin password',
      mask: true,
      validate: (value) =>
        value.length >= MIN_PASSWORD_LENGTH || `At least ${MIN_PASSWORD_LENGTH} characters.`,
    },
    streams,
  );
  const again = await password({ message: 'Again', mask: true }, streams);
  if (first !== again) throw new UsageError('The two passwords differ.');
  return first;
}

/**
 * The environment for the store: the caller's, without the start-up admin pair — the server refuses one
 * half of it, and the password has already been read (it travels on stdin).
 */
function toServerEnv(io: CliIo): Record<string, string | undefined> {
  const { CHARTER_ADMIN_EMAIL: _email, CHARTER_ADMIN_PASSWORD: _password, ...env } = io.env ?? {};
  return env;
}

export const registerAdminCommand: RegisterCommand = (program, { io, setExit }) => {
  const admin = program.command('admin').description('Administer a Charter server’s store.');
  const create = admin
    .command('create')
    .description(
      'Create an admin (or set its password) in the store the server uses (CHARTER_STORE, CHARTER_DATA_DIR, REDIS_URL). With the fs store, stop the server first: it holds the data directory.',
    )
    .requiredOption('-e, --email <email>', 'the admin’s email address')
    .action(async (options: { email: string }) => {
      const password = await readNewPassword(io);
      const install = findServerInstall();
      // A checkout runs the sources (tsx resolves from its root); a package its compiled create-admin.js.
      const [args, cwd] =
        install.kind === 'checkout'
          ? [
              ['--import', 'tsx', join(install.root, 'packages', 'server', 'src', 'create-admin.ts')],
              install.root,
            ]
          : [[join(install.serverDir, 'create-admin.js')], io.cwd];
      // The password goes over stdin: never in argv, where process lists would show it.
      const result = await execa(process.execPath, [...args, options.email], {
        cwd,
        env: toServerEnv(io),
        extendEnv: false,
        input: password,
        reject: false,
      });
      if (result.stdout) io.stdout.write(`${result.stdout}\n`);
      if (result.exitCode !== 0) {
        io.stderr.write(`charter: ${result.stderr.trim() || 'could not create the admin'}\n`);
        setExit(EXIT.usage);
      }
    });
  withExamples(create, [
    'charter admin create --email ops@example.com',
    'CHARTER_ADMIN_PASSWORD=… CHARTER_DATA_DIR=/srv/charter charter admin create --email ops@example.com',
  ]);
};
