import { toCompletion } from '@charter/core';
import type { PlannedFile } from '../services/primer/file-plan';
import type { PrimerOutcome } from '../services/primer/run-primer';
import { toThresholds } from '../services/primer/tier-constitution';
import { type OutputFormat, toJsonText } from './formats';

type Planned = Extract<PrimerOutcome, { status: 'planned' }>;

/** `charter primer --format json`: every file with its full diff, the constitution's limits, the completion. */
export function toPrimerJson({ files, constitution, input, written }: Planned) {
  return {
    files: files.map(({ path, status, diff }) => ({ path, status, diff })),
    constitution: {
      version: constitution.version,
      tier: constitution.tier,
      thresholds: toThresholds(constitution),
    },
    completion: toCompletion(input.answers),
    written,
  };
}

function toClosingLine(changed: readonly PlannedFile[], dryRun: boolean, written: boolean): string {
  const names = changed.map((file) => file.path).join(', ');
  if (changed.length === 0)
    return 'Nothing to change: the primer, agent files and constitution are up to date.\n';
  if (dryRun) return `Dry run: nothing written (${changed.length} would change: ${names}).\n`;
  if (!written) return 'Nothing written.\n';
  return `Wrote ${changed.length} file${changed.length === 1 ? '' : 's'}: ${names}.\n`;
}

/**
 * What `charter primer` did, after the plan was shown: the JSON report, or one closing line for people
 * (the plan itself is `renderPlan`, shown before the question). `stream` says where it goes.
 */
export function toPrimerReport(
  outcome: PrimerOutcome,
  format: OutputFormat,
): { stream: 'stdout' | 'stderr'; text: string } {
  if (outcome.status === 'cancelled') {
    return { stream: 'stderr', text: 'charter: interview cancelled; nothing written.\n' };
  }
  if (format === 'json') {
    return { stream: 'stdout', text: toJsonText(toPrimerJson(outcome)) };
  }
  return { stream: 'stdout', text: toClosingLine(outcome.changed, outcome.dryRun, outcome.written) };
}
