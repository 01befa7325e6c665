import { Option } from 'commander';
import { PRIMER_FORMATS, type PrimerFormat, runPrimer } from '../services/primer/run-primer';
import { type RegisterCommand, withExamples } from './context';

interface PrimerCommandOptions {
  answers?: string;
  yes?: boolean;
  dryRun?: boolean;
  format: PrimerFormat;
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
    .addOption(new Option('-f, --format <format>', 'output format').choices(PRIMER_FORMATS).default('text'))
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
      setExit(
        await runPrimer({
          path,
          answersFile: options.answers,
          yes: options.yes === true,
          dryRun: options.dryRun === true,
          format: options.format,
          io,
        }),
      );
    });
  withExamples(command, [
    'charter primer',
    'charter primer --dry-run',
    'charter primer --answers primer-answers.json --yes',
    'charter primer --answers .charter/primer-answers.json --yes   # regenerate after a constitution change',
    'charter primer --answers primer-answers.json --dry-run --format json',
  ]);
};
