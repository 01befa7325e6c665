import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Options } from 'tsup';
import configs from '../tsup.config';

/** The size budget of the script a host page loads. */
export const WIDGET_BUDGET_BYTES = 20 * 1024;

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds `entry` (relative to packages/widget) as the single-script IIFE with the widget's own tsup settings
 * and returns its text and gzip size. The size-budget test and `pnpm bench` both measure this way.
 */
export async function measureScript(entry: string): Promise<{ text: string; gzipBytes: number }> {
  const iife = (configs as Options[]).find((c) => Array.isArray(c.format) && c.format.includes('iife'))!;
  const outDir = mkdtempSync(join(tmpdir(), 'charter-widget-size-'));
  try {
    await build({
      ...iife,
      entry: { measured: join(packageDir, entry) },
      outDir,
      silent: true,
      clean: false,
    });
    const script = readFileSync(join(outDir, 'measured.global.js'));
    return { text: script.toString('utf8'), gzipBytes: gzipSync(script, { level: 9 }).length };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
