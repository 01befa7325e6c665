import type { BestPractice } from '../schema';
import { definePractice } from './define';
import { SOURCES as S } from './sources';

/** Practices about what a project installs: how many, which, and how reproducibly. */
export const DEPENDENCY_PRACTICES: readonly BestPractice[] = [
  definePractice({
    id: 'lockfile-committed',
    title: 'Commit the lockfile and install from it in CI',
    mandate: 'Never delete, ignore or bypass the lockfile.',
    description:
      'The lockfile records the exact version and integrity hash of every package in the tree. Without it two installs of the same commit can run different code.',
    category: 'dependencies',
    severity: 'high',
    frequency: 41,
    community: 'npm and pnpm',
    tags: ['lockfile', 'reproducible-builds', 'supply-chain', 'ci'],
    verified: true,
    problem:
      'The lockfile is git-ignored or deleted "to fix a conflict", so CI and production resolve ranges afresh and pick up whatever was published since, including a broken or malicious release.',
    solution:
      'Commit package-lock.json or pnpm-lock.yaml, resolve merge conflicts by re-running the install, and install in CI with `npm ci` or `pnpm install --frozen-lockfile` so a stale lockfile fails the build.',
    prevention:
      'CI fails when the install would change the lockfile; code review treats lockfile diffs as code.',
    validationTest: 'The lockfile is tracked by git and the CI install command refuses to modify it.',
    language: 'yaml',
    before: [
      'CI resolves versions at build time',
      '# .gitignore\npnpm-lock.yaml\n\n# ci.yml\n- run: pnpm install --no-frozen-lockfile',
    ],
    after: [
      'CI installs exactly what was reviewed',
      '# ci.yml\n- run: pnpm install --frozen-lockfile\n- run: pnpm test',
    ],
    sources: [S.npmLockfile, S.npmCi, S.pnpmGit, S.pnpmInstall],
    anyOf: [
      'delete the lockfile',
      'gitignore the lockfile',
      'ignore the lockfile',
      'remove package-lock',
      'remove pnpm-lock',
      'without a lockfile',
      'no-frozen-lockfile',
    ],
    noneOf: ['commit the lockfile', 'restore the lockfile'],
  }),
  definePractice({
    id: 'pin-dependency-versions',
    title: 'Pin versions: never depend on "latest" or "*"',
    mandate: 'Never declare a dependency as latest or with a wildcard range.',
    description:
      'A "latest" tag or "*" range accepts any future major version, including breaking ones, the moment it is published.',
    category: 'dependencies',
    severity: 'medium',
    frequency: 23,
    community: 'npm and pnpm',
    tags: ['semver', 'versions', 'reproducible-builds'],
    verified: true,
    problem:
      'Agents often write `"some-lib": "latest"` or `"*"` to avoid looking a version up. The next major release changes the API and the project breaks on a fresh install with no code change.',
    solution:
      'Declare an exact version or a caret range on a known major (`^4.2.0`), let the lockfile fix the exact tree, and upgrade majors on purpose with a changelog read.',
    prevention:
      'A CI check rejects "latest", "*" and "x" ranges in package.json; updates arrive as reviewed pull requests.',
    validationTest: 'No dependency in package.json uses "latest", "*", "x" or an empty range.',
    language: 'json',
    before: [
      'Any future major is accepted',
      '{\n  "dependencies": {\n    "express": "latest",\n    "zod": "*"\n  }\n}',
    ],
    after: [
      'Majors are chosen on purpose',
      '{\n  "dependencies": {\n    "express": "^5.1.0",\n    "zod": "^4.1.0"\n  }\n}',
    ],
    sources: [S.npmSemver, S.semver],
    anyOf: [
      'version latest',
      '"latest" version',
      'wildcard version',
      'wildcard range',
      'unpinned dependenc',
      '"*" version',
    ],
    noneOf: ['pin the version'],
  }),
  definePractice({
    id: 'audit-dependencies',
    title: 'Audit dependencies in CI and act on high findings',
    mandate: 'Never ignore or silence known vulnerabilities in dependencies.',
    description:
      'Known-vulnerable versions are listed in public advisory databases; `npm audit` and `pnpm audit` compare the lockfile against them in seconds.',
    category: 'dependencies',
    severity: 'high',
    frequency: 37,
    community: 'npm and pnpm',
    tags: ['security', 'audit', 'vulnerabilities', 'supply-chain'],
    verified: true,
    problem:
      'Audit output is noisy, so it is switched off or its warnings are waved through; a dependency with a published exploit stays in production for months.',
    solution:
      'Run `pnpm audit --audit-level high` (or `npm audit --audit-level=high`) in CI, upgrade or replace what it reports, and record a dated, reasoned exception for findings that do not apply.',
    prevention: 'Dependabot or an equivalent opens update pull requests; the audit step gates merges.',
    validationTest:
      'CI runs an audit that fails on high or critical advisories, and each ignored advisory has a written reason.',
    language: 'yaml',
    before: ['Vulnerabilities never stop a build', '- run: npm install --no-audit\n- run: npm audit || true'],
    after: [
      'High findings fail the build',
      '- run: pnpm install --frozen-lockfile\n- run: pnpm audit --audit-level high',
    ],
    sources: [S.npmAudit, S.pnpmAudit, S.githubDependabot, S.owaspDependencies],
    anyOf: [
      'skip npm audit',
      'skip pnpm audit',
      'skip the audit',
      'ignore the audit',
      'ignore the vulnerabilit',
      '--no-audit',
      'npm audit || true',
      'disable dependabot',
    ],
    noneOf: ['fix the vulnerabilit', 'upgrade the vulnerable'],
  }),
  definePractice({
    id: 'justify-every-dependency',
    title: 'Justify every direct dependency in one sentence',
    mandate: 'Never add a dependency without a written justification.',
    description:
      'A direct dependency is code you ship, update and answer for. A one-line reason per package makes each addition a decision rather than a reflex.',
    category: 'dependencies',
    severity: 'medium',
    frequency: 52,
    community: 'Charter governance',
    tags: ['justification', 'governance', 'dependency-budget'],
    verified: false,
    problem:
      'Agents add packages "just in case" while exploring; nobody remembers why a package is there, so nothing is ever removed and the tree only grows.',
    solution:
      'Record why each direct dependency is needed (what it does that the platform or existing code does not) next to the manifest, and remove the package when the reason no longer holds.',
    prevention: 'The dependency_justification rule asks for a reason whenever a decision adds a package.',
    validationTest:
      'Every name in dependencies and devDependencies has an entry in the justification record.',
    language: 'json',
    before: [
      'Added while exploring, never explained',
      '{ "dependencies": { "lodash": "^4.17.21", "moment": "^2.30.1" } }',
    ],
    after: [
      'Each package carries its reason',
      '{\n  "justifications": {\n    "zod": "Runtime validation of API input; one schema also gives the TS type."\n  }\n}',
    ],
    sources: [S.twelveDependencies, S.owaspNpm],
    anyOf: ['unjustified dependenc', 'without justification', 'no justification', 'just in case'],
    noneOf: ['with a justification'],
  }),
  definePractice({
    id: 'avoid-micro-packages',
    title: 'Write one-liners yourself instead of installing them',
    mandate: 'Never install a package for a one-line helper.',
    description:
      'Packages such as left-pad or is-odd add a maintainer, an update stream and an attack surface for code shorter than their README.',
    category: 'dependencies',
    severity: 'low',
    frequency: 18,
    community: 'npm and pnpm',
    tags: ['micro-packages', 'supply-chain', 'dependency-budget'],
    verified: false,
    problem:
      'A trivial helper arrives as a package; when it is unpublished or hijacked the build breaks or runs foreign code, and each one counts against the dependency budget.',
    solution:
      'Use the language (`String.prototype.padStart`, `n % 2 === 1`, `Array.prototype.flat`) or a small local helper with a test; keep packages for problems that take real effort to solve well.',
    prevention: 'Reviewers ask "how many lines would this be?" for every new package.',
    validationTest:
      'No direct dependency implements something the language or a ten-line local function already provides.',
    language: 'ts',
    before: [
      'A package per one-liner',
      "import leftPad from 'left-pad';\nimport isOdd from 'is-odd';\nleftPad(id, 6, '0');",
    ],
    after: ['The language already does it', "const padded = id.padStart(6, '0');\nconst odd = n % 2 === 1;"],
    sources: [S.owaspNpm, S.nodeSecurity],
    anyOf: [
      'left-pad',
      'is-odd',
      'is-even',
      'one-line helper package',
      'a package for a one-liner',
      'trivial package',
    ],
  }),
  definePractice({
    id: 'dependency-budget',
    title: 'Keep direct dependencies within a budget and prune unused ones',
    mandate: 'Never let direct dependencies grow past the project budget.',
    description:
      'Every direct dependency brings transitive ones, install time, bundle size and update work. A budget (50 by default in Charter) makes growth visible.',
    category: 'dependencies',
    severity: 'high',
    frequency: 46,
    community: 'Charter governance',
    tags: ['dependency-budget', 'bloat', 'maintenance'],
    verified: false,
    problem:
      'An agent installs a whole UI kit, three date libraries and two HTTP clients; the project passes a hundred direct dependencies, installs take minutes and upgrades stall.',
    solution:
      'Count direct dependencies on every change, remove ones no import uses (`pnpm why`, a dead-code check), and choose one library per concern.',
    prevention:
      'The max_dependencies rule blocks a decision that would exceed the budget unless an exception is approved.',
    validationTest:
      'The number of direct dependencies is at or below the budget and each is imported somewhere.',
    language: 'bash',
    before: [
      'Kitchen-sink install',
      'pnpm add @mui/material antd chakra-ui moment dayjs date-fns axios got node-fetch',
    ],
    after: [
      'One library per concern, unused ones removed',
      'pnpm why dayjs\npnpm remove moment date-fns got node-fetch',
    ],
    sources: [S.pnpmWhy, S.twelveDependencies],
    anyOf: [
      '131 dependencies',
      'hundreds of dependencies',
      'kitchen-sink',
      'install every package',
      'keep unused dependencies',
    ],
    noneOf: ['remove unused dependencies'],
  }),
  definePractice({
    id: 'tree-shakeable-imports',
    title: 'Import only what you use from ES modules',
    mandate: 'Never import a whole library for one function.',
    description:
      'Bundlers drop unused exports only when code uses static ES module imports of named exports from packages that allow it.',
    category: 'dependencies',
    severity: 'low',
    frequency: 29,
    community: 'Web performance',
    tags: ['tree-shaking', 'bundle-size', 'esm', 'performance'],
    verified: true,
    problem:
      'A default import of a CommonJS utility library, or a namespace import, pulls the whole library into the browser bundle for a single function.',
    solution:
      'Import named exports from ES-module builds (`import { debounce } from "lodash-es"`), check the bundle with a visualiser, and prefer packages that declare `sideEffects: false`.',
    prevention:
      'A bundle-size budget in CI fails when a change adds more than an agreed number of kilobytes.',
    validationTest:
      'The production bundle contains no library whose used exports are a small fraction of its size.',
    language: 'ts',
    before: [
      'The whole library ships for one function',
      "import _ from 'lodash';\nconst onType = _.debounce(save, 300);",
    ],
    after: [
      'Only debounce is bundled',
      "import { debounce } from 'lodash-es';\nconst onType = debounce(save, 300);",
    ],
    sources: [S.mdnTreeShaking, S.webDevTreeShaking, S.viteBuild],
    anyOf: [
      'import the whole library',
      "import _ from 'lodash'",
      "require('lodash')",
      'import the entire library',
    ],
    noneOf: ['named import'],
  }),
  definePractice({
    id: 'prefer-platform-apis',
    title: 'Prefer platform APIs over packages for solved problems',
    mandate: 'Never add a package for what the platform already provides.',
    description:
      'Node 18+ and modern browsers ship fetch, AbortSignal.timeout, URL, crypto.randomUUID, structuredClone and Intl: whole categories of packages are now unnecessary.',
    category: 'dependencies',
    severity: 'low',
    frequency: 34,
    community: 'Node.js',
    tags: ['platform', 'dependency-budget', 'fetch', 'intl'],
    verified: true,
    problem:
      'Agents trained on older code reach for node-fetch, uuid, moment or the deprecated request package, adding weight and maintenance for features the runtime has built in.',
    solution:
      'Use `fetch` with `AbortSignal.timeout`, `crypto.randomUUID()`, `Intl.DateTimeFormat` and `structuredClone`; keep a package only where the platform falls short and say so in its justification.',
    prevention:
      'Keep a short list of replaced packages in the project primer so agents see it before installing.',
    validationTest:
      'No dependency duplicates fetch, UUID v4 generation, deep cloning or locale date formatting.',
    language: 'ts',
    before: [
      'Three packages for built-in features',
      "import fetch from 'node-fetch';\nimport { v4 as uuid } from 'uuid';\nimport moment from 'moment';\nconst label = moment(date).format('LL');",
    ],
    after: [
      'The runtime already has them',
      "const id = crypto.randomUUID();\nconst label = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(date);",
    ],
    sources: [S.nodeGlobals, S.mdnCryptoRandomUuid, S.mdnIntl],
    anyOf: [
      'install node-fetch',
      'add node-fetch',
      'install moment',
      'add moment',
      'install uuid',
      'the request package',
    ],
    noneOf: ['replace moment', 'remove node-fetch'],
  }),
  definePractice({
    id: 'review-install-scripts',
    title: 'Do not let install scripts run unreviewed',
    mandate: 'Never allow every package to run install scripts or pipe remote scripts to a shell.',
    description:
      'preinstall and postinstall scripts run with your user rights during install; most malicious npm releases act through them.',
    category: 'dependencies',
    severity: 'high',
    frequency: 12,
    community: 'npm and pnpm',
    tags: ['supply-chain', 'security', 'install-scripts'],
    verified: true,
    problem:
      'A setup step pipes a remote script into a shell, or every dependency is allowed to run lifecycle scripts, so one compromised package owns the developer machine and the CI runner.',
    solution:
      'Install with scripts disabled by default (`ignore-scripts`, or pnpm 10 which only runs scripts of packages listed in `onlyBuiltDependencies`), allow the few packages that need a build step by name, and download installers with a checksum.',
    prevention: 'New entries in the allow-list of build scripts need review like code.',
    validationTest: 'Install scripts run only for an explicit, reviewed list of packages.',
    language: 'yaml',
    before: [
      'Remote code runs blind',
      '- run: curl -fsSL https://example.com/install.sh | sh\n- run: npm install',
    ],
    after: [
      'Scripts only for named packages',
      '# pnpm-workspace.yaml\nonlyBuiltDependencies:\n  - esbuild\n# ci.yml\n- run: pnpm install --frozen-lockfile',
    ],
    sources: [S.npmScripts, S.owaspNpm],
    anyOf: ['| sh', '| bash', 'allow all install scripts', 'dangerouslyallowallbuilds'],
  }),
];
