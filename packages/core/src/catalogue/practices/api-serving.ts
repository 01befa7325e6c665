import type { BestPractice } from '../schema';
import { definePractice } from './define';
import { SOURCES as S } from './sources';

/** Practices for serving an API: input, lists, limits and errors. */
export const API_SERVING_PRACTICES: readonly BestPractice[] = [
  definePractice({
    id: 'validate-input-at-boundary',
    title: 'Validate request input at the boundary with a schema',
    mandate: 'Never pass unvalidated request input to business logic or storage.',
    description:
      'Types vanish at runtime: a request body is whatever the client sent. One schema at the edge turns it into a typed value or a 400.',
    category: 'api',
    severity: 'high',
    community: 'TypeScript',
    tags: ['validation', 'zod', 'security', 'mass-assignment'],
    verified: true,
    problem:
      'Handlers spread `req.body` into a database update; a client sets `role: "admin"`, sends a string where a number was expected, or a 50 MB field, and the server trusts it.',
    solution:
      'Parse every body, query and parameter with an allow-list schema (zod or similar) that bounds sizes and strips unknown keys, return 400 with the first problem, and pass only the parsed value on.',
    prevention: 'Route helpers take a schema argument so a handler cannot read the raw body.',
    validationTest:
      'Each route parses its input with a schema before use, and unknown or oversized fields are rejected.',
    language: 'ts',
    before: ['Whatever the client sends is stored', 'await db.users.update(id, req.body);'],
    after: [
      'Only known, bounded fields pass',
      'const Input = z.object({ name: z.string().trim().min(1).max(100) });\nconst input = Input.parse(await readBody(event));\nawait db.users.update(id, input);',
    ],
    sources: [S.owaspInputValidation, S.zod],
    anyOf: [
      'trust the request body',
      'skip validation',
      'no input validation',
      'without validation',
      'pass req.body directly',
    ],
    noneOf: ['zod schema', 'validate with'],
  }),
  definePractice({
    id: 'paginate-list-endpoints',
    title: 'Paginate every list endpoint with a maximum page size',
    mandate: 'Never return an unbounded list from an API.',
    description:
      'A list that returns every row works with test data and fails with production data: response size, memory and query time all grow without limit.',
    category: 'api',
    severity: 'medium',
    community: 'API design',
    tags: ['pagination', 'performance', 'limits'],
    verified: true,
    problem:
      'GET /items returns the whole table; at 200 000 rows the endpoint takes seconds, the server buffers hundreds of megabytes and clients time out.',
    solution:
      'Accept `limit` (default e.g. 50, capped e.g. 200) and an opaque cursor, order by a unique indexed key, and return the next cursor (or a Link header) with each page.',
    prevention: 'The shared list schema requires limit and cursor; a test asserts the cap is enforced.',
    validationTest:
      'Requesting a list with no or a huge limit returns at most the maximum page size and a next cursor.',
    language: 'ts',
    before: [
      'Whole table in one response',
      "app.get('/items', async () => db.query('SELECT id, name FROM items'));",
    ],
    after: [
      'Keyset pagination with a capped limit',
      "const limit = Math.min(Number(query.limit ?? 50), 200);\nconst rows = await db.query(\n  'SELECT id, name FROM items WHERE id > $1 ORDER BY id LIMIT $2',\n  [query.cursor ?? 0, limit],\n);",
    ],
    sources: [S.githubPagination, S.stripePagination, S.rfc8288],
    anyOf: [
      'return all rows',
      'return every record',
      'no pagination',
      'without pagination',
      'unbounded list',
      'fetch all records at once',
    ],
    noneOf: ['cursor pagination'],
  }),
  definePractice({
    id: 'respect-rate-limits',
    title: 'Rate-limit your endpoints and honour other services’ limits',
    mandate: 'Never ignore 429 responses or expose unthrottled public endpoints.',
    description:
      'Rate limits protect a service from overload and abuse; 429 with Retry-After tells a client exactly how long to back off.',
    category: 'api',
    severity: 'medium',
    community: 'API design',
    tags: ['rate-limiting', '429', 'retry-after', 'abuse'],
    verified: true,
    problem:
      'A sync job ignores 429s from a provider and keeps calling, getting the key suspended; the project’s own login endpoint has no limit and is brute-forced.',
    solution:
      'Throttle public and authentication endpoints per key or client address and answer 429 with Retry-After; as a client, treat 429 as a signal to wait the Retry-After time before the next attempt.',
    prevention: 'Load tests include a burst above the limit and assert 429s and recovery.',
    validationTest:
      'Bursts above the limit get 429 with Retry-After, and outbound clients wait before retrying a 429.',
    language: 'ts',
    before: ['429 treated like any error', 'if (!res.ok) return callAgain(); // ignores Retry-After'],
    after: [
      'Waits as told',
      "if (res.status === 429) {\n  const seconds = Number(res.headers.get('retry-after') ?? 1);\n  await sleep(Math.min(seconds, 60) * 1_000);\n}",
    ],
    sources: [S.mdn429, S.mdnRetryAfter, S.owaspDos],
    anyOf: [
      'no rate limit',
      'without rate limiting',
      'ignore retry-after',
      'ignore 429',
      'remove the rate limit',
      'disable rate limiting',
    ],
    noneOf: ['respect retry-after'],
  }),
  definePractice({
    id: 'problem-details-errors',
    title: 'Answer errors with a status and a safe body, never a stack trace',
    mandate: 'Never send stack traces or internal error details to API clients.',
    description:
      'Clients need a correct status code and a stable machine-readable error; attackers love stack traces, SQL fragments and file paths.',
    category: 'api',
    severity: 'medium',
    community: 'API design',
    tags: ['errors', 'http-status', 'security', 'problem-details'],
    verified: true,
    problem:
      'Errors come back as 200 with `{ ok: false }` or as a 500 containing `error.stack`, so clients cannot react correctly and internals leak.',
    solution:
      'Map errors once at the edge to a 4xx/5xx status and a JSON body with a human sentence and a code (RFC 9457 problem details is a good shape); log the full error server-side with a request id.',
    prevention: 'A test sends malformed input to every route and asserts a 4xx with no stack in the body.',
    validationTest: 'No response body contains a stack trace, and failures never answer 200.',
    language: 'ts',
    before: [
      'Leaks internals with the wrong status',
      'catch (error) {\n  res.status(200).json({ ok: false, stack: error.stack });\n}',
    ],
    after: [
      'Right status, safe body, full log',
      "catch (error) {\n  logger.error({ err: error, requestId });\n  res.status(500).json({ error: 'Something went wrong on our side.', code: 'INTERNAL' });\n}",
    ],
    sources: [S.rfc9457, S.owaspErrorHandling],
    anyOf: [
      'return the stack trace',
      'send the stack trace',
      'expose stack traces',
      'error.stack in the response',
      'return 200 with an error',
    ],
  }),
];
