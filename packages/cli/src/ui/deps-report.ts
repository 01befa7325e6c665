import type { ValidationStatus } from '@charter/core';
import { type DecisionOutcome, toDecisionOutcome } from '../services/decide';
import { toJsonText } from './formats';

/** `charter deps add --format json`: the verdict, the package manager's command and how the install went. */
export function toDepsJson(
  outcome: DecisionOutcome,
  command: readonly string[],
  installed: boolean,
  exitCode: number | null,
): string {
  const report = {
    outcome: toDecisionOutcome(outcome),
    command,
    installed,
    install_exit_code: exitCode,
  };
  return toJsonText(report);
}

/** Why nothing was installed (text): refused by the verdict, or a dry run and what it would have done. */
export function toNotInstalledText(
  status: ValidationStatus,
  allowed: boolean,
  command: string,
  dir: string,
): string {
  return !allowed
    ? `Not installed. Change the plan, or ask for an exception with the command above; once approved, run this again${status === 'warning' ? ' (or pass --yes to accept the advisory findings)' : ''}.\n`
    : `Dry run: would record the justification and run \`${command}\` in ${dir}.\n`;
}

export const toInstallingText = (command: string) => `Recorded the justification; running ${command}…\n`;

export const toInstallFailedText = (manager: string, why: string | number | undefined) =>
  `charter: ${manager} failed (${why}); the justification was taken back.\n`;
