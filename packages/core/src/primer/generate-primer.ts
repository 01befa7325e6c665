import type { Constitution } from '../constitution/index';
import { CharterError, toFieldIssues } from '../errors';
import {
  PRIMER_FIELDS,
  type PrimerAnswers,
  type PrimerAnswersInput,
  PrimerAnswersSchema,
  type PrimerKey,
  toCompletion,
} from './answers';
import { checkPrimerCompliance, type PrimerCompliance } from './check-compliance';
import { toConstitutionSection, toInstructionsSection } from './constitution-section';
import { countWords, type PrimerMetadata, toProjectType, toUserRole } from './primer-metadata';

export interface GeneratePrimerOptions {
  constitution: Constitution;
  /** When the primer is generated; only its UTC date is printed, so reruns on one day are identical. */
  now: Date;
  /** Overrides the name derived from the core problem. */
  projectName?: string;
  /**
   * A primer written from a conversation states the conversation's readiness (`toReadiness`) as its
   * completeness, so the screen and the primer show one figure; without it, the share of the 16 answers.
   */
  completeness?: { confidence: number; coveredTopics: readonly string[] };
}

export interface GeneratedPrimer {
  primer: string;
  metadata: PrimerMetadata;
  compliance: PrimerCompliance;
}

export const NOT_SPECIFIED = '_Not specified yet — ask the owner before assuming._';

/** The project sections in reading order: why, who, what, then how and within which limits. */
const SECTIONS: ReadonlyArray<{ heading: string; keys: readonly PrimerKey[] }> = [
  { heading: 'Problem', keys: ['core-problem'] },
  { heading: 'Users', keys: ['target-users'] },
  { heading: 'Business model', keys: ['business-model'] },
  { heading: 'Jobs to be done', keys: ['primary-jobs'] },
  { heading: 'User journey', keys: ['user-journey'] },
  { heading: 'Scope', keys: ['project-scope'] },
  { heading: 'Platform and technical complexity', keys: ['platform-type', 'technical-complexity'] },
  { heading: 'Ecosystem', keys: ['ecosystem-apps'] },
  { heading: 'Data', keys: ['data-requirements'] },
  { heading: 'Integrations', keys: ['integration-needs'] },
  { heading: 'Performance', keys: ['performance-requirements'] },
  { heading: 'Brand and design', keys: ['brand-requirements'] },
  { heading: 'Constraints', keys: ['platform-constraints'] },
  { heading: 'Timeline and budget', keys: ['timeline-budget'] },
];

/**
 * An answer as Markdown body text. Lines starting with `#` are escaped and comment openers defused so
 * an answer can neither fake a primer heading (and fool the compliance check) nor break the
 * `<!-- charter:… -->` markers of the agent files.
 */
function toBodyText(answer: string): string {
  return answer
    .replace(/\r\n?/g, '\n')
    .trim()
    .split('\n')
    .map((line) => line.replace(/^(\s*)#/, '$1\\#').replaceAll('<!--', '&lt;!--'))
    .join('\n');
}

// Words a derived title should not end on ("… five hours a" reads as a cut, "… five hours" does not).
const TRAILING_STOP_WORDS =
  /^(a|an|the|to|of|and|or|for|by|in|on|at|with|because|that|who|which|their|its)$/i;

/** The first clause of the core problem, up to eight words, as a title; a neutral name when blank. */
function toProjectName(answers: Record<PrimerKey, string>, projectName: string | undefined): string {
  const given = (projectName ?? '').replace(/\s+/g, ' ').trim();
  if (given !== '') return given;
  // The main clause only: "bakeries waste flour because they guess orders" names "bakeries waste flour".
  const clause =
    answers['core-problem']
      .trim()
      .split(/[.!?;:\n—–(]|\s(?:because|since|so that|when|while|which|who|but)\s/i)[0] ?? '';
  const words = clause
    .replace(/[,"“”]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
  while (words.length > 1 && TRAILING_STOP_WORDS.test(words.at(-1) ?? '')) words.pop();
  if (words.length === 0) return 'Untitled project';
  const title = words.join(' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function toSection(heading: string, keys: readonly PrimerKey[], answers: Record<PrimerKey, string>): string {
  const single = keys.length === 1;
  const parts = keys.map((key) => {
    const answer = answers[key].trim();
    const field = PRIMER_FIELDS[key];
    // A blank answer names the question, so the agent knows exactly what to ask the owner.
    const body = answer === '' ? `${NOT_SPECIFIED} (${field.question})` : toBodyText(answer);
    return single ? body : `### ${field.label}\n\n${body}`;
  });
  return [`## ${heading}`, '', parts.join('\n\n')].join('\n');
}

/** The role as typed, with the normalised value only when it adds something ("CTO (other)"). */
function toRoleText(role: string, userRole: string): string {
  if (role === '') return `${userRole} (ask the owner)`;
  return role.toLowerCase() === userRole ? toBodyText(role) : `${toBodyText(role)} (${userRole})`;
}

function toCompletenessLine(
  answers: Record<PrimerKey, string>,
  completeness: GeneratePrimerOptions['completeness'],
): string {
  if (completeness === undefined) return `${toCompletion(answers)}% of the 16 primer questions answered`;
  const covered = completeness.coveredTopics.length;
  return `${completeness.confidence}% ready (${covered} of the 6 interview topics covered)`;
}

function toOverview(
  name: string,
  answers: Record<PrimerKey, string>,
  projectType: string,
  userRole: string,
  completeness: GeneratePrimerOptions['completeness'],
): string {
  const role = answers['user-role'].trim();
  return [
    '## Project overview',
    '',
    'Read this before you change the project. It holds what the owner told Charter about the product, the ' +
      'rules every change must keep, and how to work within them.',
    '',
    `- **Project:** ${name}`,
    `- **Owner’s role:** ${toRoleText(role, userRole)}`,
    `- **Project type:** ${projectType}`,
    `- **Primer completeness:** ${toCompletenessLine(answers, completeness)}`,
  ].join('\n');
}

/** Parsed answers, or the one error model's VALIDATION_FAILED naming each field that is too long. */
function toAnswers(input: PrimerAnswersInput): PrimerAnswers {
  const parsed = PrimerAnswersSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = toFieldIssues(parsed.error.issues);
  throw new CharterError(
    'VALIDATION_FAILED',
    `Some answers cannot be used: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
    { details: { issues } },
  );
}

/**
 * The project primer: the Markdown an AI coding agent reads before it works on the project, with its
 * metadata and governance compliance. Pure and deterministic: same input, same bytes.
 * @example generatePrimer({ 'core-problem': 'Tutors lose hours' }, { constitution, now }).primer.startsWith('# Project Primer: Tutors lose hours'); // true
 */
export function generatePrimer(input: PrimerAnswersInput, options: GeneratePrimerOptions): GeneratedPrimer {
  const answers = toAnswers(input);
  const name = toProjectName(answers, options.projectName);
  const projectType = toProjectType(answers['platform-type'], answers['project-scope']);
  const userRole = toUserRole(answers['user-role']);
  if (Number.isNaN(options.now.getTime())) {
    throw new CharterError('BAD_REQUEST', 'generatePrimer needs a valid `now` date to stamp the primer.');
  }
  const date = options.now.toISOString().slice(0, 10);

  const primer = `${[
    `# Project Primer: ${toBodyText(name)}`,
    `_Generated by Charter on ${date} · constitution ${options.constitution.version} (${options.constitution.tier} tier)_`,
    toOverview(name, answers, projectType, userRole, options.completeness),
    ...SECTIONS.map((section) => toSection(section.heading, section.keys, answers)),
    toConstitutionSection(options.constitution),
    toInstructionsSection(options.constitution),
  ].join('\n\n')}\n`;

  return {
    primer,
    metadata: { wordCount: countWords(primer), projectType, userRole },
    compliance: checkPrimerCompliance(primer, options.constitution),
  };
}

const PRIMER_HEADING = /^# (Project Primer|Hash Primer): .*$/m;
const PROJECT_LINE = /^- \*\*Project:\*\* .*$/m;

/**
 * The primer regenerated under a new project name: its title and its "Project:" line name `name`, the
 * rest is unchanged (the name appears nowhere else in a generated primer). A saved project's primer
 * always carries the project's name, whatever it was generated under.
 * @example toRenamedPrimer('# Project Primer: People forget to water\n', 'PlantPal') // '# Project Primer: PlantPal\n'
 */
export function toRenamedPrimer(primer: string, name: string): string {
  const title = toBodyText(name.replace(/\s+/g, ' '));
  if (title === '') return primer;
  return primer
    .replace(PRIMER_HEADING, (_line, kind: string) => `# ${kind}: ${title}`)
    .replace(PROJECT_LINE, () => `- **Project:** ${title}`);
}
