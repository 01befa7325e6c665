/**
 * A small project with something wrong in every category, and one outbound call the checker cannot judge. `analysis-scan.ts` holds what the real scanner finds
 * in it (checked by packages/scanner/test/console-analysis-fixture.test.ts), so the console's tests render real
 * findings without the console depending on the scanner's native parser.
 */
export const ANALYSIS_FILES = [
  {
    path: 'package.json',
    text: JSON.stringify(
      { name: 'shop', version: '1.0.0', dependencies: { axios: '^1.7.0', react: '^19.0.0' } },
      null,
      2,
    ),
  },
  {
    path: 'package-lock.json',
    text: JSON.stringify(
      {
        name: 'shop',
        lockfileVersion: 3,
        packages: {
          '': { name: 'shop', dependencies: { axios: '^1.7.0', react: '^19.0.0' } },
          'node_modules/axios': { version: '1.7.0' },
          'node_modules/react': { version: '19.0.0' },
          'node_modules/follow-redirects': { version: '1.15.6' },
        },
      },
      null,
      2,
    ),
  },
  { path: 'tsconfig.json', text: JSON.stringify({ compilerOptions: { strict: false } }, null, 2) },
  {
    path: 'src/api.ts',
    text: [
      "import axios from 'axios';",
      '',
      'export async function getOrders() {',
      "  const response = await fetch('https://api.example.com/orders');",
      '  return response.json();',
      '}',
      '',
      "export const getUser = (id: string) => axios.get('https://api.example.com/users/' + id);",
      '',
      '// The caller hands in the signal: the checker cannot see its timeout, so it says it did not judge it.',
      'export const getStock = (url: string, opts: { signal: AbortSignal }) =>',
      '  fetch(url, { signal: opts.signal });',
      '',
    ].join('\n'),
  },
  {
    path: 'src/app.tsx',
    text: [
      "import { getOrders } from './api';",
      '',
      'export function App() {',
      '  return (',
      '    <main>',
      '      <h1>Shop</h1>',
      '      <img src="/logo.png" />',
      '      <div onClick={() => getOrders()}>Refresh</div>',
      '      <input type="text" />',
      '    </main>',
      '  );',
      '}',
      '',
    ].join('\n'),
  },
];
