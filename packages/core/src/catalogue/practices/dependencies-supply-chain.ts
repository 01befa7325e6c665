import type { BestPractice } from '../schema';
import { definePractice } from './define';
import { SOURCES as S } from './sources';

/** Practices that keep installs reproducible and safe: lockfiles, versions, audits, install scripts. */
export const DEPENDENCY_SUPPLY_CHAIN_PRACTICES: readonly BestPractice[] = [
  definePractice({
    id: 'lockfile-committed',
    title: 'Commit the lockfile and install from it in CI',
    mandate: 'Never delete, ignore or bypass the lockfile.',
    description:
      'The lockfile records the exact version and integrity hash of every package in the tree. Without it two installs of the same commit can run different code.',
    category: 'dependencies',
    severity: 'high',
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
    id: 'review-install-scripts',
    title: 'Do not let install scripts run unreviewed',
    mandate: 'Never allow every package to run install scripts or pipe remote scripts to a shell.',
    description:
      'preinstall and postinstall scripts run with your user rights during install; most malicious npm releases act through them.',
    category: 'dependencies',
    severity: 'high',
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
