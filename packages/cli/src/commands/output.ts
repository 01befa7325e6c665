import { Option } from 'commander';
import { OUTPUT_FORMATS } from '../ui/formats';

export { OUTPUT_FORMATS, type OutputFormat } from '../ui/formats';

/** `-f, --format text|json`, as every command that prints results has it. */
export const formatOption = () =>
  new Option('-f, --format <format>', 'text for people, json for scripts')
    .choices(OUTPUT_FORMATS)
    .default('text');

/** The server to talk to: `--server`, else CHARTER_SERVER; undefined means work locally. */
export const serverOption = () =>
  new Option(
    '--server <url>',
    'ask this Charter server instead of the local constitution (env CHARTER_SERVER)',
  );
