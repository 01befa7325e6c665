import { type ApiCaller, type ApiKey, api } from '@charter/core';
import { UsageError } from '../exit-codes';
import type { CliIo } from '../io';
import { readCredentials } from '../services/credentials';
import { withSignedIn } from '../services/server-client';
import { toServerTarget } from '../services/server-target';
import { type RegisterCommand, withExamples } from './context';
import { formatOption, type OutputFormat, writeJson } from './output';

interface KeysOptions {
  server?: string;
  email?: string;
  format: OutputFormat;
}

/** Runs `work` as the person of --email on --server (see withSignedIn). */
async function asPerson<T>(io: CliIo, options: KeysOptions, work: (call: ApiCaller) => Promise<T>) {
  const target = toServerTarget(io.env, options.server);
  if (!target) {
    throw new UsageError(
      'Keys live on a Charter server.',
      'Pass --server http://127.0.0.1:8787 (or set CHARTER_SERVER).',
    );
  }
  return withSignedIn(target, await readCredentials(io, options.email), work);
}

const toLine = (k: ApiKey) =>
  `${k.keyId}  ${k.isActive ? 'active  ' : 'inactive'}  ${k.kind.padEnd(7)}  ${k.name}  (used ${k.usageCount}×${k.lastUsedAt ? `, last ${k.lastUsedAt.slice(0, 10)}` : ''})\n`;

export const registerKeysCommand: RegisterCommand = (program, { io }) => {
  const keys = program
    .command('keys')
    .description(
      'Manage the agent keys of your account on a Charter server (signs in with --email and CHARTER_PASSWORD or a prompt).',
    );
  const withServer = (command: ReturnType<typeof keys.command>) =>
    command
      .option('--server <url>', 'the Charter server (env CHARTER_SERVER)')
      .option('--email <email>', 'your account (env CHARTER_EMAIL)')
      .addOption(formatOption());

  const create = withServer(
    keys
      .command('create')
      .description('Create an agent key. The secret is printed this once; Charter keeps only its hash.')
      .argument('<name>', 'what the key is for, e.g. "claude on my laptop"'),
  ).action(async (name: string, options: KeysOptions) => {
    const created = await asPerson(io, options, (call) =>
      call(api.keys.generateCharterKey, { body: { keyName: name } }),
    );
    if (options.format === 'json') return writeJson(io, created.apiKey);
    io.stdout.write(
      `Created ${created.apiKey.keyId} (${created.apiKey.name}).\n\n  ${created.apiKey.keySecret}\n\n` +
        'Copy it now: it is not shown again. Agents send it as `Authorization: Bearer …`; the CLI reads CHARTER_API_KEY.\n',
    );
  });
  withExamples(create, [
    'charter keys create "claude on my laptop" --server http://127.0.0.1:8787 --email me@example.com',
  ]);

  const list = withServer(keys.command('list').description('List your keys (never their secrets).')).action(
    async (options: KeysOptions) => {
      const { keys: all } = await asPerson(io, options, (call) => call(api.keys.list));
      if (options.format === 'json') return writeJson(io, { keys: all });
      io.stdout.write(
        all.length === 0
          ? 'No keys yet. `charter keys create <name>` makes one.\n'
          : all.map(toLine).join(''),
      );
    },
  );
  withExamples(list, [
    'CHARTER_PASSWORD=… charter keys list --server http://127.0.0.1:8787 --email me@example.com',
  ]);

  const revoke = withServer(
    keys
      .command('revoke')
      .description('Deactivate a key at once; agents using it are refused from then on.')
      .argument('<key-id>'),
  ).action(async (keyId: string, options: KeysOptions) => {
    const { key } = await asPerson(io, options, (call) => call(api.keys.deactivate, { params: { keyId } }));
    if (options.format === 'json') return writeJson(io, key);
    io.stdout.write(`Revoked ${key.keyId} (${key.name}).\n`);
  });
  withExamples(revoke, ['charter keys revoke key_7c… --server http://127.0.0.1:8787 --email me@example.com']);
};
