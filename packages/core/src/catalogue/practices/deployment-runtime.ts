import type { BestPractice } from '../schema';
import { definePractice } from './define';
import { SOURCES as S } from './sources';

/** Practices for what a running service is given and what it leaks: config, secrets, logs, privileges. */
export const DEPLOYMENT_RUNTIME_PRACTICES: readonly BestPractice[] = [
  definePractice({
    id: 'validate-env-at-start',
    title: 'Parse and validate configuration once at start-up',
    mandate: 'Never read unvalidated environment variables throughout the code.',
    description:
      'Configuration belongs in the environment, and a missing or malformed variable should stop the process at boot with a clear message, not fail at 3 a.m. in a rarely used path.',
    category: 'deployment',
    severity: 'medium',
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
    id: 'logs-without-secrets',
    title: 'Log structured events to stdout, never secrets',
    mandate: 'Never write passwords, tokens or full request bodies to logs.',
    description:
      'Logs are an event stream for the platform to collect; they are read by many people and kept for long, so they must not hold credentials or personal data.',
    category: 'deployment',
    severity: 'high',
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
