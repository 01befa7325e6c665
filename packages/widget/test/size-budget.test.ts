import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Options } from 'tsup';
import { afterAll, describe, expect, it } from 'vitest';
import configs from '../tsup.config';

/** The script a host page loads must stay within 20 KB gzip (issue 16), and carry no zod. */
export const WIDGET_BUDGET_BYTES = 20 * 1024;

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(join(tmpdir(), 'charter-widget-size-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('widget bundle', () => {
  it('builds the single script within the 20 KB gzip budget, without zod', async () => {
    const iife = (configs as Options[]).find((c) => Array.isArray(c.format) && c.format.includes('iife'))!;
    await build({
      ...iife,
      entry: { 'charter-chat': join(packageDir, 'src/index.ts') },
      outDir,
      silent: true,
      clean: false,
    });
    const script = readFileSync(join(outDir, 'charter-chat.global.js'));
    const gzipped = gzipSync(script, { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(WIDGET_BUDGET_BYTES);
    const text = script.toString('utf8');
    expect(text).not.toMatch(/ZodError|\$ZodType|zod/i);
    expect(text).toContain('charter-chat');
  }, 60_000);
});
