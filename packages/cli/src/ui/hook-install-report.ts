import { AGENT_ADAPTERS } from '../hooks/agents/index';
import type { InstallHookResult } from '../hooks/install-hook';
import { type OutputFormat, toJsonText } from './formats';

/** What `charter hook install` did to the agent's configuration: JSON, or one sentence naming the file. */
export function toHookInstallReport(result: InstallHookResult, format: OutputFormat): string {
  if (format === 'json') return toJsonText(result);
  const title = AGENT_ADAPTERS[result.agent].title;
  return result.changed
    ? `charter: ${title} now runs \`${result.command}\` before its actions (${result.path}).\n`
    : `charter: ${result.path} already runs \`${result.command}\`; nothing to change.\n`;
}
