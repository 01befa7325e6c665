import { resolve } from 'node:path';
import { execa } from 'execa';
import { EXIT, UsageError } from '../exit-codes';
import { useColour } from '../io';
import { selectBackend } from '../services/backend/select';
import { toExitCode } from '../services/decide';
import { toDependencyDecision, toPackageNames } from '../services/dependency-decision';
import { recordJustifications } from '../services/justifications';
import { detectPackageManager, toAddArgs } from '../services/package-manager';
import { findRepoRoot } from '../services/repo-root';
import { toDepsJson, toInstallFailedText, toInstallingText, toNotInstalledText } from '../ui/deps-report';
import { toPaintedVerdictText } from '../ui/verdict-text';
import { type RegisterCommand, withExamples } from './context';
import { formatOption, type OutputFormat, serverOption } from './output';

interface DepsAddOptions {
  why: string;
  dev?: boolean;
  dir: string;
  dryRun?: boolean;
  yes?: boolean;
  server?: string;
  format: OutputFormat;
}

const MIN_REASON = 10;

export const registerDepsCommand: RegisterCommand = (program, { io, setExit }) => {
  const deps = program
    .command('deps')
    .description('Add dependencies the constitution allows, with their justification.');
  const add = deps
    .command('add')
    .description(
      'Validate the addition, record the justification in .charter/constitution.json, then run npm, pnpm or yarn (detected from the lockfile).',
    )
    .argument('<packages...>', 'what to install, as you would type it (zod, @types/node, chart.js@4)')
    .requiredOption('-w, --why <reason>', 'why the project needs it (recorded as its justification)')
    .option('-D, --dev', 'a development dependency (needs a justification, does not count towards the limit)')
    .option('-C, --dir <path>', 'the package directory (default: the current one)', '.')
    .option('--dry-run', 'validate and show what would run, change nothing')
    .option('-y, --yes', 'install even when the verdict is "needs review" (advisory rules only)')
    .addOption(serverOption())
    .addOption(formatOption())
    .action(async (packages: string[], options: DepsAddOptions) => {
      if (options.why.trim().length < MIN_REASON) {
        throw new UsageError(`--why must say why the project needs it (at least ${MIN_REASON} characters).`);
      }
      const root = findRepoRoot(io.cwd);
      const dir = resolve(io.cwd, options.dir);
      const names = await toPackageNames(dir, packages);
      const reasons = Object.fromEntries(names.map((name) => [name, options.why.trim()]));
      const manager = detectPackageManager(dir);
      const args = toAddArgs(manager, packages, options.dev === true);
      const decision = await toDependencyDecision(dir, {
        packages,
        dev: options.dev === true,
        justifications: reasons,
        proposedAction: `${manager} ${args.join(' ')}`,
      });
      const backend = await selectBackend({ env: io.env, server: options.server, root });
      // A dry run records nothing locally; a server records every decision it is asked.
      const outcome = await backend.validate(decision, { record: options.dryRun !== true });
      const status = outcome.validation.status;
      const allowed = status === 'approved' || (status === 'warning' && options.yes === true);
      const willInstall = allowed && options.dryRun !== true;
      const command = `${manager} ${args.join(' ')}`;
      const report = (installed: boolean, exitCode: number | null) => {
        if (options.format === 'json')
          io.stdout.write(toDepsJson(outcome, [manager, ...args], installed, exitCode));
      };
      if (options.format === 'text') io.stdout.write(toPaintedVerdictText(outcome, useColour(io)));
      if (!willInstall) {
        if (options.format === 'text') io.stdout.write(toNotInstalledText(status, allowed, command, dir));
        report(false, null);
        setExit(allowed ? EXIT.ok : toExitCode(status));
        return;
      }
      const restore = await recordJustifications(root, reasons);
      if (options.format === 'text') io.stdout.write(toInstallingText(command));
      const child = execa(manager, args, {
        cwd: dir,
        env: { ...io.env },
        extendEnv: false,
        reject: false,
        all: true,
        stdin: 'ignore',
      });
      child.all?.on('data', (chunk: Buffer) => {
        if (options.format === 'text') io.stderr.write(chunk);
      });
      const result = await child;
      if (result.failed) {
        await restore();
        if (options.format === 'text') {
          io.stderr.write(toInstallFailedText(manager, result.exitCode ?? result.shortMessage));
        }
        report(false, result.exitCode ?? null);
        setExit(EXIT.usage);
        return;
      }
      report(true, 0);
      setExit(EXIT.ok);
    });
  withExamples(add, [
    'charter deps add chart.js --why "Charts on the billing page; replaces three hand-written modules"',
    'charter deps add -D vitest --why "Unit tests for the pricing rules"',
    'charter deps add zod --why "Validates the API payloads" --dry-run --format json',
  ]);
};
