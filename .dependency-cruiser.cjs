// The layers of Charter, as a rule `pnpm test` runs (`pnpm lint:layers`). Paths are relative to the folder the
// cruise starts in, so packages/core/test/layers/ checks a fixture tree of the same shape with this same file.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-domain-not-api',
      comment:
        "A domain folder of core (governance, primer, journal, history, …) does not import core's API layer: the " +
        'schema it needs lives in the domain folder and api/* imports it. Arrows point from api to the domain.',
      severity: 'error',
      from: { path: '^packages/core/src/(?!api/|testing/)[^/]+/' },
      to: { path: '^packages/core/src/api/' },
    },
    {
      name: 'apps-independent',
      comment:
        'server, web, cli and widget never import each other: what they share lives in core. Tests may start ' +
        "another package for real (the widget's tests run against a real server), so the rule reads src/.",
      severity: 'error',
      from: { path: '^packages/(server|web|cli|widget)/src/' },
      to: { path: '^packages/(server|web|cli|widget)/', pathNot: '^packages/$1/' },
    },
    {
      name: 'core-no-node-builtins',
      comment:
        'core runs in the browser and the widget: nothing in it (src/ or any other folder but its tests and ' +
        "scripts) imports a Node built-in. The scanner's Node side is packages/scanner.",
      severity: 'error',
      from: { path: '^packages/core/(?!test/|scripts/)' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-not-scanner',
      comment:
        'The scanner imports core, never the other way: core (its tests included) stays free of the native ' +
        "parser and of the scanner's file I/O.",
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^packages/scanner/' },
    },
    {
      name: 'browser-not-scanner',
      comment:
        'The console and the widget never import the scanner: it is Node-only and would pull the native ' +
        "oxc-parser into the browser's dependency tree. Only the server and the CLI run it.",
      severity: 'error',
      from: { path: '^packages/(web|widget)/' },
      to: { path: '^packages/scanner/' },
    },
    {
      name: 'no-circular',
      comment: 'No module reaches itself again through its imports (type-only imports count).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'cli-services-not-ui',
      comment:
        "The CLI's services compute and return data; ui/ renders and commands/ wire. A service never imports " +
        'either (progress and prompts come in as callbacks); ui/ may import the result types of services.',
      severity: 'error',
      from: { path: '^packages/cli/src/services/' },
      to: { path: '^packages/cli/src/(ui|commands)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Dependencies of the code, not of its test fixtures: the fixture tree breaks every rule on purpose, and
    // the real-corpus folder holds other people's code that the scanner is tested on.
    exclude: {
      path: '(^|/)(node_modules|dist|\\.reports)/|/test/layers/fixture/|/test/diagnostics/real-corpus/',
    },
    // `import type` counts: a type import is an arrow too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
