import { describe, expect, it } from 'vitest';
import { readConversation } from '../../src/conversation/index';
import { MAX_ANSWER_LENGTH } from '../../src/primer/answers';
import { SAAS_FOUNDER } from './fixtures';

describe('readConversation', () => {
  it('reads the primer answers from what the user said', () => {
    const { answers, elements } = readConversation(SAAS_FOUNDER);
    expect(answers['core-problem']).toContain('small accounting firms');
    // A later message about the users says more than the opening one, so it wins.
    expect(answers['target-users']).toContain('Bookkeepers at firms with 5 to 50 staff');
    expect(answers['business-model']).toContain('$49 per seat');
    expect(answers['primary-jobs']).toBe(elements.features.map((feature) => `- ${feature}`).join('\n'));
    expect(elements.features.length).toBeGreaterThan(0);
  });

  it('keeps what the client already showed where this reading found nothing, and merges lists', () => {
    const shown = {
      projectName: '',
      problem: '',
      users: '',
      projectType: 'Mobile app',
      features: ['Offline mode'],
      constraints: ['Must run on iOS 15'],
      businessModel: '',
      timeline: 'Six weeks',
    };
    const { elements, answers } = readConversation([{ role: 'user', content: 'Hello there.' }], shown);
    expect(elements.projectType).toBe('Mobile app');
    expect(elements.features).toEqual(['Offline mode']);
    expect(elements.constraints).toEqual(['Must run on iOS 15']);
    expect(elements.timeline).toBe('Six weeks');
    expect(answers['platform-type']).toBe('Mobile app');
    expect(answers['platform-constraints']).toBe('- Must run on iOS 15');
    expect(answers['timeline-budget']).toBe('Six weeks');
  });

  it('caps every answer at the form’s length, since a pasted message can be longer', () => {
    const long = `Small clinics lose patients because booking takes too long. ${'They call and wait. '.repeat(400)}`;
    const { answers } = readConversation([{ role: 'user', content: long }]);
    expect(long.length).toBeGreaterThan(MAX_ANSWER_LENGTH);
    expect(answers['core-problem']?.length).toBeLessThanOrEqual(MAX_ANSWER_LENGTH);
    expect(answers['core-problem']?.endsWith('…')).toBe(true);
  });
});
