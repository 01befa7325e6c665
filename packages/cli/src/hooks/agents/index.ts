import type { AgentAdapter, HookAgent } from '../types';
import { claude } from './claude';
import { cline } from './cline';
import { copilot } from './copilot';
import { cursor } from './cursor';
import { kiro } from './kiro';
import { windsurf } from './windsurf';

/** Every agent's adapter, by the name `charter hook <agent>` takes. */
export const AGENT_ADAPTERS: Readonly<Record<HookAgent, AgentAdapter>> = {
  claude,
  cursor,
  copilot,
  windsurf,
  cline,
  kiro,
};
