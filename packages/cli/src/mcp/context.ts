/** What every tool and resource of the server works with. */
export interface McpContext {
  /** The repository served: where `.charter/`, PRIMER.md and the ledger live. */
  root: string;
  /** The connected client's name from its `initialize` (`clientInfo.name`), or "mcp" before or without one. */
  agentName(): string;
}

/** The ledger's "who" for what the connected agent does. */
export const toActor = (ctx: McpContext) => `agent:${ctx.agentName()}`;
