import { Option } from 'commander';
import type { CliIo } from '../io';
import { OUTPUT_FORMATS } from '../ui/formats';

export { OUTPUT_FORMATS, type OutputFormat } from '../ui/formats';

/** `-f, --format text|json`, as every command that prints results has it. */
export const formatOption = () =>
  new Option('-f, --format <format>', 'text for people, json for scripts')
    .choices(OUTPUT_FORMATS)
    .default('text');

/** Writes a result as pretty JSON on stdout (and nothing else), for `--format json`. */
export function writeJson(io: CliIo, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** The server to talk to: `--server`, else CHARTER_SERVER; undefined means work locally. */
export const serverOption = () =>
  new Option(
    '--server <url>',
    'ask this Charter server instead of the local constitution (env CHARTER_SERVER)',
  );
