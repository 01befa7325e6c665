// A generated project of about 1 000 TS/TSX files and a large pnpm lockfile, for the check benchmark.
// Deterministic: the same files every run, so runs compare.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const FIXTURE_FILES = 1_000;
export const LOCKFILE_PACKAGES = 4_000;

const component = (i: number) => `import { useState } from 'react';
import { formatPrice } from '../lib/format-${i % 50}';

export interface Item${i}Props { id: string; title: string; price: number; onSelect(id: string): void }

/** Card ${i}: a product tile with an image, a title, a price and a button. */
export function Item${i}({ id, title, price, onSelect }: Item${i}Props) {
  const [open, setOpen] = useState(false);
  return (
    <article className="card">
      <img src={\`/img/\${id}.png\`} ${i % 7 === 0 ? '' : 'alt={title} '}/>
      <h3>{title}</h3>
      <p>{formatPrice(price)}</p>
      <button type="button" onClick={() => { setOpen(!open); onSelect(id); }}>
        {open ? 'Hide' : 'Show'} details
      </button>
      {open ? <section aria-label="Details"><label htmlFor={\`q-\${id}\`}>Quantity</label><input id={\`q-\${id}\`} type="number" /></section> : null}
    </article>
  );
}
`;

const service = (i: number) => `import axios from 'axios';

const TIMEOUT_MS = ${i % 5 === 0 ? '30_000' : '5_000'};
const client = axios.create({ baseURL: '/api/v${i % 3}', timeout: TIMEOUT_MS });

export async function list${i}(page: number) {
  const response = await client.get('/items', { params: { page } });
  return response.data as unknown[];
}

export async function detail${i}(id: string) {
  const response = await fetch(\`/api/items/\${id}\`${i % 4 === 0 ? '' : ', { signal: AbortSignal.timeout(TIMEOUT_MS) }'});
  if (!response.ok) throw new Error(\`item \${id}: \${response.status}\`);
  return response.json();
}

export function total${i}(prices: readonly number[]): number {
  let sum = 0;
  for (const price of prices) sum += price;
  return Math.round(sum * 100) / 100;
}
`;

const format = (i: number) => `export function formatPrice(value: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: '${['GBP', 'EUR', 'USD'][i % 3]}' }).format(value);
}
`;

function lockfile(): string {
  const lines = ["lockfileVersion: '9.0'", '', 'importers:', '', '  .:', '    dependencies:'];
  lines.push('      axios:', '        specifier: ^1.7.0', '        version: 1.7.0', '', 'packages:', '');
  for (let i = 0; i < LOCKFILE_PACKAGES; i++) {
    lines.push(`  pkg-${i}@1.${i % 10}.0:`, `    resolution: {integrity: sha512-${'a'.repeat(20)}${i}}`, '');
  }
  lines.push('snapshots:', '');
  for (let i = 0; i < LOCKFILE_PACKAGES; i++) {
    lines.push(
      `  pkg-${i}@1.${i % 10}.0:`,
      i > 0 ? `    dependencies:\n      pkg-${i - 1}: 1.${(i - 1) % 10}.0` : '',
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Writes the fixture under `root` (about 1 000 code files, a package.json, a 4 000-package lockfile). */
export async function makeCheckFixture(root: string): Promise<number> {
  const files: Record<string, string> = {
    'README.md': '# Bench shop\n',
    'package.json': JSON.stringify(
      { name: 'bench-shop', dependencies: { axios: '^1.7.0', react: '^19.0.0' } },
      null,
      2,
    ),
    'tsconfig.json': '{ "compilerOptions": { "strict": true, "jsx": "react-jsx" } }\n',
    'pnpm-lock.yaml': lockfile(),
  };
  const components = 450;
  const services = 450;
  for (let i = 0; i < components; i++) files[`src/components/item-${i}.tsx`] = component(i);
  for (let i = 0; i < services; i++) files[`src/services/items-${i}.ts`] = service(i);
  for (let i = 0; i < 50; i++) files[`src/lib/format-${i}.ts`] = format(i);
  for (let i = 0; i < FIXTURE_FILES - components - services - 50; i++) {
    files[`src/services/items-${i}.test.ts`] =
      `import { total${i} } from './items-${i}';\nif (total${i}([1, 2]) !== 3) throw new Error('total');\n`;
  }
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return Object.keys(files).length;
}
