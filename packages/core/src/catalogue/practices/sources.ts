import type { Source } from '../schema';

/**
 * The documents the practices cite, named once so a URL is checked in one place and the community dataset can
 * list them. Only stable, top-level documentation pages: a practice cites what directly supports it.
 */
export const SOURCES = {
  // Platform and runtime documentation
  mdnAbortSignalTimeout: {
    title: 'AbortSignal: timeout() static method',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/AbortSignal/timeout_static',
    author: 'MDN Web Docs',
  },
  nodeGlobals: {
    title: 'Node.js globals: fetch and AbortSignal',
    url: 'https://nodejs.org/api/globals.html',
    author: 'Node.js',
  },
  nodeHttp: { title: 'Node.js HTTP module', url: 'https://nodejs.org/api/http.html', author: 'Node.js' },
  nodeProcess: {
    title: 'Node.js process: signal events',
    url: 'https://nodejs.org/api/process.html',
    author: 'Node.js',
  },
  nodeTls: { title: 'Node.js TLS (SSL)', url: 'https://nodejs.org/api/tls.html', author: 'Node.js' },
  nodeCrypto: {
    title: 'Node.js crypto: scrypt',
    url: 'https://nodejs.org/api/crypto.html',
    author: 'Node.js',
  },
  nodeSecurity: {
    title: 'Node.js security best practices',
    url: 'https://nodejs.org/en/learn/getting-started/security-best-practices',
    author: 'Node.js',
  },
  mdnRetryAfter: {
    title: 'Retry-After header',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Retry-After',
    author: 'MDN Web Docs',
  },
  mdn429: {
    title: '429 Too Many Requests',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/429',
    author: 'MDN Web Docs',
  },
  mdnTreeShaking: {
    title: 'Tree shaking',
    url: 'https://developer.mozilla.org/en-US/docs/Glossary/Tree_shaking',
    author: 'MDN Web Docs',
  },
  mdnImgAlt: {
    title: '<img>: the alt attribute',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Element/img',
    author: 'MDN Web Docs',
  },
  mdnLabel: {
    title: '<label> element',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Element/label',
    author: 'MDN Web Docs',
  },
  mdnButton: {
    title: '<button> element',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Element/button',
    author: 'MDN Web Docs',
  },
  mdnDialog: {
    title: '<dialog> element',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Element/dialog',
    author: 'MDN Web Docs',
  },
  mdnFocusVisible: {
    title: ':focus-visible',
    url: 'https://developer.mozilla.org/en-US/docs/Web/CSS/:focus-visible',
    author: 'MDN Web Docs',
  },
  mdnReducedMotion: {
    title: 'prefers-reduced-motion',
    url: 'https://developer.mozilla.org/en-US/docs/Web/CSS/@media/prefers-reduced-motion',
    author: 'MDN Web Docs',
  },
  mdnCryptoRandomUuid: {
    title: 'Crypto: randomUUID() method',
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/Crypto/randomUUID',
    author: 'MDN Web Docs',
  },
  mdnIntl: {
    title: 'Intl',
    url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Intl',
    author: 'MDN Web Docs',
  },
  // Package managers
  npmLockfile: {
    title: 'package-lock.json',
    url: 'https://docs.npmjs.com/cli/v10/configuring-npm/package-lock-json',
    author: 'npm Docs',
  },
  npmCi: { title: 'npm ci', url: 'https://docs.npmjs.com/cli/v10/commands/npm-ci', author: 'npm Docs' },
  npmAudit: {
    title: 'npm audit',
    url: 'https://docs.npmjs.com/cli/v10/commands/npm-audit',
    author: 'npm Docs',
  },
  npmSemver: {
    title: 'About semantic versioning',
    url: 'https://docs.npmjs.com/about-semantic-versioning',
    author: 'npm Docs',
  },
  npmScripts: {
    title: 'npm scripts: life cycle scripts',
    url: 'https://docs.npmjs.com/cli/v10/using-npm/scripts',
    author: 'npm Docs',
  },
  pnpmInstall: {
    title: 'pnpm install (--frozen-lockfile)',
    url: 'https://pnpm.io/cli/install',
    author: 'pnpm',
  },
  pnpmGit: { title: 'Working with Git: lockfiles', url: 'https://pnpm.io/git', author: 'pnpm' },
  pnpmAudit: { title: 'pnpm audit', url: 'https://pnpm.io/cli/audit', author: 'pnpm' },
  pnpmWhy: { title: 'pnpm why', url: 'https://pnpm.io/cli/why', author: 'pnpm' },
  semver: { title: 'Semantic Versioning 2.0.0', url: 'https://semver.org/', author: 'Tom Preston-Werner' },
  githubDependabot: {
    title: 'Keeping your supply chain secure with Dependabot',
    url: 'https://docs.github.com/en/code-security/dependabot',
    author: 'GitHub Docs',
  },
  githubSecretScanning: {
    title: 'Secret scanning',
    url: 'https://docs.github.com/en/code-security/secret-scanning',
    author: 'GitHub Docs',
  },
  // Standards
  rfc9110: {
    title: 'RFC 9110: HTTP Semantics',
    url: 'https://www.rfc-editor.org/rfc/rfc9110',
    author: 'R. Fielding, M. Nottingham, J. Reschke',
    date: '2022-06',
  },
  rfc9457: {
    title: 'RFC 9457: Problem Details for HTTP APIs',
    url: 'https://www.rfc-editor.org/rfc/rfc9457',
    author: 'M. Nottingham, E. Wilde, S. Dalal',
    date: '2023-07',
  },
  rfc8288: {
    title: 'RFC 8288: Web Linking',
    url: 'https://www.rfc-editor.org/rfc/rfc8288',
    author: 'M. Nottingham',
    date: '2017-10',
  },
  wcag21: {
    title: 'Web Content Accessibility Guidelines (WCAG) 2.1',
    url: 'https://www.w3.org/TR/WCAG21/',
    author: 'W3C',
    date: '2018-06-05',
  },
  wcagNonText: {
    title: 'Understanding SC 1.1.1: Non-text Content',
    url: 'https://www.w3.org/WAI/WCAG21/Understanding/non-text-content.html',
    author: 'W3C WAI',
  },
  wcagLabels: {
    title: 'Understanding SC 3.3.2: Labels or Instructions',
    url: 'https://www.w3.org/WAI/WCAG21/Understanding/labels-or-instructions.html',
    author: 'W3C WAI',
  },
  wcagNameRoleValue: {
    title: 'Understanding SC 4.1.2: Name, Role, Value',
    url: 'https://www.w3.org/WAI/WCAG21/Understanding/name-role-value.html',
    author: 'W3C WAI',
  },
  wcagFocusVisible: {
    title: 'Understanding SC 2.4.7: Focus Visible',
    url: 'https://www.w3.org/WAI/WCAG21/Understanding/focus-visible.html',
    author: 'W3C WAI',
  },
  wcagContrast: {
    title: 'Understanding SC 1.4.3: Contrast (Minimum)',
    url: 'https://www.w3.org/WAI/WCAG21/Understanding/contrast-minimum.html',
    author: 'W3C WAI',
  },
  wcagKeyboard: {
    title: 'Understanding SC 2.1.1: Keyboard',
    url: 'https://www.w3.org/WAI/WCAG21/Understanding/keyboard.html',
    author: 'W3C WAI',
  },
  wcagAnimation: {
    title: 'Understanding SC 2.3.3: Animation from Interactions',
    url: 'https://www.w3.org/WAI/WCAG21/Understanding/animation-from-interactions.html',
    author: 'W3C WAI',
  },
  wcagPauseStopHide: {
    title: 'Understanding SC 2.2.2: Pause, Stop, Hide',
    url: 'https://www.w3.org/WAI/WCAG21/Understanding/pause-stop-hide.html',
    author: 'W3C WAI',
  },
  wcagUseOfColor: {
    title: 'Understanding SC 1.4.1: Use of Color',
    url: 'https://www.w3.org/WAI/WCAG21/Understanding/use-of-color.html',
    author: 'W3C WAI',
  },
  wcagStatusMessages: {
    title: 'Understanding SC 4.1.3: Status Messages',
    url: 'https://www.w3.org/WAI/WCAG21/Understanding/status-messages.html',
    author: 'W3C WAI',
  },
  wcagResizeText: {
    title: 'Understanding SC 1.4.4: Resize Text',
    url: 'https://www.w3.org/WAI/WCAG21/Understanding/resize-text.html',
    author: 'W3C WAI',
  },
  wcagFocusOrder: {
    title: 'Understanding SC 2.4.3: Focus Order',
    url: 'https://www.w3.org/WAI/WCAG21/Understanding/focus-order.html',
    author: 'W3C WAI',
  },
  ariaApgDialog: {
    title: 'ARIA Authoring Practices Guide: Dialog (Modal) pattern',
    url: 'https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/',
    author: 'W3C WAI',
  },
  waiImagesTutorial: {
    title: 'Images Tutorial',
    url: 'https://www.w3.org/WAI/tutorials/images/',
    author: 'W3C WAI',
  },
  // Guides
  awsBackoff: {
    title: 'Exponential Backoff And Jitter',
    url: 'https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/',
    author: 'Marc Brooker',
    date: '2015-03-04',
  },
  sreCascading: {
    title: 'Site Reliability Engineering: Addressing Cascading Failures',
    url: 'https://sre.google/sre-book/addressing-cascading-failures/',
    author: 'Google',
  },
  sreOverload: {
    title: 'Site Reliability Engineering: Handling Overload',
    url: 'https://sre.google/sre-book/handling-overload/',
    author: 'Google',
  },
  stripeIdempotency: {
    title: 'Idempotent requests',
    url: 'https://docs.stripe.com/api/idempotent_requests',
    author: 'Stripe',
  },
  stripePagination: { title: 'Pagination', url: 'https://docs.stripe.com/api/pagination', author: 'Stripe' },
  githubPagination: {
    title: 'Using pagination in the REST API',
    url: 'https://docs.github.com/en/rest/using-the-rest-api/using-pagination-in-the-rest-api',
    author: 'GitHub Docs',
  },
  owaspSqlInjection: {
    title: 'SQL Injection Prevention Cheat Sheet',
    url: 'https://cheatsheetseries.owasp.org/cheatsheets/SQL_Injection_Prevention_Cheat_Sheet.html',
    author: 'OWASP',
  },
  owaspInputValidation: {
    title: 'Input Validation Cheat Sheet',
    url: 'https://cheatsheetseries.owasp.org/cheatsheets/Input_Validation_Cheat_Sheet.html',
    author: 'OWASP',
  },
  owaspPasswordStorage: {
    title: 'Password Storage Cheat Sheet',
    url: 'https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html',
    author: 'OWASP',
  },
  owaspSessions: {
    title: 'Session Management Cheat Sheet',
    url: 'https://cheatsheetseries.owasp.org/cheatsheets/Session_Management_Cheat_Sheet.html',
    author: 'OWASP',
  },
  owaspSecrets: {
    title: 'Secrets Management Cheat Sheet',
    url: 'https://cheatsheetseries.owasp.org/cheatsheets/Secrets_Management_Cheat_Sheet.html',
    author: 'OWASP',
  },
  owaspErrorHandling: {
    title: 'Error Handling Cheat Sheet',
    url: 'https://cheatsheetseries.owasp.org/cheatsheets/Error_Handling_Cheat_Sheet.html',
    author: 'OWASP',
  },
  owaspLogging: {
    title: 'Logging Cheat Sheet',
    url: 'https://cheatsheetseries.owasp.org/cheatsheets/Logging_Cheat_Sheet.html',
    author: 'OWASP',
  },
  owaspNpm: {
    title: 'NPM Security Cheat Sheet',
    url: 'https://cheatsheetseries.owasp.org/cheatsheets/NPM_Security_Cheat_Sheet.html',
    author: 'OWASP',
  },
  owaspDependencies: {
    title: 'Vulnerable Dependency Management Cheat Sheet',
    url: 'https://cheatsheetseries.owasp.org/cheatsheets/Vulnerable_Dependency_Management_Cheat_Sheet.html',
    author: 'OWASP',
  },
  owaspTls: {
    title: 'Transport Layer Security Cheat Sheet',
    url: 'https://cheatsheetseries.owasp.org/cheatsheets/Transport_Layer_Security_Cheat_Sheet.html',
    author: 'OWASP',
  },
  owaspDocker: {
    title: 'Docker Security Cheat Sheet',
    url: 'https://cheatsheetseries.owasp.org/cheatsheets/Docker_Security_Cheat_Sheet.html',
    author: 'OWASP',
  },
  owaspDos: {
    title: 'Denial of Service Cheat Sheet',
    url: 'https://cheatsheetseries.owasp.org/cheatsheets/Denial_of_Service_Cheat_Sheet.html',
    author: 'OWASP',
  },
  useTheIndexN1: {
    title: 'Nested Loops Join and the N+1 problem',
    url: 'https://use-the-index-luke.com/sql/join/nested-loops-join-n1-problem',
    author: 'Markus Winand',
  },
  nodePostgresPooling: {
    title: 'node-postgres: Pooling',
    url: 'https://node-postgres.com/features/pooling',
    author: 'Brian Carlson',
  },
  nodePostgresQueries: {
    title: 'node-postgres: Queries',
    url: 'https://node-postgres.com/features/queries',
    author: 'Brian Carlson',
  },
  nodePostgresTransactions: {
    title: 'node-postgres: Transactions',
    url: 'https://node-postgres.com/features/transactions',
    author: 'Brian Carlson',
  },
  pgIndexes: {
    title: 'PostgreSQL: Indexes',
    url: 'https://www.postgresql.org/docs/current/indexes.html',
    author: 'PostgreSQL Global Development Group',
  },
  pgExplain: {
    title: 'PostgreSQL: Using EXPLAIN',
    url: 'https://www.postgresql.org/docs/current/using-explain.html',
    author: 'PostgreSQL Global Development Group',
  },
  pgTransactions: {
    title: 'PostgreSQL: Transactions',
    url: 'https://www.postgresql.org/docs/current/tutorial-transactions.html',
    author: 'PostgreSQL Global Development Group',
  },
  pgDdlTransactions: {
    title: 'PostgreSQL: BEGIN',
    url: 'https://www.postgresql.org/docs/current/sql-begin.html',
    author: 'PostgreSQL Global Development Group',
  },
  pgClientConfig: {
    title: 'PostgreSQL: Client Connection Defaults (statement_timeout)',
    url: 'https://www.postgresql.org/docs/current/runtime-config-client.html',
    author: 'PostgreSQL Global Development Group',
  },
  pgConnections: {
    title: 'PostgreSQL: Connections and Authentication (max_connections)',
    url: 'https://www.postgresql.org/docs/current/runtime-config-connection.html',
    author: 'PostgreSQL Global Development Group',
  },
  pgSelect: {
    title: 'PostgreSQL: SELECT',
    url: 'https://www.postgresql.org/docs/current/sql-select.html',
    author: 'PostgreSQL Global Development Group',
  },
  twelveConfig: {
    title: 'The Twelve-Factor App: Config',
    url: 'https://12factor.net/config',
    author: 'Adam Wiggins',
  },
  twelveDependencies: {
    title: 'The Twelve-Factor App: Dependencies',
    url: 'https://12factor.net/dependencies',
    author: 'Adam Wiggins',
  },
  twelveBuildRelease: {
    title: 'The Twelve-Factor App: Build, release, run',
    url: 'https://12factor.net/build-release-run',
    author: 'Adam Wiggins',
  },
  twelveDisposability: {
    title: 'The Twelve-Factor App: Disposability',
    url: 'https://12factor.net/disposability',
    author: 'Adam Wiggins',
  },
  twelveLogs: {
    title: 'The Twelve-Factor App: Logs',
    url: 'https://12factor.net/logs',
    author: 'Adam Wiggins',
  },
  k8sProbes: {
    title: 'Configure Liveness, Readiness and Startup Probes',
    url: 'https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/',
    author: 'Kubernetes Documentation',
  },
  k8sDeployment: {
    title: 'Deployments (rolling update and rollback)',
    url: 'https://kubernetes.io/docs/concepts/workloads/controllers/deployment/',
    author: 'Kubernetes Documentation',
  },
  k8sPodLifecycle: {
    title: 'Pod Lifecycle: termination of Pods',
    url: 'https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/',
    author: 'Kubernetes Documentation',
  },
  k8sSecurityContext: {
    title: 'Configure a Security Context for a Pod or Container',
    url: 'https://kubernetes.io/docs/tasks/configure-pod-container/security-context/',
    author: 'Kubernetes Documentation',
  },
  dockerBuildCache: {
    title: 'Docker build cache',
    url: 'https://docs.docker.com/build/cache/',
    author: 'Docker Docs',
  },
  dockerMultiStage: {
    title: 'Multi-stage builds',
    url: 'https://docs.docker.com/build/building/multi-stage/',
    author: 'Docker Docs',
  },
  fowlerBlueGreen: {
    title: 'BlueGreenDeployment',
    url: 'https://martinfowler.com/bliki/BlueGreenDeployment.html',
    author: 'Martin Fowler',
    date: '2010-03-01',
  },
  fowlerParallelChange: {
    title: 'ParallelChange (expand and contract)',
    url: 'https://martinfowler.com/bliki/ParallelChange.html',
    author: 'Danilo Sato',
    date: '2014-05-13',
  },
  viteBuild: { title: 'Vite: Building for Production', url: 'https://vite.dev/guide/build', author: 'Vite' },
  tsProjectReferences: {
    title: 'TypeScript: Project References',
    url: 'https://www.typescriptlang.org/docs/handbook/project-references.html',
    author: 'TypeScript',
  },
  zod: { title: 'Zod documentation', url: 'https://zod.dev/', author: 'Colin McDonnell' },
  webDevTreeShaking: {
    title: 'Reduce JavaScript payloads with tree shaking',
    url: 'https://web.dev/articles/reduce-javascript-payloads-with-tree-shaking',
    author: 'Jeremy Wagner',
  },
  webDevReducedMotion: {
    title: 'prefers-reduced-motion: Sometimes less movement is more',
    url: 'https://web.dev/articles/prefers-reduced-motion',
    author: 'Thomas Steiner',
  },
  tanstackQuery: {
    title: 'TanStack Query: Overview',
    url: 'https://tanstack.com/query/latest/docs/framework/react/overview',
    author: 'TanStack',
  },
  reactUseId: { title: 'useId', url: 'https://react.dev/reference/react/useId', author: 'React' },
  reactManagingState: {
    title: 'Managing State',
    url: 'https://react.dev/learn/managing-state',
    author: 'React',
  },
} as const satisfies Record<string, Source>;

export type SourceKey = keyof typeof SOURCES;
