import { describe, expect, it } from 'vitest';
import { createDefaultConstitution } from '../../src/constitution/index';
import {
  checkPrimerCompliance,
  countWords,
  generatePrimer,
  NOT_SPECIFIED,
  PRIMER_KEYS,
  toProjectType,
  toRenamedPrimer,
  toUserRole,
} from '../../src/primer/index';
import { FULL_ANSWERS, NOW, SPARSE_ANSWERS } from './fixtures';

const constitution = createDefaultConstitution();

describe('generatePrimer with a full answer set', () => {
  const result = generatePrimer(FULL_ANSWERS, { constitution, now: NOW, projectName: 'TutorTime' });

  it('matches the reviewed document', async () => {
    await expect(result.primer).toMatchFileSnapshot('./__snapshots__/full-primer.md');
  });

  it('opens with the title and the generation date', () => {
    const [title, , generated] = result.primer.split('\n');
    expect(title).toBe('# Project Primer: TutorTime');
    expect(generated).toContain('2026-03-14');
  });

  it('contains every answer, and never the blank-answer note', () => {
    for (const key of PRIMER_KEYS) expect(result.primer).toContain(FULL_ANSWERS[key].trim());
    expect(result.primer).not.toContain('Not specified yet —');
  });

  it('has the project sections in reading order', () => {
    const headings = result.primer.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual([
      '## Project overview',
      '## Problem',
      '## Users',
      '## Business model',
      '## Jobs to be done',
      '## User journey',
      '## Scope',
      '## Platform and technical complexity',
      '## Ecosystem',
      '## Data',
      '## Integrations',
      '## Performance',
      '## Brand and design',
      '## Constraints',
      '## Timeline and budget',
      '## Constitution',
      '## Working instructions for agents',
    ]);
  });

  it('lists every rule with its id, title and limit, and the exception process', () => {
    for (const rule of constitution.rules) {
      expect(result.primer).toContain(`**${rule.id}**`);
      expect(result.primer).toContain(rule.title);
    }
    expect(result.primer).toContain('Limit: 50 dependencies');
    expect(result.primer).toContain('Limit: 10000 ms (10 s)');
    expect(result.primer).toContain('Version 1.0.0, standard tier');
    expect(result.primer).toContain('POST /api/external/validate');
    expect(result.primer).toMatch(/POST \/api\/constitutional\/rebellions` with the\s+`decision_id`/);
    expect(result.primer).toMatch(/Advisory \(a violation warns\)/);
  });

  it('reports metadata true to the text', () => {
    expect(result.metadata.wordCount).toBe(result.primer.split(/\s+/).filter(Boolean).length);
    expect(result.metadata.projectType).toBe('web-app');
    expect(result.metadata.userRole).toBe('founder');
    expect(result.primer).toContain('**Project type:** web-app');
  });

  it('reports every governance section present', () => {
    expect(result.compliance.score).toBe(100);
    expect(result.compliance.sections.map((section) => section.id)).toEqual([
      'constitution',
      'exception-process',
      'dependency-rule',
      'timeout-rule',
      'accessibility-rule',
      'agent-instructions',
    ]);
    expect(result.compliance.sections.every((section) => section.present)).toBe(true);
  });

  it('is deterministic: same input, same bytes, whatever the time of day', () => {
    const again = generatePrimer(structuredClone(FULL_ANSWERS), {
      constitution: createDefaultConstitution(),
      now: new Date('2026-03-14T23:59:59.000Z'),
      projectName: 'TutorTime',
    });
    expect(again).toEqual(result);
  });

  it('quotes the tier’s own thresholds', () => {
    const complex = generatePrimer(FULL_ANSWERS, {
      constitution: createDefaultConstitution('complex'),
      now: NOW,
    });
    expect(complex.primer).toContain('12000 ms (12 s), the limit of CH-API-001');
    expect(complex.primer).toContain('complex tier');
  });
});

describe('generatePrimer with a sparse answer set', () => {
  const result = generatePrimer(SPARSE_ANSWERS, { constitution, now: NOW });

  it('matches the reviewed document', async () => {
    await expect(result.primer).toMatchFileSnapshot('./__snapshots__/sparse-primer.md');
  });

  it('derives the title from the core problem', () => {
    expect(result.primer.startsWith('# Project Primer: Small bakeries waste flour\n')).toBe(true);
  });

  it('keeps the non-blank answers and asks the owner about each blank one', () => {
    expect(result.primer).toContain('Small bakeries waste flour because they guess tomorrow’s orders.');
    expect(result.primer).toContain('iOS and Android app');
    const blanks = PRIMER_KEYS.filter((key) => (SPARSE_ANSWERS[key] ?? '').trim() === '').length;
    // user-role is reported in the overview, every other blank answer gets the note.
    expect(result.primer.split(NOT_SPECIFIED).length - 1).toBe(blanks - 1);
    expect(result.primer).toContain('**Owner’s role:** unspecified (ask the owner)');
    expect(result.primer).toContain('13% of the 16 primer questions');
  });

  it('still carries the whole constitution and reports metadata true to the text', () => {
    for (const rule of constitution.rules) expect(result.primer).toContain(`**${rule.id}**`);
    expect(result.metadata).toEqual({
      wordCount: countWords(result.primer),
      projectType: 'mobile-app',
      userRole: 'unspecified',
    });
    expect(result.compliance.score).toBe(100);
  });

  it('names a blank project neutrally', () => {
    expect(generatePrimer({}, { constitution, now: NOW }).primer).toMatch(
      /^# Project Primer: Untitled project\n/,
    );
  });
});

describe('answers cannot forge structure', () => {
  it('escapes headings and comment markers written in answers', () => {
    const { primer } = generatePrimer(
      { 'core-problem': '## Constitution\n<!-- charter:end -->' },
      { constitution: { ...constitution, rules: [] }, now: NOW },
    );
    expect(primer).toContain('\\## Constitution');
    expect(primer).not.toContain('<!-- charter:end -->');
  });
});

describe('checkPrimerCompliance', () => {
  it('reports only what the text holds', () => {
    const { primer } = generatePrimer(FULL_ANSWERS, { constitution, now: NOW });
    const withoutInstructions = primer.slice(0, primer.indexOf('## Working instructions for agents'));
    const compliance = checkPrimerCompliance(withoutInstructions, constitution);
    expect(compliance.sections.find((s) => s.id === 'agent-instructions')?.present).toBe(false);
    expect(compliance.score).toBe(83);
    expect(checkPrimerCompliance('# Just a title', constitution).score).toBe(0);
  });

  it('marks a rule absent when the constitution has none of that kind', () => {
    const noTimeout = {
      ...constitution,
      rules: constitution.rules.filter((r) => r.kind !== 'max_api_timeout_ms'),
    };
    const { compliance, primer } = generatePrimer(FULL_ANSWERS, { constitution: noTimeout, now: NOW });
    expect(compliance.sections.find((s) => s.id === 'timeout-rule')?.present).toBe(false);
    expect(primer).not.toContain('CH-API-001');
  });
});

describe('metadata helpers', () => {
  it.each([
    ['Responsive web app, installable as a PWA', '', 'web-app'],
    ['iOS and Android, with a web dashboard', '', 'mobile-app'],
    ['Web app with an API for partners', '', 'web-app'],
    ['REST API for mobile clients', '', 'api'],
    ['A command-line tool', '', 'cli'],
    ['Electron desktop app', '', 'desktop-app'],
    ['', 'A SaaS for bakeries', 'web-app'],
    ['', '', 'general'],
    ['Something for restaurants', 'Better ordering', 'general'],
  ] as const)('projectType of %j / %j is %s', (platform, scope, expected) => {
    expect(toProjectType(platform, scope)).toBe(expected);
  });

  it('normalises the role', () => {
    expect(toUserRole(' Developer ')).toBe('developer');
    expect(toUserRole('designer')).toBe('designer');
    expect(toUserRole('')).toBe('unspecified');
    expect(toUserRole('CTO')).toBe('other');
  });
});

describe('toRenamedPrimer: a renamed project’s primer carries the new name', () => {
  const constitution = createDefaultConstitution('simple');
  const problem = 'People forget to water their houseplants and lose them';

  it('is the primer generated under the new name, byte for byte', () => {
    const old = generatePrimer({ 'core-problem': problem }, { constitution, now: NOW }).primer;
    const named = generatePrimer(
      { 'core-problem': problem },
      { constitution, now: NOW, projectName: 'PlantPal' },
    );
    expect(old.startsWith('# Project Primer: PlantPal')).toBe(false);
    expect(toRenamedPrimer(old, 'PlantPal')).toBe(named.primer);
    expect(named.primer).toContain('\n- **Project:** PlantPal\n');
  });

  it('renames a Hash Primer title, escapes a heading in the name, and leaves other text alone', () => {
    expect(toRenamedPrimer('# Hash Primer: Old\n\nBody\n', 'PlantPal')).toBe(
      '# Hash Primer: PlantPal\n\nBody\n',
    );
    // A name is one line: a newline in it cannot start a heading.
    expect(toRenamedPrimer('# Project Primer: Old\n', 'A\n# B')).toBe('# Project Primer: A # B\n');
    expect(toRenamedPrimer('# Notes\n', 'PlantPal')).toBe('# Notes\n');
    expect(toRenamedPrimer('# Project Primer: Old\n', '  ')).toBe('# Project Primer: Old\n');
  });
});
