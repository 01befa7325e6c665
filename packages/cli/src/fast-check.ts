import { FINDING_SEVERITIES } from '@charter/core';
import { type CheckCommandOptions, runCheckCommand } from './commands/check-run';
import { type CliIo, defaultIo } from './io';
import { reportFailure } from './report-failure';
import { REPORT_FORMATS } from './ui/formats';

/**
 * `charter check` straight from the entry point, for the plain calls a script or a person types (a path, the
 * check's flags with valid values): they skip commander, whose loading and program cost every check about 47 M
 * instructions (callgrind, bench fixture; issue 15). Anything else — help, `--changed` (its optional value),
 * `--debug`, a repeated word, a bad value, an unknown flag — answers null and goes through the program
 * (commands/check.ts), which reads and reports it. Both run `runCheckCommand` with the same options.
 */
const FLAGS: Record<string, 'build' | 'updateBaseline' | 'quiet' | 'includeTests'> = {
  '--build': 'build',
  '--update-baseline': 'updateBaseline',
  '--quiet': 'quiet',
  '-q': 'quiet',
  '--include-tests': 'includeTests',
};

const VALUES: Record<string, 'format' | 'output' | 'failOn' | 'baseline'> = {
  '--format': 'format',
  '-f': 'format',
  '--output': 'output',
  '-o': 'output',
  '--fail-on': 'failOn',
  '--baseline': 'baseline',
};

/** Whether `value` is one `key` takes; commander's choices and severity parser decide the rest. */
function isValid(key: (typeof VALUES)[string], value: string): boolean {
  if (value === '' || value.startsWith('-')) return false;
  if (key === 'format') return (REPORT_FORMATS as readonly string[]).includes(value);
  if (key === 'failOn') return (FINDING_SEVERITIES as readonly string[]).includes(value);
  return true;
}

/** The path and options commander would hand the check's action for `args` (argv after node and the script), or null. */
export function toFastCheckCall(
  args: readonly string[],
): { path: string; options: CheckCommandOptions } | null {
  const [command, ...rest] = args;
  if (command !== 'check') return null;
  const options: CheckCommandOptions = { format: 'text', failOn: 'high' };
  const seen = new Set<string>();
  let path: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i] as string;
    if (!word.startsWith('-')) {
      if (path !== undefined) return null;
      path = word;
      continue;
    }
    const equals = word.startsWith('--') ? word.indexOf('=') : -1;
    const name = equals === -1 ? word : word.slice(0, equals);
    const flag = FLAGS[name];
    const key = VALUES[name];
    const option = flag ?? key;
    if (!option || seen.has(option)) return null;
    seen.add(option);
    if (flag) {
      if (equals !== -1) return null;
      options[flag] = true;
      continue;
    }
    if (!key) return null;
    const value = equals === -1 ? rest[++i] : word.slice(equals + 1);
    if (value === undefined || !isValid(key, value)) return null;
    Object.assign(options, { [key]: value });
  }
  return { path: path ?? '.', options };
}

/** Runs the check with the process's streams, reporting a failure as `main` does. */
export async function runFastCheck(
  call: { path: string; options: CheckCommandOptions },
  io: CliIo = defaultIo(),
): Promise<number> {
  try {
    return await runCheckCommand(io, call.path, call.options);
  } catch (error) {
    return reportFailure(io, error, io.env?.CHARTER_DEBUG === '1');
  }
}
