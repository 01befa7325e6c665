import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { UsageError } from '../exit-codes';

/** A successful tool answer: the text an agent reads, and the same facts as JSON for clients that parse. */
export function toToolResult(text: string, structured?: object): CallToolResult {
  return {
    content: [{ type: 'text', text }],
    ...(structured ? { structuredContent: structured as Record<string, unknown> } : {}),
  };
}

/** A tool error the agent can act on: the sentence, and what to do next when we know it. */
export function toToolError(message: string, hint?: string): CallToolResult {
  return { content: [{ type: 'text', text: hint ? `${message}\n${hint}` : message }], isError: true };
}

/**
 * Runs a tool's work and turns any failure into an error result, so a bad call never ends the server.
 * `hint` replaces the services' hints, which name CLI flags an agent cannot pass.
 */
export async function guarded(work: () => Promise<CallToolResult>, hint?: string): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UsageError) return toToolError(error.message, hint ?? error.hint);
    return toToolError(`Charter failed: ${error instanceof Error ? error.message : String(error)}`, hint);
  }
}
