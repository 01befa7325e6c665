import type { LogLevel } from './env';

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Errors print their stack, nothing else: request bodies, cookies and headers never reach a log line. */
function describe(error: unknown): string {
  if (error === undefined) return '';
  if (error instanceof Error) return `\n${error.stack ?? `${error.name}: ${error.message}`}`;
  return ` (${typeof error})`;
}

/** One line per event on stderr (stdout stays for the "listening" line and CLI output). */
export function createLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = (line) => {
    process.stderr.write(`${line}\n`);
  },
): Logger {
  const at = (wanted: LogLevel, message: string, error?: unknown) => {
    if (RANK[wanted] < RANK[level]) return;
    write(`${new Date().toISOString()} ${wanted.toUpperCase()} ${message}${describe(error)}`);
  };
  return {
    debug: (message) => at('debug', message),
    info: (message) => at('info', message),
    warn: (message, error) => at('warn', message, error),
    error: (message, error) => at('error', message, error),
  };
}
