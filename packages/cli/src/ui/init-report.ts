import type { InitOutcome } from '../services/init';
import { type OutputFormat, toJsonText } from './formats';

/** What `charter init` did, as JSON for scripts or one sentence for people; `stream` says where it goes. */
export function toInitReport(
  outcome: InitOutcome,
  format: OutputFormat,
): { stream: 'stdout' | 'stderr'; text: string } {
  if (outcome.status === 'kept') {
    return format === 'json'
      ? { stream: 'stdout', text: toJsonText({ status: 'kept' }) }
      : { stream: 'stderr', text: 'charter: kept the existing constitution.\n' };
  }
  const { constitution, files, tier } = outcome;
  const thresholds = constitution.rules.filter((rule) => rule.threshold !== undefined);
  if (format === 'json') {
    const result = {
      status: outcome.status,
      files,
      tier,
      version: constitution.version,
      limits: thresholds.map((rule) => ({
        ruleId: rule.id,
        threshold: rule.threshold,
        unit: rule.unit ?? null,
      })),
    };
    return { stream: 'stdout', text: toJsonText(result) };
  }
  const limits = thresholds
    .map((rule) => `${rule.id} ≤ ${rule.threshold}${rule.unit ? ` ${rule.unit}` : ''}`)
    .join(', ');
  const [constitutionFile, schemaFile, ledgerFile] = files;
  return {
    stream: 'stdout',
    text:
      `${outcome.status === 'created' ? 'Created' : 'Replaced'} ${constitutionFile} (${tier} tier, ` +
      `version ${constitution.version}: ${limits}), ${schemaFile} and ${ledgerFile}.\n`,
  };
}
