import { useColour } from '../io';
import { selectBackend } from '../services/backend/select';
import { toExitCode } from '../services/decide';
import { findRepoRoot } from '../services/repo-root';
import { toVerdictReport } from '../ui/verdict-text';
import { type RegisterCommand, withExamples } from './context';
import { formatOption, type OutputFormat, serverOption } from './output';
import { collectMeta } from './parse-options';

interface ValidateOptions {
  type: string;
  meta?: Record<string, unknown>;
  action?: string;
  agent?: string;
  project?: string;
  server?: string;
  format: OutputFormat;
}

export const registerValidateCommand: RegisterCommand = (program, { io, setExit }) => {
  const command = program
    .command('validate')
    .description(
      'Ask whether a decision keeps to the constitution. Exit 0 approved, 1 blocked, 3 needs review.',
    )
    .argument('<decision>', 'what is about to be done, in a sentence')
    .option(
      '-t, --type <type>',
      'decision type: dependency_addition, api_configuration, build, accessibility, architecture, …',
      'general',
    )
    .option(
      '-m, --meta <key=value>',
      'a fact of the decision (repeatable): current_dependencies=48, timeout_ms=5000, packages=a,b',
      collectMeta,
    )
    .option('-a, --action <text>', 'the concrete action proposed (a command, a code change)')
    .option('--agent <id>', 'who asks, when it is an agent')
    .option('--project <name>', 'with --server: the project whose settings apply')
    .addOption(serverOption())
    .addOption(formatOption())
    .action(async (description: string, options: ValidateOptions) => {
      const backend = await selectBackend({
        env: io.env,
        server: options.server,
        root: findRepoRoot(io.cwd),
      });
      const outcome = await backend.validate(
        {
          decision_type: options.type,
          description,
          ...(options.action ? { proposed_action: options.action } : {}),
          metadata: options.meta ?? {},
          ...(options.agent ? { agent_id: options.agent } : {}),
          project_name: options.project,
        },
        { actor: options.agent ? `agent:${options.agent}` : undefined },
      );
      io.stdout.write(toVerdictReport(outcome, options.format, useColour(io)));
      setExit(toExitCode(outcome.validation.status));
    });
  withExamples(command, [
    'charter validate "Add chart.js for the billing charts" --type dependency_addition --meta current_dependencies=50 --meta packages=chart.js',
    'charter validate "Call the billing API with a 30 s timeout" --type api_configuration --meta timeout_ms=30000',
    'CHARTER_API_KEY=charter_sk_… charter validate "Remove alt text from the logo" --type accessibility --server http://127.0.0.1:8787',
    'charter validate "Switch the build to webpack" --format json',
  ]);
};
