import type { BestPractice } from '../schema';
import { definePractice } from './define';
import { SOURCES as S } from './sources';

/** Practices that keep the dependency list small and intentional. */
export const DEPENDENCY_BUDGET_PRACTICES: readonly BestPractice[] = [
  definePractice({
    id: 'justify-every-dependency',
    title: 'Justify every direct dependency in one sentence',
    mandate: 'Never add a dependency without a written justification.',
    description:
      'A direct dependency is code you ship, update and answer for. A one-line reason per package makes each addition a decision rather than a reflex.',
    category: 'dependencies',
    severity: 'medium',
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
    id: 'dependency-budget',
    title: 'Keep direct dependencies within a budget and prune unused ones',
    mandate: 'Never let direct dependencies grow past the project budget.',
    description:
      'Every direct dependency brings transitive ones, install time, bundle size and update work. A budget (50 by default in Charter) makes growth visible.',
    category: 'dependencies',
    severity: 'high',
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
    id: 'avoid-micro-packages',
    title: 'Write one-liners yourself instead of installing them',
    mandate: 'Never install a package for a one-line helper.',
    description:
      'Packages such as left-pad or is-odd add a maintainer, an update stream and an attack surface for code shorter than their README.',
    category: 'dependencies',
    severity: 'low',
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
    id: 'prefer-platform-apis',
    title: 'Prefer platform APIs over packages for solved problems',
    mandate: 'Never add a package for what the platform already provides.',
    description:
      'Node 18+ and modern browsers ship fetch, AbortSignal.timeout, URL, crypto.randomUUID, structuredClone and Intl: whole categories of packages are now unnecessary.',
    category: 'dependencies',
    severity: 'low',
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
    id: 'tree-shakeable-imports',
    title: 'Import only what you use from ES modules',
    mandate: 'Never import a whole library for one function.',
    description:
      'Bundlers drop unused exports only when code uses static ES module imports of named exports from packages that allow it.',
    category: 'dependencies',
    severity: 'low',
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
];
