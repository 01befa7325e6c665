import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AgentCard, Message, Part } from '@a2a-js/sdk';
import {
  A2A_PROTOCOL_VERSION,
  AGENT_CARD_PATH,
  AgentCard as AgentCardJson,
  Role,
  TaskState,
} from '@a2a-js/sdk';
import {
  AgentEvent,
  type AgentExecutor,
  DefaultRequestHandler,
  defaultServerCallContextBuilder,
  InMemoryTaskStore,
  JsonRpcTransportHandler,
  type RequestContext,
} from '@a2a-js/sdk/server';
import { searchKnowledge } from './knowledge';

/**
 * A small reference "Semi": an A2A 1.0 agent built with the official SDK (`@a2a-js/sdk`), served by plain
 * `node:http` through the SDK's framework-agnostic JSON-RPC handler. It answers knowledge queries from a few
 * documents, validates proposed actions by impact level, accepts strategic handoffs (as a completed task) and
 * acknowledges direct messages. Every call needs `Authorization: Bearer <apiKey>`.
 */

export const SEMI_SKILLS = [
  'direct_message',
  'knowledge_query',
  'validate_action',
  'strategic_handoff',
] as const;
type SemiSkill = (typeof SEMI_SKILLS)[number];

export interface SemiAgentOptions {
  /** The bearer key callers must send. */
  apiKey: string;
  port?: number;
  /** Loopback by default: this is a local reference agent. */
  host?: string;
  name?: string;
}

export interface SemiAgent {
  /** `http://host:port` (no trailing slash). */
  url: string;
  port: number;
  /** How many JSON-RPC calls were authenticated, by skill (tests read it). */
  calls: Record<string, number>;
  close(): Promise<void>;
}

const RPC_PATH = '/a2a/jsonrpc';
const MEDIA = ['text/plain', 'application/json'];

function toCard(origin: string, name: string): AgentCard {
  const skill = (id: SemiSkill, title: string, description: string) => ({
    id,
    name: title,
    description,
    tags: ['strategy', 'semi'],
    examples: [],
    inputModes: MEDIA,
    outputModes: MEDIA,
    securityRequirements: [],
  });
  return {
    name,
    description:
      'A reference strategic-planning agent ("Semi") for Charter: knowledge, validation by impact, handoffs.',
    supportedInterfaces: [
      {
        url: `${origin}${RPC_PATH}`,
        protocolBinding: 'JSONRPC',
        tenant: '',
        protocolVersion: A2A_PROTOCOL_VERSION,
      },
    ],
    provider: { organization: 'Charter examples', url: origin },
    version: '1.0.0',
    documentationUrl: '',
    capabilities: { streaming: false, pushNotifications: false, extensions: [], extendedAgentCard: false },
    securitySchemes: {
      bearer: {
        scheme: {
          $case: 'httpAuthSecurityScheme',
          value: { description: 'The agent’s API key', scheme: 'Bearer', bearerFormat: '' },
        },
      },
    },
    securityRequirements: [{ schemes: { bearer: { list: [] } } }],
    defaultInputModes: MEDIA,
    defaultOutputModes: MEDIA,
    skills: [
      skill('direct_message', 'Direct message', 'Acknowledges an agent-to-agent message and its priority.'),
      skill(
        'knowledge_query',
        'Knowledge query',
        'Answers from a few strategic-planning documents, citing them.',
      ),
      skill(
        'validate_action',
        'Validate an action',
        'Approves, flags or rejects a proposed action by its impact level.',
      ),
      skill(
        'strategic_handoff',
        'Strategic handoff',
        'Accepts strategic context (insights, todos, primer, constitution).',
      ),
    ],
    signatures: [],
  };
}

const text = (value: string): Part => ({
  content: { $case: 'text', value },
  metadata: undefined,
  filename: '',
  mediaType: 'text/plain',
});
const data = (value: Record<string, unknown>): Part => ({
  content: { $case: 'data', value },
  metadata: undefined,
  filename: '',
  mediaType: 'application/json',
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readMessage(message: Message) {
  const texts = message.parts.flatMap((p) => (p.content?.$case === 'text' ? [p.content.value] : []));
  const payload =
    message.parts.map((p) => (p.content?.$case === 'data' ? p.content.value : null)).find(isObject) ?? {};
  const named = message.metadata?.skill ?? payload.skill;
  const skill: SemiSkill = (SEMI_SKILLS as readonly string[]).includes(named) ? named : 'direct_message';
  return { skill, text: texts.join('\n'), payload };
}

/** Impact level → verdict: low and medium pass (medium with a note), high needs a rationale, critical a person. */
export function validateByImpact(impact: unknown, rationale: string) {
  switch (impact) {
    case 'low':
      return { status: 'approved', reason: 'Low impact: go ahead.' };
    case 'medium':
      return { status: 'approved', reason: 'Medium impact: go ahead, and note it in the release plan.' };
    case 'high':
      return rationale.trim().length >= 20
        ? {
            status: 'requires_review',
            reason: 'High impact: the rationale is noted; have a second person review it.',
          }
        : {
            status: 'rejected',
            reason: 'High impact without a rationale (20+ characters): explain why first.',
          };
    case 'critical':
      return { status: 'rejected', reason: 'Critical impact: a person must decide this, not an agent.' };
    default:
      return {
        status: 'rejected',
        reason: `Unknown impact level ${JSON.stringify(impact)}: use low, medium, high or critical.`,
      };
  }
}

const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);

function createExecutor(calls: Record<string, number>): AgentExecutor {
  return {
    async execute(request: RequestContext, bus) {
      const { skill, text: said, payload } = readMessage(request.userMessage);
      calls[skill] = (calls[skill] ?? 0) + 1;
      const reply = (parts: Part[]): Message => ({
        messageId: randomUUID(),
        contextId: request.contextId,
        taskId: skill === 'strategic_handoff' ? request.taskId : '',
        role: Role.ROLE_AGENT,
        parts,
        metadata: undefined,
        extensions: [],
        referenceTaskIds: [],
      });
      if (skill === 'strategic_handoff') {
        // A handoff is work Semi takes on: answered as a completed task with the plan as an artifact.
        const insights = count(payload.strategicInsights);
        const todos = count(payload.strategicTodos);
        const rules = count(isObject(payload.constitution) ? payload.constitution.rules : undefined);
        const summary = `Handoff accepted: ${insights} insights, ${todos} todos, ${rules} constitutional rules${
          typeof payload.primer === 'string' && payload.primer.trim() ? ', and the project primer' : ''
        }.`;
        bus.publish(
          AgentEvent.task({
            id: request.taskId,
            contextId: request.contextId,
            status: {
              state: TaskState.TASK_STATE_COMPLETED,
              message: reply([
                text(summary),
                data({ strategicInsights: insights, strategicTodos: todos, rules }),
              ]),
              timestamp: new Date().toISOString(),
            },
            artifacts: [
              {
                artifactId: randomUUID(),
                name: 'implementation-plan',
                description: 'Next steps for implementation',
                parts: [text(`Start with the ${todos} open todos, within the ${rules} rules.`)],
                metadata: undefined,
                extensions: [],
              },
            ],
            history: [request.userMessage],
            metadata: undefined,
          }),
        );
        bus.finished();
        return;
      }
      let parts: Part[];
      if (skill === 'knowledge_query') {
        const query = typeof payload.query === 'string' ? payload.query : said;
        const hits = searchKnowledge(query);
        parts = hits.length
          ? [
              text(hits.map((doc) => `${doc.title}: ${doc.text}`).join('\n\n')),
              data({ sources: hits.map((doc) => ({ id: doc.id, title: doc.title })) }),
            ]
          : [text('No document of mine covers that yet.'), data({ sources: [] })];
      } else if (skill === 'validate_action') {
        const verdict = validateByImpact(
          payload.impact,
          typeof payload.rationale === 'string' ? payload.rationale : '',
        );
        parts = [
          text(`${verdict.status}: ${verdict.reason}`),
          data({ ...verdict, impact: payload.impact ?? null }),
        ];
      } else {
        const priority = typeof payload.priority === 'string' ? payload.priority : 'normal';
        parts = [
          text(`Received (${priority} priority): ${said.slice(0, 500)}`),
          data({ received: true, priority }),
        ];
      }
      bus.publish(AgentEvent.message(reply(parts)));
      bus.finished();
    },
    async cancelTask() {},
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readBody(request: IncomingMessage, limit = 256 * 1024): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts the reference Semi on `host:port` (loopback, a free port by default).
 * @example const semi = await startSemiAgent({ apiKey: 'semi-local-key' }); console.log(semi.url)
 */
export async function startSemiAgent(options: SemiAgentOptions): Promise<SemiAgent> {
  const calls: Record<string, number> = {};
  const name = options.name ?? 'Reference Semi';
  let origin = '';
  const handler = new DefaultRequestHandler(
    toCard('http://semi.invalid', name),
    new InMemoryTaskStore(),
    createExecutor(calls),
  );
  const rpc = new JsonRpcTransportHandler(handler);

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, { 'content-type': 'application/json', ...headers })
        .end(JSON.stringify(body));
    try {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      if (request.method === 'GET' && path === `/${AGENT_CARD_PATH}`) {
        return send(200, AgentCardJson.toJSON(toCard(origin, name)));
      }
      if (request.method !== 'POST' || path !== RPC_PATH) return send(404, { error: 'Not found' });
      const auth = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(auth, options.apiKey)) {
        return send(401, { error: 'Invalid or missing API key.' }, { 'www-authenticate': 'Bearer' });
      }
      const body = await readBody(request);
      if (body === null) return send(413, { error: 'Request too large.' });
      const version = request.headers['a2a-version'];
      const context = defaultServerCallContextBuilder({
        extensions: undefined,
        user: undefined,
        headers: {},
        requestedVersion: typeof version === 'string' ? version : undefined,
      });
      const result = await rpc.handle(body, context);
      if (Symbol.asyncIterator in result) {
        await result.return(undefined);
        return send(200, {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32004, message: 'Streaming is not supported.' },
        });
      }
      return send(200, result);
    } catch {
      if (!response.headersSent) send(500, { error: 'Internal error.' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port, address } = server.address() as AddressInfo;
  origin = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  return {
    url: origin,
    port,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
