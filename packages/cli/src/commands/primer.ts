import { Option } from 'commander';
import { EXIT } from '../exit-codes';
import { useColour } from '../io';
import { runPrimer } from '../services/primer/run-primer';
import { OUTPUT_FORMATS, type OutputFormat } from '../ui/formats';
import { renderPlan } from '../ui/primer-plan';
import { toPrimerReport } from '../ui/primer-report';
import { askConfirm } from '../ui/prompts';
import { type RegisterCommand, withExamples } from './context';

interface PrimerCommandOptions {
  answers?: string;
  yes?: boolean;
  dryRun?: boolean;
  format: OutputFormat;
}

/** `charter primer`: the primer interview, writing PRIMER.md, the agent files and the tier's thresholds. */
export const registerPrimerCommand: RegisterCommand = (program, { io, setExit }) => {
  const command = program
    .command('primer')
    .description(
      'Interview for the project primer; write PRIMER.md, the agent files (AGENTS.md, CLAUDE.md, Cursor, Copilot) and the tier’s limits.',
    )
    .argument('[path]', 'the repository root', '.')
    .option(
      '--answers <file.json>',
      'take the answers from this JSON file instead of asking (no terminal needed)',
    )
    .option('-y, --yes', 'write the files without asking')
    .option('--dry-run', 'show what would change per file and write nothing')
    .addOption(new Option('-f, --format <format>', 'output format').choices(OUTPUT_FORMATS).default('text'))
    .addHelpText(
      'after',
      [
        '',
        'Interview keys: ↑/↓ choose, Enter answers (an empty answer skips), Esc goes back (answers',
        'are kept), Ctrl+C quits without writing. The summary at the end confirms, or edits any answer.',
        '',
        'Charter owns only the text between <!-- charter:start --> and <!-- charter:end --> in',
        'PRIMER.md and the agent files; your notes around it are kept. The answers are kept in',
        '.charter/primer-answers.json: the next interview starts from them.',
        '',
        'An answers file: { "experience": "beginner", "tier": "simple", "answers": { "core-problem": "…" } }',
        'or a flat { "core-problem": "…", … }; keys missing are blank.',
        '',
      ].join('\n'),
    )
    .action(async (path: string, options: PrimerCommandOptions) => {
      const { stdin } = io;
      const outcome = await runPrimer({
        path,
        cwd: io.cwd,
        answersFile: options.answers,
        yes: options.yes === true,
        dryRun: options.dryRun === true,
        interactive: stdin?.isTTY === true,
        interview: stdin
          ? async ({ initial, currentTier }) => {
              // Ink loads only for the interview itself.
              const { runInterview } = await import('../ui/interview');
              return runInterview({
                stdin,
                output: io.stderr,
                colour: useColour(io, 'stderr'),
                initial,
                currentTier,
              });
            }
          : undefined,
        onPlan: (files, confirming) => {
          if (options.format === 'text') io.stdout.write(renderPlan(files, { colour: useColour(io) }));
          // With JSON on stdout, the changes to confirm are shown where the prompt is.
          else if (confirming) io.stderr.write(renderPlan(files, { colour: useColour(io, 'stderr') }));
        },
        confirmWrite: async (count) => {
          try {
            return await askConfirm(io, `Write ${count} file${count === 1 ? '' : 's'}?`, true);
          } catch (error) {
            // Ctrl+C at the prompt is a no, not an internal error.
            if (error instanceof Error && error.name === 'ExitPromptError') return false;
            throw error;
          }
        },
        onNotice: (message) => io.stderr.write(`charter: ${message}\n`),
      });
      const report = toPrimerReport(outcome, options.format);
      io[report.stream].write(report.text);
      setExit(outcome.status === 'cancelled' ? EXIT.cancelled : EXIT.ok);
    });
  withExamples(command, [
    'charter primer',
    'charter primer --dry-run',
    'charter primer --answers primer-answers.json --yes',
    'charter primer --answers .charter/primer-answers.json --yes   # regenerate after a constitution change',
    'charter primer --answers primer-answers.json --dry-run --format json',
  ]);
};
