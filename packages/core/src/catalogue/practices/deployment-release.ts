import type { BestPractice } from '../schema';
import { definePractice } from './define';
import { SOURCES as S } from './sources';

/** Practices for building and releasing: health checks, shutdown, rollouts, rollbacks, build time. */
export const DEPLOYMENT_RELEASE_PRACTICES: readonly BestPractice[] = [
  definePractice({
    id: 'health-check-endpoints',
    title: 'Expose a health check that reflects readiness',
    mandate: 'Never deploy a service without a health check the platform uses.',
    description:
      'Load balancers and orchestrators send traffic only to instances that report ready; without a check, a starting or broken instance receives requests.',
    category: 'deployment',
    severity: 'high',
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
    id: 'zero-downtime-deploys',
    title: 'Deploy without downtime: rolling releases and expand–contract schema changes',
    mandate: 'Never take the service down or break the running version to deploy.',
    description:
      'During a rolling or blue-green deploy, old and new versions run side by side against the same database, so every change must work with both.',
    category: 'deployment',
    severity: 'medium',
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
];
