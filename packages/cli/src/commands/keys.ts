import { toCreatedKeyReport, toKeyListReport, toRevokedKeyReport } from '../ui/keys-text';
import { toCommandBackend } from './backend';
import { type RegisterCommand, withExamples } from './context';
import { formatOption, type OutputFormat } from './output';

interface KeysOptions {
  server?: string;
  email?: string;
  format: OutputFormat;
}

export const registerKeysCommand: RegisterCommand = (program, { io }) => {
  // Keys live on a server: the local backend refuses them, with the hint to pass --server.
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
    const created = await (await toCommandBackend(io, options)).createKey(name);
    io.stdout.write(toCreatedKeyReport(created, options.format));
  });
  withExamples(create, [
    'charter keys create "claude on my laptop" --server http://127.0.0.1:8787 --email me@example.com',
  ]);

  const list = withServer(keys.command('list').description('List your keys (never their secrets).')).action(
    async (options: KeysOptions) => {
      const all = await (await toCommandBackend(io, options)).listKeys();
      io.stdout.write(toKeyListReport(all, options.format));
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
    const key = await (await toCommandBackend(io, options)).revokeKey(keyId);
    io.stdout.write(toRevokedKeyReport(key, options.format));
  });
  withExamples(revoke, ['charter keys revoke key_7c… --server http://127.0.0.1:8787 --email me@example.com']);
};
