import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json` (only what the measure reads). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The screens whose first paint is budgeted, by path, with the module of their route (route-table.ts):
 * what the browser must download, parse and run before the screen shows is the entry chunk, this module's
 * chunk and everything both import statically.
 */
export const MEASURED_SCREENS = {
  '/login': 'src/features/auth/routes/login-route.tsx',
  '/dashboard': 'src/features/dashboard/routes/dashboard-route.tsx',
  '/primer-generator': 'src/features/primer-generator/routes/primer-generator-route.tsx',
  '/my-projects': 'src/app/screens/my-projects-screen.tsx',
} as const;

export interface InitialJs {
  /** Every JS file loaded before the first paint, entry first. */
  files: string[];
  /** Their sizes as built, and as sent with gzip (the `.gz` beside each file, else gzip -9 here). */
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

async function sizeOf(path: string): Promise<number | null> {
  try {
    return (await stat(path)).size;
  } catch {
    return null;
  }
}

async function compressedSizes(dist: string, file: string): Promise<{ raw: number; gz: number; br: number }> {
  const path = join(dist, file);
  const data = await readFile(path);
  const gz = (await sizeOf(`${path}.gz`)) ?? gzipSync(data, { level: 9 }).byteLength;
  // Files under 1 KiB get no compressed copy (the server sends them as they are).
  const br = (await sizeOf(`${path}.br`)) ?? data.byteLength;
  return { raw: data.byteLength, gz, br };
}

/** The initial JS of the screen whose route module is `screenModule`, from a built `dist`. */
export async function measureInitialJs(dist: string, screenModule: string): Promise<InitialJs> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`${dist}/.vite/manifest.json has no entry chunk`);
  if (!manifest[screenModule]) {
    throw new Error(`${screenModule} is not a chunk of the build: was the screen renamed or moved?`);
  }
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no entry for it`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(screenModule);
  let bytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const file of files) {
    const size = await compressedSizes(dist, file);
    bytes += size.raw;
    gzipBytes += size.gz;
    brotliBytes += size.br;
  }
  return { files, bytes, gzipBytes, brotliBytes };
}

/** Initial JS of every measured screen, for the budget test and `pnpm bench`. */
export async function measureScreens(dist: string): Promise<Record<string, InitialJs>> {
  const result: Record<string, InitialJs> = {};
  for (const [path, module] of Object.entries(MEASURED_SCREENS)) {
    result[path] = await measureInitialJs(dist, module);
  }
  return result;
}
