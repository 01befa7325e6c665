import { SOURCES as S } from './practices/sources';
import type { Pattern } from './schema';

// The date these entries were last read against their sources.
const REVIEWED = '2026-11-21';

/**
 * Six proven architectural patterns, one per pattern category. No success rates or project counts: the server
 * computes usage from its own ledger, so a figure here could only be invented.
 */
export const PATTERNS: readonly Pattern[] = [
  {
    id: 'server-sessions-httponly-cookies',
    name: 'Server-side sessions in HttpOnly cookies with slow password hashing',
    category: 'authentication',
    status: 'proven',
    description:
      'The browser holds only a random session id in an HttpOnly, Secure, SameSite=Lax cookie; the session record lives on the server, so logout and revocation take effect at once. Passwords are stored as scrypt or Argon2id hashes.',
    implementation:
      'On login, verify the password against its salted scrypt/Argon2id hash with a constant-time comparison, create a session record (random 256-bit id, user id, expiry) in the shared store, and set the cookie. Each request looks the id up; logout deletes the record. Rotate the id on login and privilege change, and keep sessions in a store every instance shares.',
    benefits: [
      'Revocable at once: deleting the record ends the session everywhere',
      'Not readable by JavaScript, so XSS cannot steal the session token',
      'A leaked user table does not reveal passwords',
      'No token-signing keys to manage or rotate',
    ],
    antipatterns: [
      'Long-lived JWTs in localStorage that cannot be revoked',
      'Passwords stored in plain text or hashed with MD5/SHA-256',
      'Session ids from Math.random or sequential counters',
      'Sessions kept in one process’s memory behind a load balancer',
    ],
    dependencies: [],
    codeExample: `import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return \`scrypt$\${salt.toString('hex')}$\${scryptSync(password, salt, 64).toString('hex')}\`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [, salt, hash] = stored.split('$');
  const expected = Buffer.from(hash ?? '', 'hex');
  const actual = scryptSync(password, Buffer.from(salt ?? '', 'hex'), expected.length);
  return expected.length > 0 && timingSafeEqual(actual, expected);
}

export async function login(store: SessionStore, userId: string, now: Date) {
  const id = randomBytes(32).toString('base64url');
  await store.put(id, { userId, expiresAt: new Date(now.getTime() + 7 * 864e5).toISOString() });
  return \`sid=\${id}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=604800\`;
}`,
    lastValidated: REVIEWED,
    validationNotes:
      'Checked against the OWASP Session Management and Password Storage cheat sheets and the Node.js crypto documentation (scrypt is built in, so the pattern needs no package).',
    keywords: [
      'session',
      'sessions',
      'cookie',
      'httponly',
      'login',
      'logout',
      'password',
      'authentication',
      'sign in',
      'scrypt',
      'argon2',
      'bcrypt',
      'jwt',
    ],
    sources: [S.owaspSessions, S.owaspPasswordStorage, S.nodeCrypto],
  },
  {
    id: 'repository-over-connection-pool',
    name: 'Repositories over a shared connection pool, schema by migrations',
    category: 'database',
    status: 'proven',
    description:
      'One bounded pool per process; small repository modules own the SQL for one aggregate and use parameterised queries; the schema changes only through versioned migrations run in transactions.',
    implementation:
      'Create the pool once from validated config (max connections, connection timeout, statement_timeout). Each repository takes a `Queryable` (the pool or a transaction client) so multi-step writes can share a transaction. Migrations are numbered SQL files applied in BEGIN/COMMIT at deploy and recorded in a table. Routes call repositories, never the driver.',
    benefits: [
      'SQL lives in one place per aggregate and is easy to review for indexes and injection',
      'Connection count is bounded regardless of traffic',
      'Transactions compose because repositories accept a client',
      'Every environment has the same schema history',
    ],
    antipatterns: [
      'A new connection per request',
      'SQL built by string concatenation',
      'Queries inside loops (N+1)',
      'Hand-edited production schemas',
    ],
    dependencies: ['pg'],
    codeExample: `import { Pool, type PoolClient } from 'pg';

type Queryable = Pick<Pool | PoolClient, 'query'>;

export const pool = new Pool({ connectionString: env.DATABASE_URL, max: 10, connectionTimeoutMillis: 5_000 });

export const usersRepository = {
  async findByEmail(db: Queryable, email: string) {
    const { rows } = await db.query('SELECT id, email, password_hash FROM users WHERE email = $1', [email]);
    return rows[0] ?? null;
  },
};

export async function inTransaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}`,
    lastValidated: REVIEWED,
    validationNotes:
      'Checked against the node-postgres pooling, queries and transactions guides and the PostgreSQL documentation on transactions and indexes.',
    keywords: [
      'database',
      'postgres',
      'postgresql',
      'sql',
      'query',
      'queries',
      'repository',
      'connection pool',
      'pool',
      'migration',
      'migrations',
      'orm',
      'transaction',
    ],
    sources: [S.nodePostgresPooling, S.nodePostgresTransactions, S.owaspSqlInjection, S.pgTransactions],
  },
  {
    id: 'health-checked-rolling-deploy',
    name: 'Health-checked rolling deploy with graceful shutdown',
    category: 'deployment',
    status: 'proven',
    description:
      'Immutable, versioned artifacts are rolled out a few instances at a time; each new instance receives traffic only after its readiness check passes, and each old one drains its requests on SIGTERM before exiting.',
    implementation:
      'CI builds one image tagged with the commit. The platform starts new instances, polls GET /api/health (200 only when the store and pools are ready), shifts traffic, then sends SIGTERM to old instances, which stop accepting connections, finish in-flight requests and close pools within the grace period. Schema changes follow expand–contract so old and new versions coexist; rollback redeploys the previous tag.',
    benefits: [
      'No dropped requests during deploys or scale-downs',
      'A broken release never receives traffic if it fails readiness',
      'One-command rollback to the previous artifact',
    ],
    antipatterns: [
      'process.exit() on SIGTERM',
      'Health checks that always return 200',
      'Building on the production server',
      'Renaming a column in the same release that stops using it',
    ],
    dependencies: [],
    codeExample: `let ready = false;

const server = http.createServer((req, res) => {
  if (req.url === '/api/health') {
    res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ ok: ready }));
  }
  handle(req, res);
});

server.listen(env.PORT, () => {
  ready = true;
});

process.once('SIGTERM', () => {
  ready = false; // the platform stops routing here
  server.close(async () => {
    await pool.end();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 25_000).unref(); // below the platform's grace period
});`,
    lastValidated: REVIEWED,
    validationNotes:
      'Checked against the Kubernetes documentation on probes, Deployments and Pod termination, and the Node.js http and process documentation.',
    keywords: [
      'deploy',
      'deployment',
      'rolling',
      'rollout',
      'health check',
      'readiness',
      'liveness',
      'sigterm',
      'graceful shutdown',
      'zero downtime',
      'rollback',
      'kubernetes',
      'docker',
    ],
    sources: [S.k8sProbes, S.k8sDeployment, S.k8sPodLifecycle, S.nodeProcess],
  },
  {
    id: 'accessible-component-primitives',
    name: 'Accessible component primitives',
    category: 'ui',
    status: 'proven',
    description:
      'A small set of primitives (Button, IconButton, TextField, Dialog, Toast) builds accessibility in once: native elements, labels tied to controls, visible focus, managed dialog focus and live regions. Features compose primitives instead of raw elements.',
    implementation:
      'TextField renders a <label> linked with useId and links hint and error with aria-describedby; IconButton requires a label prop; Dialog wraps the native <dialog> with showModal() and restores focus on close; Toast writes into a persistent role="status" region. Styles use tokens that meet 4.5:1 contrast and a :focus-visible outline. Tests query by role and label.',
    benefits: [
      'WCAG 2.1 AA basics hold across every feature without per-screen effort',
      'Tests by role and label double as accessibility checks',
      'Keyboard and screen-reader behaviour is fixed in one place',
    ],
    antipatterns: [
      'Clickable divs',
      'Placeholders used as labels',
      'outline: none without a replacement',
      'Custom modals that leave focus behind',
    ],
    dependencies: ['react'],
    codeExample: `import { useId } from 'react';

export function TextField({ label, error, ...input }: { label: string; error?: string } & InputProps) {
  const id = useId();
  const errorId = \`\${id}-error\`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} {...input} />
      {error && <p id={errorId} className="field-error">{error}</p>}
    </div>
  );
}

export function IconButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick(): void }) {
  return (
    <button type="button" aria-label={label} onClick={onClick}>
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}`,
    lastValidated: REVIEWED,
    validationNotes:
      'Checked against WCAG 2.1 Understanding documents for 1.1.1, 1.4.3, 2.1.1, 2.4.7, 3.3.2, 4.1.2 and 4.1.3, the ARIA APG dialog pattern and MDN on <dialog>.',
    keywords: [
      'ui',
      'component',
      'components',
      'accessibility',
      'accessible',
      'a11y',
      'wcag',
      'form',
      'label',
      'button',
      'dialog',
      'modal',
      'focus',
      'keyboard',
      'screen reader',
    ],
    sources: [S.wcagNameRoleValue, S.wcagLabels, S.ariaApgDialog, S.reactUseId],
  },
  {
    id: 'typed-contract-validated-io',
    name: 'Typed API contract with validated input and bounded outbound calls',
    category: 'api',
    status: 'proven',
    description:
      'One schema per endpoint is both the server’s input check and the client’s type. Inbound data is parsed at the edge; outbound calls go through one client with a timeout, capped retries with jitter and idempotency keys for writes.',
    implementation:
      'Define each endpoint in a shared contract (method, path, body schema, response schema). The server parses bodies with the schema and answers 400 with a sentence on failure; the client parses responses with the response schema. Calls to other services use fetch with AbortSignal.timeout (≤ 10 s), retry only on timeouts, 429 and 5xx with full-jitter backoff, and send an Idempotency-Key for non-idempotent writes.',
    benefits: [
      'Server and clients cannot drift: a change fails type-checking or a test',
      'Bad input becomes a 400, never a 500 or a corrupted row',
      'A slow upstream costs at most the timeout, not an outage',
    ],
    antipatterns: [
      'Hand-written response interfaces duplicated in each client',
      'Spreading req.body into the database',
      'fetch without a timeout',
      'Retrying in a loop without backoff',
    ],
    dependencies: ['zod'],
    codeExample: `import { z } from 'zod';

export const CreateProjectInput = z.object({ name: z.string().trim().min(1).max(100) });
export const ProjectSchema = CreateProjectInput.extend({ id: z.string() });

export const projectsApi = {
  create: { method: 'POST', path: '/api/projects', body: CreateProjectInput, response: ProjectSchema },
} as const;

export async function callUpstream(url: string, init: RequestInit = {}, attempts = 3): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
      if (res.status !== 429 && res.status < 500) return res;
      if (attempt + 1 >= attempts) return res;
    } catch (error) {
      if (attempt + 1 >= attempts) throw error;
    }
    await new Promise((r) => setTimeout(r, Math.random() * Math.min(4_000, 250 * 2 ** attempt)));
  }
}`,
    lastValidated: REVIEWED,
    validationNotes:
      'Checked against MDN on AbortSignal.timeout, the OWASP Input Validation cheat sheet, Stripe’s idempotent requests documentation and the AWS article on backoff and jitter.',
    keywords: [
      'api',
      'endpoint',
      'rest',
      'http',
      'fetch',
      'contract',
      'schema',
      'validation',
      'validate',
      'zod',
      'timeout',
      'retry',
      'retries',
      'openapi',
      'webhook',
    ],
    sources: [S.mdnAbortSignalTimeout, S.owaspInputValidation, S.awsBackoff, S.stripeIdempotency],
  },
  {
    id: 'server-state-query-cache',
    name: 'Server state in a query cache, UI state local',
    category: 'state-management',
    status: 'proven',
    description:
      'Data owned by the server (lists, records) lives in a query cache such as TanStack Query, keyed by request and invalidated after mutations; only genuinely local UI state (open panels, form drafts) lives in component state.',
    implementation:
      'Wrap the app in a QueryClientProvider. Each API call gets a query-options factory (key + fetcher) in its feature folder; components call useQuery and render loading, error (with Retry) and empty states. Mutations call invalidateQueries for the keys they change. useState/useReducer hold what the server does not know; a global store is added only for state that is client-only and shared widely.',
    benefits: [
      'No hand-rolled caching, deduplication or refetch logic',
      'Stale data is refreshed after mutations and on focus',
      'Loading and error states are explicit in every component',
      'Far less global state to keep consistent',
    ],
    antipatterns: [
      'Copying API responses into a global store and syncing them by hand',
      'Fetching in useEffect without cancellation or error state',
      'Showing sample data when a request fails',
    ],
    dependencies: ['@tanstack/react-query'],
    codeExample: `import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const projectsQuery = () =>
  queryOptions({ queryKey: ['projects'], queryFn: () => api.projects.list() });

export function ProjectList() {
  const { data, error, isPending, refetch } = useQuery(projectsQuery());
  const [filter, setFilter] = useState(''); // local UI state
  if (isPending) return <Spinner label="Loading projects" />;
  if (error) return <ErrorPanel message={error.message} onRetry={() => refetch()} />;
  return <Projects items={data.projects.filter((p) => p.name.includes(filter))} onFilter={setFilter} />;
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: api.projects.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}`,
    lastValidated: REVIEWED,
    validationNotes:
      'Checked against the TanStack Query overview and the React documentation on managing state.',
    keywords: [
      'state',
      'state management',
      'cache',
      'caching',
      'react query',
      'tanstack',
      'usequery',
      'redux',
      'zustand',
      'store',
      'global state',
      'server state',
      'refetch',
      'invalidate',
    ],
    sources: [S.tanstackQuery, S.reactManagingState],
  },
];
