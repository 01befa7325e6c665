/** Small lockfiles in the exact shapes npm, pnpm and yarn write, with their expected package counts. */

const integrity =
  'sha512-Q1EnCL9n3FZa6XwdNKM0jLUqd3V/cFZrPhHg5oYJzUmwy6ZcyM1DQpjtmi+rq9FiqO2B1jL6nfLCvN6G2/eqOjw==';

export const npmV1 = JSON.stringify(
  {
    name: 'demo',
    version: '1.0.0',
    lockfileVersion: 1,
    requires: true,
    dependencies: {
      debug: {
        version: '4.3.4',
        resolved: 'https://registry.npmjs.org/debug/-/debug-4.3.4.tgz',
        integrity,
        requires: { ms: '2.1.2' },
      },
      ms: { version: '2.1.2', resolved: 'https://registry.npmjs.org/ms/-/ms-2.1.2.tgz', integrity },
      send: {
        version: '0.18.0',
        integrity,
        requires: { debug: '2.6.9', ms: '2.1.3' },
        dependencies: {
          debug: { version: '2.6.9', integrity, dependencies: { ms: { version: '2.0.0', integrity } } },
          ms: { version: '2.1.3', integrity },
        },
      },
      'http-errors': { version: '2.0.0', integrity, dependencies: { ms: { version: '2.1.3', integrity } } },
      'local-lib': { version: 'file:packages/local-lib' },
    },
  },
  null,
  2,
);
/** debug@4.3.4 ms@2.1.2 send@0.18.0 debug@2.6.9 ms@2.0.0 ms@2.1.3 http-errors@2.0.0 (ms@2.1.3 twice). */
export const npmV1Count = 7;

const v2Packages = {
  '': { name: 'demo', version: '1.0.0', workspaces: ['packages/*'], dependencies: { debug: '^4.3.4' } },
  'node_modules/app': { resolved: 'packages/app', link: true },
  'node_modules/debug': {
    version: '4.3.4',
    resolved: 'https://registry.npmjs.org/debug/-/debug-4.3.4.tgz',
    integrity,
    dependencies: { ms: '2.1.2' },
  },
  'node_modules/ms': { version: '2.1.2', integrity },
  'node_modules/send': { version: '0.18.0', integrity },
  'node_modules/send/node_modules/debug': { version: '2.6.9', integrity },
  'node_modules/send/node_modules/debug/node_modules/ms': { version: '2.0.0', integrity },
  'node_modules/send/node_modules/ms': { version: '2.1.3', integrity },
  'node_modules/other': { version: '1.0.0', integrity, dev: true },
  'node_modules/other/node_modules/ms': { version: '2.1.3', integrity, dev: true },
  'node_modules/string-width': { version: '4.2.3', integrity },
  'node_modules/string-width-cjs': { name: 'string-width', version: '4.2.3', integrity },
  'packages/app': { name: 'app', version: '0.1.0', dependencies: { send: '^0.18.0' } },
};
/** 8 distinct: debug×2, ms×3, send, other, string-width (the alias is the same package). */
export const npmV2Count = 8;

export const npmV2 = JSON.stringify(
  {
    name: 'demo',
    version: '1.0.0',
    lockfileVersion: 2,
    requires: true,
    packages: v2Packages,
    dependencies: { debug: { version: '4.3.4' } },
  },
  null,
  2,
);
export const npmV3 = JSON.stringify(
  { name: 'demo', version: '1.0.0', lockfileVersion: 3, requires: true, packages: v2Packages },
  null,
  2,
);

export const pnpmV5 = `lockfileVersion: 5.4

specifiers:
  react: ^17.0.2
  react-dom: ^17.0.2
  use-sync-external-store: ^1.2.0

dependencies:
  react: 17.0.2
  react-dom: 17.0.2_react@17.0.2
  use-sync-external-store: 1.2.0_react@17.0.2

packages:

  /@babel/runtime/7.20.1:
    resolution: {integrity: ${integrity}}
    engines: {node: '>=6.9.0'}
    dependencies:
      regenerator-runtime: 0.13.11
    dev: false

  /js-tokens/4.0.0:
    resolution: {integrity: ${integrity}}
    dev: false

  /loose-envify/1.4.0:
    resolution: {integrity: ${integrity}}
    hasBin: true
    dependencies:
      js-tokens: 4.0.0
    dev: false

  /object-assign/4.1.1:
    resolution: {integrity: ${integrity}}
    engines: {node: '>=0.10.0'}
    dev: false

  /react-dom/17.0.2_react@17.0.2:
    resolution: {integrity: ${integrity}}
    peerDependencies:
      react: 17.0.2
    dependencies:
      loose-envify: 1.4.0
      object-assign: 4.1.1
      react: 17.0.2
      scheduler: 0.20.2
    dev: false

  /react/17.0.2:
    resolution: {integrity: ${integrity}}
    dev: false

  /regenerator-runtime/0.13.11:
    resolution: {integrity: ${integrity}}
    dev: false

  /scheduler/0.20.2:
    resolution: {integrity: ${integrity}}
    dev: false

  /use-sync-external-store/1.2.0_react@17.0.2:
    resolution: {integrity: ${integrity}}
    peerDependencies:
      react: ^16.8.0 || ^17.0.0 || ^18.0.0
    dev: false

  /use-sync-external-store/1.2.0_react@18.2.0:
    resolution: {integrity: ${integrity}}
    dev: true
`;
export const pnpmV5Count = 9;

export const pnpmV6 = `lockfileVersion: '6.0'

settings:
  autoInstallPeers: true
  excludeLinksFromLockfile: false

importers:

  .:
    dependencies:
      react:
        specifier: ^18.2.0
        version: 18.2.0

  packages/ui:
    dependencies:
      react-dom:
        specifier: ^18.2.0
        version: 18.2.0(react@18.2.0)

packages:

  /@babel/runtime@7.23.2:
    resolution: {integrity: ${integrity}}
    engines: {node: '>=6.9.0'}
    dependencies:
      regenerator-runtime: 0.14.0
    dev: false

  /js-tokens@4.0.0:
    resolution: {integrity: ${integrity}}
    dev: false

  /loose-envify@1.4.0:
    resolution: {integrity: ${integrity}}
    hasBin: true
    dependencies:
      js-tokens: 4.0.0
    dev: false

  /react-dom@18.2.0(react@18.2.0):
    resolution: {integrity: ${integrity}}
    peerDependencies:
      react: ^18.2.0
    dependencies:
      loose-envify: 1.4.0
      react: 18.2.0
      scheduler: 0.23.0
    dev: false

  /react@18.2.0:
    resolution: {integrity: ${integrity}}
    engines: {node: '>=0.10.0'}
    dependencies:
      loose-envify: 1.4.0
    dev: false

  /regenerator-runtime@0.14.0:
    resolution: {integrity: ${integrity}}
    dev: false

  /scheduler@0.23.0:
    resolution: {integrity: ${integrity}}
    dependencies:
      loose-envify: 1.4.0
    dev: false
`;
export const pnpmV6Count = 7;

export const pnpmV9 = `lockfileVersion: '9.0'

settings:
  autoInstallPeers: true
  excludeLinksFromLockfile: false

catalogs:
  default:
    react:
      specifier: ^18.3.1
      version: 18.3.1

importers:

  .:
    dependencies:
      react:
        specifier: 'catalog:'
        version: 18.3.1
      react-dom:
        specifier: ^18.3.1
        version: 18.3.1(react@18.3.1)

  packages/ui:
    dependencies:
      '@charter/core':
        specifier: workspace:*
        version: link:../core

packages:

  '@types/prop-types@15.7.13':
    resolution: {integrity: ${integrity}}

  js-tokens@4.0.0:
    resolution: {integrity: ${integrity}}

  loose-envify@1.4.0:
    resolution: {integrity: ${integrity}}
    hasBin: true

  react-dom@18.3.1:
    resolution: {integrity: ${integrity}}
    peerDependencies:
      react: ^18.3.1

  react@18.3.1:
    resolution: {integrity: ${integrity}}
    engines: {node: '>=0.10.0'}

  scheduler@0.23.2:
    resolution: {integrity: ${integrity}}

snapshots:

  '@types/prop-types@15.7.13': {}

  js-tokens@4.0.0: {}

  loose-envify@1.4.0:
    dependencies:
      js-tokens: 4.0.0

  react-dom@18.3.1(react@18.3.1):
    dependencies:
      loose-envify: 1.4.0
      react: 18.3.1
      scheduler: 0.23.2

  react@18.3.1:
    dependencies:
      loose-envify: 1.4.0

  scheduler@0.23.2:
    dependencies:
      loose-envify: 1.4.0
`;
export const pnpmV9Count = 6;

export const yarnClassic = `# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.
# yarn lockfile v1


"@babel/code-frame@^7.0.0", "@babel/code-frame@^7.22.13":
  version "7.22.13"
  resolved "https://registry.yarnpkg.com/@babel/code-frame/-/code-frame-7.22.13.tgz#e3c1c099402598483b7a8c46a721d1038803755e"
  integrity ${integrity}
  dependencies:
    "@babel/highlight" "^7.22.13"
    chalk "^2.4.2"

"@babel/highlight@^7.22.13":
  version "7.22.20"
  resolved "https://registry.yarnpkg.com/@babel/highlight/-/highlight-7.22.20.tgz#4ca92b71d80554b01427815e06f2df965b9c1f54"
  integrity ${integrity}
  dependencies:
    chalk "^2.4.2"

chalk@^2.4.2:
  version "2.4.2"
  resolved "https://registry.yarnpkg.com/chalk/-/chalk-2.4.2.tgz#cd42541677a54333cf541a49108c1432b44c9424"
  integrity ${integrity}

chalk@^4.1.0:
  version "4.1.2"
  resolved "https://registry.yarnpkg.com/chalk/-/chalk-4.1.2.tgz#aac4e2b7734a740867aeb16bf02aad556a1e7a01"
  integrity ${integrity}

lodash@^4.17.20, lodash@^4.17.21:
  version "4.17.21"
  resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#679591c564c3bffaae8454cf0b3df370c3d6911c"
  integrity ${integrity}

"string-width-cjs@npm:string-width@^4.2.0":
  version "4.2.3"
  resolved "https://registry.yarnpkg.com/string-width/-/string-width-4.2.3.tgz#269c7117d27b05ad2e536830a8ec895ef9c6d010"
  integrity ${integrity}
`;
export const yarnClassicCount = 6;

export const yarnBerry = `# This file is generated by running "yarn install" inside your project.
# Manual changes might be lost - proceed with caution!

__metadata:
  version: 8
  cacheKey: 10c0

"@babel/code-frame@npm:^7.0.0, @babel/code-frame@npm:^7.22.13":
  version: 7.22.13
  resolution: "@babel/code-frame@npm:7.22.13"
  dependencies:
    "@babel/highlight": "npm:^7.22.13"
    chalk: "npm:^2.4.2"
  checksum: 10c0/f4cc8ae1000265677daf4845083b72f88d00d311adb1a93c94eb4b07bf0ed6828a81ae4ac43ee7d476775000b93a28a9cddec18fbdc5796212d8dcccd5de72bd
  languageName: node
  linkType: hard

"chalk@npm:^2.4.2":
  version: 2.4.2
  resolution: "chalk@npm:2.4.2"
  checksum: 10c0/e6543f02ec877732e3a2d1c3c3323ddb4d39fbab687c23f526e25bd4c6a9bf3b83a696e8c769d078e04e5754921648f7821b2a2acfd16c550435fd630026e073
  languageName: node
  linkType: hard

"my-app@workspace:.":
  version: 0.0.0-use.local
  resolution: "my-app@workspace:."
  dependencies:
    ui: "workspace:packages/ui"
  languageName: unknown
  linkType: soft

"resolve@npm:^1.20.0":
  version: 1.22.8
  resolution: "resolve@npm:1.22.8"
  languageName: node
  linkType: hard

"resolve@patch:resolve@npm%3A^1.20.0#optional!builtin<compat/resolve>":
  version: 1.22.8
  resolution: "resolve@patch:resolve@npm%3A1.22.8#optional!builtin<compat/resolve>::version=1.22.8&hash=c3c19d"
  languageName: node
  linkType: hard

"ui@workspace:packages/ui":
  version: 0.0.0-use.local
  resolution: "ui@workspace:packages/ui"
  languageName: unknown
  linkType: soft
`;
/** @babel/code-frame, chalk, resolve (its patched build is the same name@version). */
export const yarnBerryCount = 3;
