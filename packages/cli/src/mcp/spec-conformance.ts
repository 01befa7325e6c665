import type { McpServer, RegisteredResource } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

// Where the SDK (1.32) answers otherwise than the MCP 2025-11-25 specification
// (modelcontextprotocol/modelcontextprotocol docs/specification/2025-11-25/server/tools.mdx and resources.mdx):
// - tools/call of an unknown tool is a protocol error: JSON-RPC -32602 ("Unknown tool: <name>"); the SDK
//   turns it into a result with isError. Input validation errors stay tool execution errors (isError), as the
//   spec asks.
// - resources/read of an unknown resource answers -32002 "Resource not found" (with the uri in data); the SDK
//   answers -32602.
// - input and output schemas "default to JSON Schema 2020-12"; the SDK writes draft-07, so tools/list
//   describes each tool in 2020-12, from the same zod schema the SDK validates calls with.
// The SDK offers no public hook for these, so its request handlers are wrapped in place; a startup check fails
// loudly if a later SDK keeps them elsewhere (and the spec tests drive the server with the SDK's own client).

/** JSON-RPC code the 2025-11-25 resources page gives "Resource not found". */
export const RESOURCE_NOT_FOUND = -32002;

/**
 * A JSON-RPC error with the spec's own message: the SDK sends `code`, `message` and `data` of what a handler
 * throws (its McpError would prefix the message with "MCP error <code>:").
 */
export class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

type Handler = (request: { params?: Record<string, unknown> }, extra: unknown) => Promise<unknown>;

interface SdkInternals {
  _requestHandlers: Map<string, Handler>;
  _registeredTools: Record<string, { inputSchema?: unknown; outputSchema?: unknown; enabled: boolean }>;
  _registeredResources: Record<string, RegisteredResource>;
}

const to2020 = (schema: unknown, io: 'input' | 'output') =>
  z.toJSONSchema(schema as z.ZodType, { target: 'draft-2020-12', io }) as Record<string, unknown>;

export interface SpecOptions {
  /** Resources that exist only sometimes (the primer): listed and readable only while `exists()` says so. */
  conditional?: ReadonlyArray<{
    resource: RegisteredResource;
    exists: () => Promise<boolean>;
    missing: string;
  }>;
}

/** Makes a server whose tools and resources are all registered answer as the 2025-11-25 specification says. */
export function applySpecConformance(server: McpServer, options: SpecOptions = {}): void {
  const sdk = server as unknown as SdkInternals;
  const handlers = (server.server as unknown as SdkInternals)._requestHandlers;
  const original = (method: string): Handler => {
    const handler = handlers?.get(method);
    if (!handler || !sdk._registeredTools || !sdk._registeredResources) {
      throw new Error(`the MCP SDK no longer keeps its ${method} handler where Charter wraps it`);
    }
    return handler;
  };
  const callTool = original('tools/call');
  const listTools = original('tools/list');
  const listResources = original('resources/list');
  const readResource = original('resources/read');
  const conditional = options.conditional ?? [];
  const refresh = async () => {
    for (const c of conditional) c.resource.enabled = await c.exists();
  };

  handlers.set('tools/call', async (request, extra) => {
    const name = request.params?.name;
    if (typeof name !== 'string' || !sdk._registeredTools[name]?.enabled) {
      throw new ProtocolError(ErrorCode.InvalidParams, `Unknown tool: ${String(name)}`);
    }
    return callTool(request, extra);
  });

  handlers.set('tools/list', async (request, extra) => {
    const result = (await listTools(request, extra)) as { tools: { name: string }[] };
    return {
      ...result,
      tools: result.tools.map((tool) => {
        const registered = sdk._registeredTools[tool.name];
        if (!registered) return tool;
        return {
          ...tool,
          ...(registered.inputSchema ? { inputSchema: to2020(registered.inputSchema, 'input') } : {}),
          ...(registered.outputSchema ? { outputSchema: to2020(registered.outputSchema, 'output') } : {}),
        };
      }),
    };
  });

  handlers.set('resources/list', async (request, extra) => {
    await refresh();
    return listResources(request, extra);
  });

  handlers.set('resources/read', async (request, extra) => {
    await refresh();
    const uri = String(request.params?.uri ?? '');
    const gone = conditional.find(
      (c) => c.resource.enabled === false && sdk._registeredResources[uri] === c.resource,
    );
    if (gone)
      throw new ProtocolError(RESOURCE_NOT_FOUND, 'Resource not found', { uri, reason: gone.missing });
    if (!sdk._registeredResources[uri]?.enabled) {
      throw new ProtocolError(RESOURCE_NOT_FOUND, 'Resource not found', { uri });
    }
    return readResource(request, extra);
  });
}
