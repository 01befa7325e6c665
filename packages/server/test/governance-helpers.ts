import type { TestApp } from './helpers';
import { json } from './helpers';

export interface Agent {
  cookie: string;
  secret: string;
  keyId: string;
  /** A call with the bearer key. */
  call(method: string, path: string, body?: unknown): Promise<Response>;
  /** A call with the owner's session cookie. */
  owner(method: string, path: string, body?: unknown): Promise<Response>;
}

/** Signs a user up and gives them a Charter key: what an agent integration starts from. */
export async function createAgent(t: TestApp, email?: string): Promise<Agent> {
  const cookie = await t.signUp(email);
  const { apiKey } = await json<{ apiKey: { keyId: string; keySecret: string } }>(
    await t.request('POST', '/api/user/generate-charter-api-key', { cookie, body: { keyName: 'agent' } }),
  );
  return {
    cookie,
    secret: apiKey.keySecret,
    keyId: apiKey.keyId,
    call: (method, path, body) =>
      t.request(method, path, { body, headers: { authorization: `Bearer ${apiKey.keySecret}` } }),
    owner: (method, path, body) => t.request(method, path, { body, cookie }),
  };
}

/** The cited bad example: 120 direct dependencies plus 11 more is 131, against a limit of 50. */
export const DEPENDENCY_SPRAWL = {
  project_name: 'Design Platform',
  decision_type: 'dependency',
  description: 'Add the chart and animation libraries',
  metadata: { current_dependencies: 120, new_dependencies: 11 },
  agent_id: 'claude-code',
};

/** Within every limit: a 5 s timeout on a new outbound call. */
export const SAFE_CALL = {
  decision_type: 'api',
  description: 'Call the billing API with a 5 second timeout',
  metadata: { timeout_ms: 5000 },
};

/** 20 dependencies plus one: within the default limit, but past a project limit of 15. */
export const SMALL_ADDITION = {
  decision_type: 'dependency',
  description: 'Add one date library',
  metadata: { current_dependencies: 20, new_dependencies: 1 },
};
