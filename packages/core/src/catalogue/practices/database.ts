import type { BestPractice } from '../schema';
import { definePractice } from './define';
import { SOURCES as S } from './sources';

/** Practices for relational databases (examples in PostgreSQL with node-postgres). */
export const DATABASE_PRACTICES: readonly BestPractice[] = [
  definePractice({
    id: 'parameterised-queries',
    title: 'Use parameterised queries, never string-built SQL',
    mandate: 'Never build SQL by concatenating or interpolating input.',
    description:
      'Placeholders send values separately from the SQL text, so input can never change the query’s structure. It is the primary defence against SQL injection.',
    category: 'database',
    severity: 'critical',
    community: 'PostgreSQL',
    tags: ['sql-injection', 'security', 'queries'],
    verified: true,
    problem:
      "A query is assembled with a template literal or `+` from request values; a crafted value such as `1 OR 1=1` or `'; DROP TABLE users; --` rewrites it.",
    solution:
      'Pass values as parameters (`$1`, `$2` with node-postgres, or a query builder that binds them); allow-list identifiers such as sort columns, which cannot be parameters.',
    prevention:
      'Lint for template literals passed to query functions; security tests send quote characters to every filter.',
    validationTest:
      'No query text is built from request data; every value reaches the driver as a bound parameter.',
    language: 'ts',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the example shows the injectable code on purpose.
    before: ['Input becomes SQL', "await db.query(`SELECT id, email FROM users WHERE email = '${email}'`);"],
    after: ['Input stays data', "await db.query('SELECT id, email FROM users WHERE email = $1', [email]);"],
    sources: [S.owaspSqlInjection, S.nodePostgresQueries],
    anyOf: [
      'string concatenation in sql',
      'concatenate user input',
      'interpolate into the query',
      'template string in sql',
      'build the sql string',
      'raw sql with user input',
    ],
    noneOf: ['parameterised', 'parameterized', 'placeholders'],
  }),
  definePractice({
    id: 'avoid-n-plus-one-queries',
    title: 'Fetch related rows in one query, not one per row',
    mandate: 'Never run a query per item inside a loop.',
    description:
      'Loading a list and then querying once per element turns one round trip into N+1; latency grows with the data and the pool drains.',
    category: 'database',
    severity: 'high',
    community: 'PostgreSQL',
    tags: ['n+1', 'performance', 'orm', 'queries'],
    verified: true,
    problem:
      'A page lists 100 orders and awaits a customer lookup inside the loop: 101 queries per request, fine locally, seconds in production.',
    solution:
      'Load the related rows with a join or a single `WHERE id = ANY($1)` query and assemble in memory; in an ORM use its eager-loading option; check query counts per request.',
    prevention:
      'A test asserts the number of queries for a list endpoint stays constant as the fixture grows.',
    validationTest:
      'The number of queries a list request runs does not grow with the number of rows returned.',
    language: 'ts',
    before: [
      'One query per order',
      "const orders = await db.query('SELECT id, customer_id FROM orders LIMIT 100');\nfor (const o of orders.rows) {\n  o.customer = await db.query('SELECT name FROM customers WHERE id = $1', [o.customer_id]);\n}",
    ],
    after: [
      'Two queries in total',
      "const ids = orders.rows.map((o) => o.customer_id);\nconst customers = await db.query('SELECT id, name FROM customers WHERE id = ANY($1)', [ids]);",
    ],
    sources: [S.useTheIndexN1, S.pgExplain],
    anyOf: ['n+1', 'query inside the loop', 'query in a loop', 'one query per row', 'a query per item'],
    noneOf: ['avoid the n+1', 'fix the n+1'],
  }),
  definePractice({
    id: 'migrations-in-transactions',
    title: 'Change schemas only through versioned migrations, each in a transaction',
    mandate: 'Never change a production schema by hand or skip migrations.',
    description:
      'PostgreSQL runs most DDL inside transactions, so a migration either applies completely or not at all, and its file records what every environment ran.',
    category: 'database',
    severity: 'high',
    community: 'PostgreSQL',
    tags: ['migrations', 'schema', 'transactions', 'ddl'],
    verified: true,
    problem:
      'Columns are added by hand in a production console; a half-applied script leaves the schema between versions, and staging no longer matches production.',
    solution:
      'Keep numbered migration files in git, run each in BEGIN … COMMIT (except statements PostgreSQL forbids there, such as CREATE INDEX CONCURRENTLY, which get their own step), and record applied versions in a table.',
    prevention:
      'Deploys run pending migrations automatically; CI applies all migrations to an empty database.',
    validationTest:
      'Every schema change exists as a migration file, and a failing migration leaves the schema unchanged.',
    language: 'sql',
    before: [
      'Hand-run, half-applied',
      "-- typed into the production console\nALTER TABLE users ADD COLUMN plan text;\nUPDATE users SET plan = 'free'; -- fails halfway",
    ],
    after: [
      'All or nothing, recorded',
      "-- migrations/0007_add_plan.sql\nBEGIN;\nALTER TABLE users ADD COLUMN plan text NOT NULL DEFAULT 'free';\nINSERT INTO schema_migrations (version) VALUES (7);\nCOMMIT;",
    ],
    sources: [S.pgDdlTransactions, S.pgTransactions],
    anyOf: [
      'skip migrations',
      'skip the migration',
      'edit the production schema by hand',
      'manual schema change',
      'without a migration',
    ],
    noneOf: ['migration file'],
  }),
  definePractice({
    id: 'connection-pooling',
    title: 'Share a bounded connection pool',
    mandate: 'Never open a new database connection per request or query.',
    description:
      'Opening a PostgreSQL connection costs a process fork and authentication; the server caps total connections with max_connections.',
    category: 'database',
    severity: 'high',
    community: 'PostgreSQL',
    tags: ['connection-pool', 'performance', 'node-postgres'],
    verified: true,
    problem:
      'Each request creates a client and connects; under load the database hits max_connections, new requests fail with "too many clients" and latency doubles from handshakes.',
    solution:
      'Create one pool per process at start-up with a `max` sized to the database’s limit divided by instances, a connection timeout, and release clients in `finally`; close the pool on shutdown.',
    prevention:
      'Connection counts are monitored; a lint rule forbids `new Client(` outside the database module.',
    validationTest:
      'The process creates one pool, and the number of open connections stays at or below its max under load.',
    language: 'ts',
    before: [
      'A connection per request',
      "app.get('/users', async () => {\n  const client = new Client(config);\n  await client.connect();\n  return (await client.query('SELECT id FROM users LIMIT 50')).rows;\n});",
    ],
    after: [
      'One bounded pool',
      "const pool = new Pool({ max: 10, connectionTimeoutMillis: 5_000 });\napp.get('/users', async () => (await pool.query('SELECT id FROM users LIMIT 50')).rows);",
    ],
    sources: [S.nodePostgresPooling, S.pgConnections],
    anyOf: [
      'new connection per request',
      'connect on every request',
      'new client for each query',
      'connection per query',
      'no connection pool',
    ],
    noneOf: ['shared pool'],
  }),
  definePractice({
    id: 'index-filtered-columns',
    title: 'Index the columns you filter, join and sort on',
    mandate: 'Never ship a frequent query that needs a full table scan.',
    description:
      'Without a matching index the database reads every row to answer a WHERE clause; the cost grows linearly with the table.',
    category: 'database',
    severity: 'medium',
    community: 'PostgreSQL',
    tags: ['indexes', 'performance', 'explain'],
    verified: true,
    problem:
      'A lookup by email or a foreign key has no index; it takes 2 ms with seed data and 4 s at a million rows, under a lock-holding transaction.',
    solution:
      'Check hot queries with EXPLAIN (ANALYZE), add B-tree indexes for equality and range filters and for foreign keys, multi-column indexes in filter order, and build them with CREATE INDEX CONCURRENTLY on live tables.',
    prevention: 'Review new queries with EXPLAIN on production-sized data; alert on slow query logs.',
    validationTest:
      'EXPLAIN of each frequent query shows an index scan rather than a sequential scan of a large table.',
    language: 'sql',
    before: [
      'Sequential scan on every login',
      'SELECT id, password_hash FROM users WHERE email = $1;\n-- Seq Scan on users (rows=1000000)',
    ],
    after: [
      'Index lookup',
      'CREATE UNIQUE INDEX CONCURRENTLY users_email_idx ON users (email);\n-- Index Scan using users_email_idx',
    ],
    sources: [S.pgIndexes, S.pgExplain],
    anyOf: ['without an index', 'no index on', 'full table scan', 'drop the index', 'unindexed column'],
    noneOf: ['create index', 'add an index'],
  }),
  definePractice({
    id: 'select-only-needed-columns',
    title: 'Select the columns you need, not *',
    mandate: 'Never use SELECT * in application queries.',
    description:
      'SELECT * reads and ships every column, including large or sensitive ones added later, and silently changes shape when the table does.',
    category: 'database',
    severity: 'low',
    community: 'PostgreSQL',
    tags: ['queries', 'performance', 'data-exposure'],
    verified: true,
    problem:
      'An API returns rows from SELECT *; a later migration adds password_hash or a large JSON column, which now leaks to clients and slows every request.',
    solution:
      'Name the columns each query needs, map rows to an explicit response type, and let covering indexes serve narrow queries.',
    prevention: 'A lint rule flags `SELECT *` in application code (ad-hoc console queries are fine).',
    validationTest: 'No application query selects *; each response is built from named columns.',
    language: 'sql',
    before: ['Every column, now and in future', 'SELECT * FROM users WHERE id = $1;'],
    after: [
      'Exactly the fields the API returns',
      'SELECT id, name, email, created_at FROM users WHERE id = $1;',
    ],
    sources: [S.pgSelect, S.owaspErrorHandling],
    anyOf: ['select *', 'select all columns'],
  }),
  definePractice({
    id: 'statement-timeouts',
    title: 'Bound query time with statement_timeout',
    mandate: 'Never let application queries run without a time limit.',
    description:
      'A runaway query holds a connection and locks until it finishes; PostgreSQL’s statement_timeout cancels it after a set duration.',
    category: 'database',
    severity: 'medium',
    community: 'PostgreSQL',
    tags: ['timeouts', 'locks', 'resilience'],
    verified: true,
    problem:
      'A report query with a bad plan runs for twenty minutes in a request handler; it pins a pooled connection and blocks a migration waiting on its lock.',
    solution:
      'Set `statement_timeout` (and `lock_timeout` for migrations) on the application role or per connection, shorter than the HTTP timeout; move long reports to a job with its own higher limit.',
    prevention:
      'The role used by the application has statement_timeout set in the database, not only in code.',
    validationTest:
      'SHOW statement_timeout on an application connection returns a finite value below the request timeout.',
    language: 'sql',
    before: ['No limit (0 disables the timeout)', 'ALTER ROLE app SET statement_timeout = 0;'],
    after: [
      'Queries stop after 5 s, lock waits after 2 s',
      "ALTER ROLE app SET statement_timeout = '5s';\nALTER ROLE app SET lock_timeout = '2s';",
    ],
    sources: [S.pgClientConfig],
    anyOf: [
      'statement_timeout = 0',
      'no statement timeout',
      'disable statement_timeout',
      'let queries run forever',
    ],
  }),
  definePractice({
    id: 'transactions-for-multi-step-writes',
    title: 'Wrap multi-step writes in one transaction',
    mandate: 'Never perform dependent writes outside a transaction.',
    description:
      'Writes that must happen together (debit and credit, order and its lines) are only consistent when a transaction commits or rolls back all of them.',
    category: 'database',
    severity: 'high',
    community: 'PostgreSQL',
    tags: ['transactions', 'consistency', 'node-postgres'],
    verified: true,
    problem:
      'Two UPDATEs run as separate pool queries; the process crashes between them and money leaves one account without arriving in the other.',
    solution:
      'Check out one client, run BEGIN, the writes and COMMIT on it, ROLLBACK in catch and release in finally; keep transactions short and free of outbound HTTP calls.',
    prevention: 'Repository functions that write more than one row take a transaction handle as a parameter.',
    validationTest: 'Killing the process between two related writes leaves neither applied.',
    language: 'ts',
    before: [
      'Two independent writes',
      "await pool.query('UPDATE accounts SET balance = balance - $1 WHERE id = $2', [amount, from]);\nawait pool.query('UPDATE accounts SET balance = balance + $1 WHERE id = $2', [amount, to]);",
    ],
    after: [
      'One unit of work',
      "const client = await pool.connect();\ntry {\n  await client.query('BEGIN');\n  await client.query('UPDATE accounts SET balance = balance - $1 WHERE id = $2', [amount, from]);\n  await client.query('UPDATE accounts SET balance = balance + $1 WHERE id = $2', [amount, to]);\n  await client.query('COMMIT');\n} catch (error) {\n  await client.query('ROLLBACK');\n  throw error;\n} finally {\n  client.release();\n}",
    ],
    sources: [S.nodePostgresTransactions, S.pgTransactions],
    anyOf: ['without a transaction', 'outside a transaction', 'no transaction needed'],
  }),
  definePractice({
    id: 'hash-passwords',
    title: 'Store passwords only as slow, salted hashes',
    mandate: 'Never store passwords in plain text, encrypted, or with a fast hash.',
    description:
      'A leaked table of plain or fast-hashed passwords (MD5, SHA-256) is cracked in hours; scrypt, Argon2id or bcrypt make each guess expensive.',
    category: 'database',
    severity: 'critical',
    community: 'OWASP',
    tags: ['passwords', 'security', 'hashing', 'scrypt'],
    verified: true,
    problem:
      'Users are stored with their password in a text column, or sha256(password) without salt, so one database leak exposes every account and every reused password elsewhere.',
    solution:
      'Hash with Argon2id, scrypt (built into Node: `crypto.scrypt` with a per-user random salt) or bcrypt, store the parameters with the hash, compare with `timingSafeEqual`, and rehash when parameters are raised.',
    prevention:
      'The users schema has a password_hash column only; a test asserts the stored value never equals the input.',
    validationTest:
      'No stored credential equals or reversibly encodes the user’s password, and hashing uses a per-user salt and a slow KDF.',
    language: 'ts',
    before: [
      'Readable by anyone with the dump',
      "await db.query('INSERT INTO users (email, password) VALUES ($1, $2)', [email, password]);",
    ],
    after: [
      'Salted scrypt hash',
      "const salt = randomBytes(16);\nconst hash = scryptSync(password, salt, 64);\nawait db.query('INSERT INTO users (email, password_hash) VALUES ($1, $2)', [\n  email, `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`,\n]);",
    ],
    sources: [S.owaspPasswordStorage, S.nodeCrypto],
    anyOf: [
      'plain text password',
      'plaintext password',
      'passwords in plain text',
      'passwords in plaintext',
      'md5 for passwords',
      'sha256 the password',
      'encrypt the passwords',
    ],
    noneOf: ['scrypt', 'argon2', 'bcrypt'],
  }),
];
