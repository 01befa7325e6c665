import type { AgentCard, AgentSkill } from '@a2a-js/sdk';
import { A2A_PROTOCOL_VERSION } from '@a2a-js/sdk';

/** Where Charter's A2A JSON-RPC interface listens (the card names it; agents POST here). */
export const A2A_RPC_PATH = '/a2a/jsonrpc';

/** The skills other agents may ask of Charter; a message names one in `metadata.skill` or a data part's `skill`. */
export const CHARTER_SKILL_IDS = [
  'validate_decision',
  'constitutional_rules',
  'strategic_context',
  'request_exception',
] as const;
export type CharterSkillId = (typeof CHARTER_SKILL_IDS)[number];

const JSON_AND_TEXT = ['text/plain', 'application/json'];

function skill(id: CharterSkillId, name: string, description: string, examples: string[]): AgentSkill {
  return {
    id,
    name,
    description,
    tags: ['governance', 'charter'],
    examples,
    inputModes: JSON_AND_TEXT,
    outputModes: JSON_AND_TEXT,
    securityRequirements: [],
  };
}

const SKILLS: AgentSkill[] = [
  skill(
    'validate_decision',
    'Validate a decision',
    'Evaluates a proposed action against the key owner’s constitution and records it in their decision ledger. ' +
      'Send text, or a data part {"skill":"validate_decision","decision_type","description","proposed_action",' +
      '"metadata":{"current_dependencies","new_dependencies",…},"project_name"}. The reply carries the verdict ' +
      '(approved / warning / blocked) as a data part and a text summary.',
    [
      'Add lodash, moment and axios (the project has 49 direct dependencies)',
      '{"skill":"validate_decision","decision_type":"dependency","description":"Add 3 packages","metadata":{"current_dependencies":49,"new_dependencies":3}}',
    ],
  ),
  skill(
    'constitutional_rules',
    'Constitutional rules',
    'The key owner’s constitutional rules (id, category, mandate, rationale) and the constitution version.',
    ['{"skill":"constitutional_rules"}'],
  ),
  skill(
    'strategic_context',
    'Strategic context',
    'The key owner’s strategic insights and todos from their historical context.',
    ['{"skill":"strategic_context"}'],
  ),
  skill(
    'request_exception',
    'Request an exception',
    'Asks the owner for an exception (a "rebellion") to a blocked decision: a data part ' +
      '{"skill":"request_exception","decision_id","justification","requested_scope"?}. A person decides it.',
    [
      '{"skill":"request_exception","decision_id":"dec_…","justification":"The migration needs one more package."}',
    ],
  ),
];

/**
 * Charter's A2A agent card for the origin it is served from (the JSON-RPC URL is absolute, per A2A 1.0).
 * Served as protobuf JSON (`AgentCard.toJSON`), the wire form of A2A 1.0.
 * @example toCharterAgentCard('https://charter.example.com', '0.1.0').supportedInterfaces[0]?.url
 */
export function toCharterAgentCard(origin: string, version: string): AgentCard {
  return {
    name: 'Charter',
    description:
      'Charter governs software built with AI coding agents: ask it whether a proposed action respects the ' +
      'owner’s constitution (dependency limit, API timeouts, build budget, accessibility), read the rules and ' +
      'strategic context, and request exceptions. Authenticate with a Semi key from Charter’s Semi Integration screen.',
    supportedInterfaces: [
      {
        url: `${origin}${A2A_RPC_PATH}`,
        protocolBinding: 'JSONRPC',
        tenant: '',
        protocolVersion: A2A_PROTOCOL_VERSION,
      },
    ],
    provider: { organization: 'Charter', url: origin },
    version,
    documentationUrl: `${origin}/api/openapi.json`,
    capabilities: { streaming: false, pushNotifications: false, extensions: [], extendedAgentCard: false },
    securitySchemes: {
      bearer: {
        scheme: {
          $case: 'httpAuthSecurityScheme',
          value: {
            description:
              'A Semi key generated on Charter’s Semi Integration screen: "Authorization: Bearer <key>".',
            scheme: 'Bearer',
            bearerFormat: 'charter_sk_…',
          },
        },
      },
    },
    securityRequirements: [{ schemes: { bearer: { list: [] } } }],
    defaultInputModes: JSON_AND_TEXT,
    defaultOutputModes: JSON_AND_TEXT,
    skills: SKILLS,
    signatures: [],
  };
}
