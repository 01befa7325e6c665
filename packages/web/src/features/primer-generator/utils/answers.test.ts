import { EMPTY_PRIMER_ANSWERS } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { toFullAnswers, toStoredAnswers, withDraft, withFields } from './answers';
import { toAgentZipEntries, toAgentZipName } from './to-agent-zip-entries';
import { PROJECT_TEXT_LIMIT, toPrimerTitle, toProjectInput } from './to-project-input';

describe('answers', () => {
  it('fills blanks from a late draft and keeps what was typed', () => {
    const typed = { ...EMPTY_PRIMER_ANSWERS, 'core-problem': 'Typed' };
    expect(withDraft(typed, { 'core-problem': 'Stored', 'target-users': 'Tutors' })).toMatchObject({
      'core-problem': 'Typed',
      'target-users': 'Tutors',
    });
  });

  it('never blanks an answer with an empty imported field', () => {
    const answers = { ...EMPTY_PRIMER_ANSWERS, 'business-model': 'Subscriptions' };
    const next = withFields(answers, { 'business-model': '  ', 'core-problem': 'Lost hours' });
    expect(next['business-model']).toBe('Subscriptions');
    expect(next['core-problem']).toBe('Lost hours');
  });

  it('stores only answered keys and restores all 16', () => {
    const stored = toStoredAnswers({ ...EMPTY_PRIMER_ANSWERS, 'user-role': 'designer' });
    expect(stored).toEqual({ 'user-role': 'designer' });
    expect(Object.keys(toFullAnswers(stored))).toHaveLength(16);
  });
});

describe('project payload and zip entries', () => {
  it('reads the title from the primer heading', () => {
    expect(toPrimerTitle('# Project Primer: Tutor bookings\n\nText')).toBe('Tutor bookings');
    expect(toPrimerTitle('No heading')).toBe('');
  });

  it('cuts long answers to the project field limit', () => {
    const long = 'word '.repeat(1000);
    const input = toProjectInput(' Tutor ', { ...EMPTY_PRIMER_ANSWERS, 'core-problem': long }, '# P');
    expect(input.name).toBe('Tutor');
    expect(input.projectVision?.length).toBeLessThanOrEqual(PROJECT_TEXT_LIMIT);
    expect(input.projectVision?.endsWith('…')).toBe(true);
    expect(input.completionStatus).toBe(true);
  });

  it('puts the primer first as PRIMER.md (as `charter primer` writes it), then each agent file at its path', () => {
    const entries = toAgentZipEntries({ primer: '# P', agentFiles: [{ path: 'AGENTS.md', content: 'a' }] });
    expect(entries).toEqual([
      { path: 'PRIMER.md', content: '# P' },
      { path: 'AGENTS.md', content: 'a' },
    ]);
    expect(toAgentZipName('project-primer-1.md')).toBe('project-primer-1-agent-files.zip');
  });
});
