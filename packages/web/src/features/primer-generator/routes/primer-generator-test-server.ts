import type { GeneratedPrimerAnswer, PartialPrimerAnswers, TestCase } from '@charter/core';
import {
  createDefaultConstitution,
  generatePrimer,
  PRIMER_FIELDS,
  PRIMER_STEPS,
  type PrimerAnswers,
  type PrimerKey,
  toAgentFiles,
} from '@charter/core';
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';

/** A realistic answer set: every key answered, as a founder of a web product would. */
export const FULL_ANSWERS: PrimerAnswers = {
  'user-role': 'founder',
  'project-scope': 'An MVP of a lesson booking tool: calendar and payments now; team accounts later.',
  'platform-type': 'Responsive web app, installable on phones.',
  'core-problem': 'Independent tutors lose hours each week arranging lessons by text message.',
  'target-users': 'Self-employed tutors who teach from home.',
  'business-model': 'Free for 5 students, then $9 per month per tutor.',
  'primary-jobs': 'Share availability; let students book; take payment; send reminders.',
  'user-journey': 'Sign up, set weekly hours, share a link, a student books, both get a reminder.',
  'technical-complexity': 'Payments and time zones; no real-time needed.',
  'ecosystem-apps': 'Google Calendar and Stripe.',
  'data-requirements': 'Names, emails and lesson times; deleted after 2 years.',
  'integration-needs': 'Stripe Checkout and the Google Calendar API.',
  'performance-requirements': 'Pages interactive within 2 s on a mid-range phone.',
  'brand-requirements': 'Calm and friendly; plain words.',
  'platform-constraints': 'TypeScript; hosted in the EU; GDPR.',
  'timeline-budget': 'Beta in 8 weeks; hosting under $50 per month.',
};

/** What the server answers for `answers`: core's own generator with the default constitution. */
export function makeGenerated(answers: PrimerAnswers = FULL_ANSWERS): GeneratedPrimerAnswer {
  const constitution = createDefaultConstitution();
  const generated = generatePrimer(answers, { constitution, now: new Date('2026-03-14T09:30:00Z') });
  return { success: true, ...generated, agentFiles: toAgentFiles(generated.primer, { constitution }) };
}

export function bodyOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export interface GeneratorServerOptions {
  draft?: PartialPrimerAnswers | null;
  testCases?: TestCase[];
  routes?: Record<string, Handler>;
}

/** The calls the generator page makes, answered like the real server; `routes` overrides any of them. */
export function generatorServer({ draft = null, testCases = [], routes = {} }: GeneratorServerOptions = {}) {
  return fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'GET /api/user/primer-drafts': () =>
      json(200, {
        success: true,
        drafts: draft ? [{ id: 'draft-1', answers: draft, updatedAt: '2026-03-14T09:00:00.000Z' }] : [],
      }),
    'POST /api/user/primer-drafts': (init) =>
      json(200, {
        success: true,
        draft: {
          id: 'draft-1',
          answers: (bodyOf(init) as { answers: PartialPrimerAnswers }).answers,
          updatedAt: '2026-03-14T09:01:00.000Z',
        },
      }),
    'DELETE /api/user/primer-drafts': () => json(200, { success: true }),
    'GET /api/user/test-cases': () => json(200, { success: true, testCases }),
    'GET /api/primer/smart-analysis/latest': () =>
      json(200, { success: true, analysis: null, content: null, createdAt: null }),
    'POST /api/primer/generate': (init) =>
      json(200, makeGenerated((bodyOf(init) as { answers: PrimerAnswers }).answers)),
    ...routes,
  });
}

/** The name the tests give their project: the wizard asks for it first. */
export const PROJECT_NAME = 'TutorTime';

/** Types the project name of the first step. */
export function fillProjectName(name = PROJECT_NAME) {
  fireEvent.change(screen.getByRole('textbox', { name: /^Project name/ }), { target: { value: name } });
}

/** Fills one step's fields through their labels, as a person would (the first step's name too). */
export async function fillStep(
  user: UserEvent,
  stepIndex: number,
  answers: Partial<PrimerAnswers> = FULL_ANSWERS,
) {
  if (stepIndex === 0) fillProjectName();
  for (const key of PRIMER_STEPS[stepIndex]?.keys ?? []) {
    const label = PRIMER_FIELDS[key].label;
    const value = answers[key] ?? '';
    if (PRIMER_FIELDS[key].options) {
      await user.selectOptions(screen.getByLabelText(label), value);
    } else {
      // Typing 16 long answers key by key is slow and proves nothing more than one change event.
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
  }
}

export const fieldOf = (key: PrimerKey) => screen.getByLabelText(PRIMER_FIELDS[key].label);
