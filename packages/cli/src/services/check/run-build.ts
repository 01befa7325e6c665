import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildMeasurement } from '@charter/core';
import { UsageError } from '../../exit-codes';
import { detectPackageManager } from '../package-manager';

/** Runs the project's `build` script and times it (`charter check --build`). */
export async function runBuild(root: string, onOutput?: (chunk: string) => void): Promise<BuildMeasurement> {
  let text: string;
  try {
    text = await readFile(join(root, 'package.json'), 'utf8');
  } catch {
    throw new UsageError('--build needs a package.json with a "build" script in the scanned directory.');
  }
  const scripts = (JSON.parse(text) as { scripts?: Record<string, string> }).scripts ?? {};
  if (typeof scripts.build !== 'string') {
    throw new UsageError('--build: package.json has no "build" script.');
  }
  const offset = text.search(/"build"\s*:/);
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  const manager = detectPackageManager(root);
  const command = `${manager} run build`;
  // execa loads here, not with `charter check`: a scan without --build never starts a process.
  const { execa } = await import('execa');
  const started = performance.now();
  const child = execa(manager, ['run', 'build'], {
    cwd: root,
    reject: false,
    all: true,
    env: { CI: 'true' },
  });
  child.all?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()));
  const result = await child;
  return {
    command,
    seconds: (performance.now() - started) / 1000,
    exitCode: result.exitCode ?? 1,
    manifest: { file: 'package.json', line, column, evidence: `"build": ${JSON.stringify(scripts.build)}` },
  };
}
