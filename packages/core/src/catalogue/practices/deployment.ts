import type { BestPractice } from '../schema';
import { definePractice } from './define';
import { SOURCES as S } from './sources';

/** Practices for building, configuring, releasing and running services. */
export const DEPLOYMENT_PRACTICES: readonly BestPractice[] = [
  definePractice({
    id: 'health-check-endpoints',
    title: 'Expose a health check that reflects readiness',
    mandate: 'Never deploy a service without a health check the platform uses.',
    description:
      'Load balancers and orchestrators send traffic only to instances that report ready; without a check, a starting or broken instance receives requests.',
    category: 'deployment',
    severity: 'high',
    frequency: 39,
    community: 'Kubernetes',
    tags: ['health-checks', 'readiness', 'liveness', 'kubernetes'],
    verified: true,
    problem:
      'A new release starts, is put behind the load balancer before its database pool is open, and answers 500s for the first minute of every deploy.',
    solution:
      'Serve a cheap readiness endpoint (e.g. GET /api/health → 200 once dependencies are initialised, 503 while starting or draining) and a liveness check that only proves the process responds; configure the platform’s probes to use them.',
    prevention:
      'Deployment manifests are reviewed for probes; a test starts the server and polls the endpoint.',
    validationTest:
      'The instance answers 503 (or nothing) until ready, 200 when ready, and the platform routes traffic by it.',
    language: 'yaml',
    before: [
      'Traffic before readiness',
      'containers:\n  - name: api\n    image: registry.example.com/api:1.4.2',
    ],
    after: [
      'Traffic only when ready',
      'containers:\n  - name: api\n    image: registry.example.com/api:1.4.2\n    readinessProbe:\n      httpGet: { path: /api/health, port: 8787 }\n      periodSeconds: 5\n    livenessProbe:\n      httpGet: { path: /api/health/live, port: 8787 }',
    ],
    sources: [S.k8sProbes],
    anyOf: [
      'no health check',
      'without a health check',
      'remove the health check',
      'disable the readiness probe',
      'skip health checks',
    ],
  }),
  definePractice({
    id: 'graceful-shutdown',
    title: 'Shut down gracefully on SIGTERM',
    mandate: 'Never exit on SIGTERM while requests are still in flight.',
    description:
      'Platforms stop instances with SIGTERM and a grace period before SIGKILL; a process that exits at once drops every request it was serving.',
    category: 'deployment',
    severity: 'high',
    frequency: 34,
    community: 'Node.js',
    tags: ['shutdown', 'sigterm', 'zero-downtime', 'disposability'],
    verified: true,
    problem:
      'Every deploy or scale-down produces a burst of 502s and half-written jobs, because the process calls process.exit() on SIGTERM or ignores it until it is killed.',
    solution:
      'On SIGTERM: report not-ready, stop accepting connections with `server.close()`, let in-flight requests finish, close pools and queues, then exit 0; force an exit only after a deadline shorter than the platform’s grace period.',
    prevention: 'A test sends SIGTERM during a slow request and asserts it completes.',
    validationTest:
      'A request in flight when SIGTERM arrives completes successfully and the process then exits 0.',
    language: 'ts',
    before: ['Drops in-flight requests', "process.on('SIGTERM', () => process.exit(0));"],
    after: [
      'Drains, then exits',
      "process.once('SIGTERM', () => {\n  ready = false;\n  server.close(async () => {\n    await pool.end();\n    process.exit(0);\n  });\n  setTimeout(() => process.exit(1), 25_000).unref();\n});",
    ],
    sources: [S.nodeProcess, S.nodeHttp, S.k8sPodLifecycle, S.twelveDisposability],
    anyOf: [
      'exit immediately on sigterm',
      'ignore sigterm',
      'no graceful shutdown',
      'drop in-flight requests',
      'kill -9',
    ],
    noneOf: ['server.close'],
  }),
  definePractice({
    id: 'validate-env-at-start',
    title: 'Parse and validate configuration once at start-up',
    mandate: 'Never read unvalidated environment variables throughout the code.',
    description:
      'Configuration belongs in the environment, and a missing or malformed variable should stop the process at boot with a clear message, not fail at 3 a.m. in a rarely used path.',
    category: 'deployment',
    severity: 'medium',
    frequency: 43,
    community: 'Node.js',
    tags: ['configuration', 'environment', 'zod', 'twelve-factor'],
    verified: true,
    problem:
      'process.env is read in dozens of places with `|| ""` fallbacks; a typo in a variable name deploys cleanly and the feature silently talks to nothing.',
    solution:
      'Parse the environment in one module with a schema (types, defaults, required keys), fail fast listing every problem, and pass the typed config to the rest of the app.',
    prevention: 'A lint rule forbids process.env outside the config module.',
    validationTest:
      'Starting with a required variable missing exits non-zero naming the variable; no other module reads process.env.',
    language: 'ts',
    before: [
      'Fails later, silently',
      "const url = process.env.DATABSE_URL || '';\nconst port = process.env.PORT || 3000;",
    ],
    after: [
      'Fails at boot, loudly',
      'const Env = z.object({\n  DATABASE_URL: z.url(),\n  PORT: z.coerce.number().int().default(8787),\n});\nexport const env = Env.parse(process.env);',
    ],
    sources: [S.twelveConfig, S.zod],
    anyOf: [
      'read process.env directly',
      'process.env everywhere',
      'default to an empty string',
      'no env validation',
      'skip env validation',
    ],
  }),
  definePractice({
    id: 'secrets-out-of-git',
    title: 'Keep secrets out of the repository',
    mandate: 'Never commit secrets, .env files or API keys to version control.',
    description:
      'Anything committed is copied to every clone, fork and CI log forever; a key in git history must be treated as leaked even after the file is deleted.',
    category: 'deployment',
    severity: 'critical',
    frequency: 27,
    community: 'OWASP',
    tags: ['secrets', 'security', 'git', 'configuration'],
    verified: true,
    problem:
      'An agent commits .env "so the deploy works", or hard-codes an API key in source; the repository is shared and the key is abused within hours.',
    solution:
      'Git-ignore .env files, commit a .env.example with names only, inject secrets from the platform’s secret store or a secrets manager at runtime, enable secret scanning, and rotate any key that was ever committed.',
    prevention:
      'Secret scanning with push protection; pre-commit hooks reject high-entropy strings and .env files.',
    validationTest: 'No secret appears in the working tree or history, and .env is listed in .gitignore.',
    language: 'bash',
    before: ['The key is now public', 'git add .env\ngit commit -m "add config"'],
    after: [
      'Names in git, values in the secret store',
      'echo ".env" >> .gitignore\ngit add .gitignore .env.example\n# values: platform secret store, read at start',
    ],
    sources: [S.owaspSecrets, S.githubSecretScanning, S.twelveConfig],
    anyOf: [
      'commit .env',
      'commit the .env',
      'check in the .env',
      'hardcode the api key',
      'hard-code the api key',
      'hardcoded secret',
      'secrets in git',
      'api key in the repo',
    ],
    noneOf: ['.env.example'],
  }),
  definePractice({
    id: 'zero-downtime-deploys',
    title: 'Deploy without downtime: rolling releases and expand–contract schema changes',
    mandate: 'Never take the service down or break the running version to deploy.',
    description:
      'During a rolling or blue-green deploy, old and new versions run side by side against the same database, so every change must work with both.',
    category: 'deployment',
    severity: 'medium',
    frequency: 25,
    community: 'Kubernetes',
    tags: ['zero-downtime', 'rolling-update', 'migrations', 'expand-contract'],
    verified: true,
    problem:
      'A release renames a column and deploys the code in the same step; old instances still running crash on the missing column until the rollout finishes.',
    solution:
      'Roll out instances gradually behind readiness checks, and change schemas in expand–contract steps: add the new column, write both, backfill, switch reads, then remove the old one in a later release.',
    prevention: 'Migration review asks: does the previous release still work after this migration?',
    validationTest:
      'During a deploy, a continuous request loop sees no errors, and each migration is compatible with the previous release.',
    language: 'sql',
    before: ['Breaks the running version', 'ALTER TABLE users RENAME COLUMN name TO full_name;'],
    after: [
      'Expand now, contract next release',
      '-- release N\nALTER TABLE users ADD COLUMN full_name text;\nUPDATE users SET full_name = name WHERE full_name IS NULL;\n-- release N+2, once nothing reads name\nALTER TABLE users DROP COLUMN name;',
    ],
    sources: [S.k8sDeployment, S.fowlerParallelChange, S.fowlerBlueGreen],
    anyOf: [
      'take the site down',
      'rename the column in one step',
      'drop the column in the same deploy',
      'stop all instances before',
    ],
  }),
  definePractice({
    id: 'rollback-ready-releases',
    title: 'Keep the previous release ready to roll back to',
    mandate: 'Never ship a release you cannot roll back.',
    description:
      'The fastest fix for a bad release is the previous one; that needs versioned immutable artifacts and migrations that the previous release tolerates.',
    category: 'deployment',
    severity: 'high',
    frequency: 29,
    community: 'Site reliability',
    tags: ['rollback', 'releases', 'artifacts'],
    verified: true,
    problem:
      'A release is built and copied over the running one; when it misbehaves there is no previous artifact, and the schema has already changed, so recovery means a hurried forward fix.',
    solution:
      'Tag each build with an immutable version, keep the last few releases deployable, make one command (or `kubectl rollout undo`) restore the previous one, and rehearse it.',
    prevention: 'Every deploy records the previous version; runbooks name the rollback command.',
    validationTest: 'Rolling back to the previous release takes one command and succeeds in a rehearsal.',
    language: 'bash',
    before: [
      'The previous build is gone',
      'rsync -a --delete dist/ prod:/srv/app/\nssh prod "pm2 restart app"',
    ],
    after: [
      'Versioned, reversible',
      'kubectl set image deploy/api api=registry.example.com/api:1.4.3\nkubectl rollout undo deploy/api   # back to 1.4.2',
    ],
    sources: [S.k8sDeployment, S.fowlerBlueGreen],
    anyOf: ['no rollback', 'without a rollback', 'cannot roll back', 'overwrite the previous release'],
    noneOf: ['rollback plan'],
  }),
  definePractice({
    id: 'build-time-budget',
    title: 'Keep builds under the time budget with caching',
    mandate: 'Never let a build exceed the budget or run without its caches.',
    description:
      'Slow builds slow every change, every fix and every rollback. A budget (60 s in Charter) and cached layers keep feedback fast.',
    category: 'deployment',
    severity: 'medium',
    frequency: 37,
    community: 'Build tooling',
    tags: ['build-time', 'caching', 'ci', 'docker'],
    verified: true,
    problem:
      'The Dockerfile copies the whole repository before installing, so every commit reinstalls all packages; type-checking rebuilds everything; builds creep past several minutes.',
    solution:
      'Order Docker layers so dependency installs are cached (copy lockfile, install, then sources), use multi-stage builds, incremental TypeScript builds or project references, and measure build time on every CI run.',
    prevention:
      'The max_build_seconds rule flags decisions that push the build past the budget; CI reports build time.',
    validationTest: 'A build after a one-line source change completes within the budget.',
    language: 'dockerfile',
    before: ['Reinstalls on every change', 'FROM node:22\nCOPY . .\nRUN npm install && npm run build'],
    after: [
      'Install layer cached until the lockfile changes',
      'FROM node:22 AS build\nCOPY package.json pnpm-lock.yaml ./\nRUN corepack enable && pnpm install --frozen-lockfile\nCOPY . .\nRUN pnpm build',
    ],
    sources: [S.dockerBuildCache, S.dockerMultiStage, S.tsProjectReferences],
    anyOf: [
      'disable the build cache',
      'no build cache',
      'full rebuild on every',
      'clear the cache on every build',
      '--no-cache',
    ],
  }),
  definePractice({
    id: 'build-once-deploy-everywhere',
    title: 'Build once and promote the same artifact',
    mandate: 'Never build or edit code on production servers.',
    description:
      'Build, release and run are separate stages: the artifact tested in staging must be the exact one that runs in production, with only configuration differing.',
    category: 'deployment',
    severity: 'medium',
    frequency: 22,
    community: 'Twelve-Factor',
    tags: ['artifacts', 'twelve-factor', 'reproducible-builds'],
    verified: true,
    problem:
      'Production runs `git pull && npm install && npm run build` on the server; it resolves different packages than staging and a hot-fix edited in place is lost on the next deploy.',
    solution:
      'Build an immutable artifact (container image or tarball) once in CI, tag it with the commit, promote that artifact through environments, and inject per-environment config at run time.',
    prevention: 'Production hosts have no build toolchain or write access to the app directory.',
    validationTest: 'The artifact digest running in production equals the one that passed staging.',
    language: 'bash',
    before: [
      'Different build per server',
      'ssh prod "cd /srv/app && git pull && npm install && npm run build && pm2 restart app"',
    ],
    after: [
      'One image, promoted',
      'docker build -t registry.example.com/api:$GIT_SHA .\ndocker push registry.example.com/api:$GIT_SHA\n# staging and production both run api:$GIT_SHA',
    ],
    sources: [S.twelveBuildRelease],
    anyOf: [
      'build on the production server',
      'git pull on the server',
      'npm install on the server',
      'edit files on the server',
      'hot-fix in place',
    ],
  }),
  definePractice({
    id: 'logs-without-secrets',
    title: 'Log structured events to stdout, never secrets',
    mandate: 'Never write passwords, tokens or full request bodies to logs.',
    description:
      'Logs are an event stream for the platform to collect; they are read by many people and kept for long, so they must not hold credentials or personal data.',
    category: 'deployment',
    severity: 'high',
    frequency: 31,
    community: 'OWASP',
    tags: ['logging', 'secrets', 'observability', 'privacy'],
    verified: true,
    problem:
      'Debug logging of whole requests writes Authorization headers and passwords into log storage; logs go to a local file that fills the disk and vanishes with the container.',
    solution:
      'Write one JSON event per line to stdout with a request id and level, redact known sensitive fields (authorization, cookie, password, token) in the logger, and let the platform ship and retain logs.',
    prevention:
      'Logger configuration has a redact list tested by a unit test; reviews reject logging whole request objects.',
    validationTest:
      'Sending a request with a password and bearer token produces log lines containing neither.',
    language: 'ts',
    before: ['Credentials in the log store', "console.log('login', JSON.stringify(req.headers), req.body);"],
    after: [
      'Structured and redacted',
      "const logger = pino({ redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'] });\nlogger.info({ requestId, userId }, 'login succeeded');",
    ],
    sources: [S.owaspLogging, S.twelveLogs],
    anyOf: [
      'log the password',
      'log passwords',
      'log the full request body',
      'log the authorization header',
      'log tokens',
      'log secrets',
    ],
  }),
  definePractice({
    id: 'run-containers-unprivileged',
    title: 'Run containers as a non-root user without privileges',
    mandate: 'Never run application containers as root or privileged.',
    description:
      'A process that runs as root in a container turns any code-execution bug into control of the container and a step towards the host.',
    category: 'deployment',
    severity: 'high',
    frequency: 21,
    community: 'Docker',
    tags: ['containers', 'security', 'least-privilege', 'docker'],
    verified: true,
    problem:
      'Images use the default root user and manifests add `privileged: true` to get past a permission error; a dependency exploit can now write anywhere in the container.',
    solution:
      'Add a USER instruction (official Node images ship a `node` user), set runAsNonRoot and allowPrivilegeEscalation: false, drop capabilities, and make the root filesystem read-only where possible.',
    prevention: 'Admission policies or CI checks reject privileged or root containers.',
    validationTest: 'The container runs with a non-zero UID, without privileged mode or added capabilities.',
    language: 'dockerfile',
    before: [
      'Root with every privilege',
      'FROM node:22\nCOPY . /app\nCMD ["node", "/app/main.js"]\n# compose: privileged: true',
    ],
    after: [
      'Unprivileged user',
      'FROM node:22-slim\nWORKDIR /app\nCOPY --chown=node:node . .\nUSER node\nCMD ["node", "main.js"]',
    ],
    sources: [S.owaspDocker, S.k8sSecurityContext],
    anyOf: ['run as root', 'privileged: true', '--privileged', 'user root'],
    noneOf: ['non-root', 'runasnonroot'],
  }),
];
