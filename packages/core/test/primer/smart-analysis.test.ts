import { describe, expect, it } from 'vitest';
import { analyzeContext, SmartAnalysisSchema } from '../../src/primer/index';
import { CHAT_EXPORT, PLAIN_NOTES, SPEC_WITH_HEADINGS } from './contexts';

describe('analyzeContext on a chat export', () => {
  const analysis = analyzeContext(CHAT_EXPORT);

  it('reads the person’s statements, not the assistant’s questions', () => {
    expect(analysis.extracted_problem).toMatch(/^The problem is that walkers juggle bookings/);
    expect(analysis.extracted_users).toMatch(/^Our customers are independent dog walkers/);
    expect(analysis.extracted_business_model).toContain('$12 per month');
    expect(analysis.extracted_features).toContain('send a photo update');
    expect(analysis.extracted_user_journey).toMatch(/^First the walker signs up/);
    for (const value of Object.values(analysis)) {
      if (typeof value === 'string') expect(value).not.toMatch(/Who are your target users/);
    }
  });

  it('recommends the platform it names and flags payments', () => {
    expect(analysis.platform_recommendation).toMatch(/iOS and Android/);
    expect(analysis.extracted_technical_complexity).toMatch(/payments/);
    expect(analysis.insights).toContain('Platforms mentioned: iOS, Android.');
    expect(analysis.insights[0]).toMatch(/of a chat conversation/);
  });

  it('asks for the missing name', () => {
    expect(analysis.extracted_project_name).toBe('');
    expect(analysis.recommendations[0]).toMatch(/Give the project a name/);
  });
});

describe('analyzeContext on a spec with headings', () => {
  const analysis = analyzeContext(SPEC_WITH_HEADINGS);

  it('takes each field from its own section', () => {
    expect(analysis).toMatchObject({
      extracted_project_name: 'Ledgerly',
      extracted_problem:
        'Freelance designers struggle to track unpaid invoices across clients; late payments hurt their cash flow.',
      extracted_users:
        'Freelance designers and small studios (1–5 people); Their clients, who only receive and pay invoices',
      extracted_business_model:
        'Freemium: 3 active clients free, Pro at $15/month with reminders and multi-currency.',
      extracted_features:
        'Create and send branded invoices; Automatic payment reminders; Dashboard of overdue amounts',
      extracted_user_journey:
        'Sign up, import clients from a CSV, send the first invoice, get paid through a Stripe link.',
    });
    expect(analysis.extracted_technical_complexity).toMatch(/^Web app first \(React\)/);
  });

  it('counts what it found and points only at real gaps', () => {
    expect(analysis.insights).toContain('Found 6 labelled sections that map to primer fields.');
    expect(analysis.insights).toContain('Took the business model from its own section.');
    expect(analysis.recommendations.join(' ')).not.toMatch(/Describe the/);
    expect(analysis.platform_recommendation).toMatch(/^Start with a responsive web app/);
  });
});

describe('analyzeContext on plain notes', () => {
  const analysis = analyzeContext(PLAIN_NOTES);

  it('infers the problem and the wish from cue words', () => {
    expect(analysis.extracted_problem).toContain('throws away about 15% of bread');
    expect(analysis.extracted_features).toContain('predicts tomorrow');
    expect(analysis.extracted_technical_complexity).toBe('Moderate complexity: machine learning.');
  });

  it('recommends describing what the notes leave out', () => {
    expect(analysis.extracted_business_model).toBe('');
    expect(analysis.extracted_user_journey).toBe('');
    expect(analysis.recommendations).toContain(
      'Describe the business model: nothing in the text covers it yet.',
    );
    expect(analysis.recommendations).toContain(
      'Describe the user journey: nothing in the text covers it yet.',
    );
  });
});

describe('analyzeContext edge cases', () => {
  it('handles empty text with a web default and every gap named', () => {
    const analysis = analyzeContext('');
    expect(analysis.extracted_problem).toBe('');
    expect(analysis.platform_recommendation).toMatch(/^Responsive web app: no platform was mentioned/);
    expect(analysis.recommendations).toHaveLength(7);
  });

  it('reads "Label:" lines, a "called X" name and CRLF text alike', () => {
    const text =
      'We are building a tool called Shelf Buddy.\r\nUsers: librarians in small schools\r\nPricing: $5 a month\r\n';
    const analysis = analyzeContext(text);
    expect(analysis.extracted_project_name).toBe('Shelf Buddy');
    expect(analysis.extracted_users).toBe('librarians in small schools');
    expect(analysis.extracted_business_model).toBe('$5 a month');
  });

  it('takes the name from a "Project brief: X" title and is deterministic', () => {
    const text = '# Project brief: Crumb\nA CLI for bakers.';
    expect(analyzeContext(text).extracted_project_name).toBe('Crumb');
    expect(analyzeContext(text).platform_recommendation).toMatch(/^Command-line tool/);
    expect(analyzeContext(SPEC_WITH_HEADINGS)).toEqual(analyzeContext(SPEC_WITH_HEADINGS));
  });

  it('does not mistake a document title for the product name', () => {
    const chat = '# Chat with ChatGPT\nUser: I want an app called Fetchly for dog walkers.\nAssistant: Nice.';
    expect(analyzeContext(chat).extracted_project_name).toBe('Fetchly');
    expect(analyzeContext('# Problem\nWalkers lose bookings.').extracted_project_name).toBe('');
  });

  it('answers in the shape of SmartAnalysisSchema, whatever the input', () => {
    for (const text of [CHAT_EXPORT, SPEC_WITH_HEADINGS, PLAIN_NOTES, '', '\u0000\u0001']) {
      const analysis = analyzeContext(text);
      expect(SmartAnalysisSchema.strict().parse(analysis)).toEqual(analysis);
    }
  });

  it('matches labels as whole words: a product called UserVoice is a name, not a users section', () => {
    expect(
      analyzeContext('# TutorTime\nProblem: Tutors lose hours to scheduling.').extracted_project_name,
    ).toBe('TutorTime');
    expect(analyzeContext('# UserVoice\nFeedback boards.').extracted_project_name).toBe('UserVoice');
    const labelled = analyzeContext('Target users: nurses\n\nTech stack: Vue and Postgres');
    expect(labelled.extracted_users).toBe('nurses');
    expect(labelled.extracted_technical_complexity).toBe('Vue and Postgres');
  });

  it('caps very long extracted fields with an ellipsis', () => {
    const analysis = analyzeContext(`Problem: ${'slow booking '.repeat(200)}`);
    expect(analysis.extracted_problem.length).toBeLessThanOrEqual(1000);
    expect(analysis.extracted_problem.endsWith('…')).toBe(true);
  });
});
