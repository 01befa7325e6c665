import { z } from 'zod';

/**
 * The 16 primer answers and the five wizard steps. The form, the CLI interview and the
 * generator all read these definitions, so a label written here is what every surface shows.
 */

export const PRIMER_KEYS = [
  'user-role',
  'project-scope',
  'platform-type',
  'core-problem',
  'target-users',
  'business-model',
  'primary-jobs',
  'user-journey',
  'technical-complexity',
  'ecosystem-apps',
  'data-requirements',
  'integration-needs',
  'performance-requirements',
  'brand-requirements',
  'platform-constraints',
  'timeline-budget',
] as const;
export type PrimerKey = (typeof PRIMER_KEYS)[number];

/** The longest answer the generator accepts per key. */
export const MAX_ANSWER_LENGTH = 5000;

export const USER_ROLES = ['founder', 'developer', 'designer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const AnswerSchema = z
  .string()
  .max(MAX_ANSWER_LENGTH, { error: `Keep each answer under ${MAX_ANSWER_LENGTH} characters.` })
  .default('');

/** Every key present: a missing answer becomes '' so drafts saved half-way still parse. */
export const PrimerAnswersSchema = z.object(
  Object.fromEntries(PRIMER_KEYS.map((key) => [key, AnswerSchema])) as Record<PrimerKey, typeof AnswerSchema>,
);
export type PrimerAnswers = z.infer<typeof PrimerAnswersSchema>;
export type PrimerAnswersInput = z.input<typeof PrimerAnswersSchema>;

/** A cleared form: every answer blank (Clear Form, a new draft). Frozen: spread before editing. */
export const EMPTY_PRIMER_ANSWERS: Readonly<PrimerAnswers> = Object.freeze(PrimerAnswersSchema.parse({}));

export interface PrimerField {
  label: string;
  question: string;
  /** One line: why an agent needs this answer. */
  whyItMatters: string;
  placeholder: string;
  options?: readonly string[];
}

export const PRIMER_FIELDS: Record<PrimerKey, PrimerField> = {
  'user-role': {
    label: 'Your role',
    question: 'Which best describes you on this project?',
    whyItMatters: 'Agents explain more and assume less when the owner is not a developer.',
    placeholder: 'founder',
    options: USER_ROLES,
  },
  'project-scope': {
    label: 'Project scope',
    question: 'What are you building, and what is deliberately out of scope for the first version?',
    whyItMatters: 'A stated boundary stops agents from building features nobody asked for.',
    placeholder: 'An MVP of a booking tool: calendar and payments now; team accounts later.',
  },
  'platform-type': {
    label: 'Platform',
    question: 'Where will people use it: web, iOS, Android, desktop, an API or a command-line tool?',
    whyItMatters: 'The platform decides the framework, the build and how the product ships.',
    placeholder: 'Responsive web app, installable on phones (PWA).',
  },
  'core-problem': {
    label: 'Core problem',
    question: 'What problem does it solve, for whom, and what do they do about it today?',
    whyItMatters: 'Every trade-off an agent makes should serve this problem.',
    placeholder: 'Independent tutors lose hours each week arranging lessons by text message.',
  },
  'target-users': {
    label: 'Target users',
    question: 'Who are the first users, and what do they know and need?',
    whyItMatters: 'The users set the vocabulary, the defaults and the accessibility needs.',
    placeholder: 'Self-employed tutors, 25–60, comfortable with phones, not with spreadsheets.',
  },
  'business-model': {
    label: 'Business model',
    question: 'How will it make money or sustain itself?',
    whyItMatters: 'Pricing shapes accounts, billing, limits and what must never break.',
    placeholder: 'Free for 5 students, then $9 per month per tutor.',
  },
  'primary-jobs': {
    label: 'Jobs to be done',
    question: 'What are the three to five things users must be able to do?',
    whyItMatters: 'These are the features to build first and to test hardest.',
    placeholder: 'Share availability; let students book; take payment; send reminders.',
  },
  'user-journey': {
    label: 'User journey',
    question: 'Walk through a first visit, step by step, from landing to success.',
    whyItMatters: 'The journey gives agents the order of screens and the happy path to protect.',
    placeholder: 'Sign up → set weekly hours → share link → student books → both get a reminder.',
  },
  'technical-complexity': {
    label: 'Technical complexity',
    question: 'What is technically hard: real-time, payments, sign-in, offline, AI, large data?',
    whyItMatters: 'Known hard parts get the careful design; everything else stays simple.',
    placeholder: 'Payments and time zones; no real-time needed.',
  },
  'ecosystem-apps': {
    label: 'Ecosystem',
    question: 'Which other apps, services or products must this work alongside?',
    whyItMatters: 'Neighbouring systems fix formats, sign-in and what the product must not duplicate.',
    placeholder: 'Google Calendar and Outlook; Stripe for payments; the tutor’s existing website.',
  },
  'data-requirements': {
    label: 'Data',
    question: 'What data does it store, how sensitive is it, and how long is it kept?',
    whyItMatters: 'Data shapes the schema, privacy duties and backups.',
    placeholder: 'Names, emails and lesson times; no card numbers (Stripe holds them); delete after 2 years.',
  },
  'integration-needs': {
    label: 'Integrations',
    question: 'Which external APIs or services must it call or receive calls from?',
    whyItMatters: 'Each integration is an outbound call that needs a timeout and a failure path.',
    placeholder: 'Stripe Checkout, Google Calendar API, an email provider for reminders.',
  },
  'performance-requirements': {
    label: 'Performance',
    question: 'How fast must it feel, and for how many users at once?',
    whyItMatters: 'Concrete targets tell agents when an optimisation is needed and when it is not.',
    placeholder: 'Pages interactive within 2 s on a mid-range phone; 1,000 tutors in year one.',
  },
  'brand-requirements': {
    label: 'Brand and design',
    question: 'How should it look and sound: colours, tone, existing design system?',
    whyItMatters: 'A stated look keeps generated screens consistent with each other.',
    placeholder: 'Calm and friendly; brand blue #2457F5; plain words, no jargon.',
  },
  'platform-constraints': {
    label: 'Constraints',
    question: 'What is fixed: languages, hosting, compliance, browsers, existing code?',
    whyItMatters: 'Constraints rule options out before an agent spends time on them.',
    placeholder: 'TypeScript; hosted in the EU; GDPR; last two versions of each major browser.',
  },
  'timeline-budget': {
    label: 'Timeline and budget',
    question: 'When must it ship, and what can it cost to build and to run?',
    whyItMatters: 'Time and money decide what to build now and what to leave for later.',
    placeholder: 'Beta in 8 weeks; hosting under $50 per month.',
  },
};

export interface PrimerStep {
  title: string;
  description: string;
  keys: readonly PrimerKey[];
}

// The original wizard left `ecosystem-apps` out of every step, so 100% completion was unreachable; it
// belongs beside the platform and technical complexity, which it constrains.
export const PRIMER_STEPS: readonly PrimerStep[] = [
  {
    title: 'You and the project',
    description: 'Who is building, what, and where it runs.',
    keys: ['user-role', 'project-scope', 'platform-type'],
  },
  {
    title: 'Problem and people',
    description: 'The problem worth solving, who has it, and how the product sustains itself.',
    keys: ['core-problem', 'target-users', 'business-model'],
  },
  {
    title: 'What users do',
    description: 'The jobs the product must do and the path users take through it.',
    keys: ['primary-jobs', 'user-journey'],
  },
  {
    title: 'Technology',
    description: 'The hard parts, the systems around it, data, integrations and speed.',
    keys: [
      'technical-complexity',
      'ecosystem-apps',
      'data-requirements',
      'integration-needs',
      'performance-requirements',
    ],
  },
  {
    title: 'Brand, constraints and delivery',
    description: 'How it looks, what is fixed, and when and for how much it ships.',
    keys: ['brand-requirements', 'platform-constraints', 'timeline-budget'],
  },
];

function isAnswered(answers: Partial<Record<PrimerKey, string>>, key: PrimerKey): boolean {
  return (answers[key] ?? '').trim() !== '';
}

/**
 * The share of the 16 answers that are non-blank after trimming, as an integer from 0 to 100.
 * @example toCompletion({ 'core-problem': 'Tutors lose hours' }); // 6
 */
export function toCompletion(answers: Partial<Record<PrimerKey, string>>): number {
  const answered = PRIMER_KEYS.filter((key) => isAnswered(answers, key)).length;
  return Math.round((answered / PRIMER_KEYS.length) * 100);
}

/**
 * True when every field of the step is non-blank after trimming (Next and Generate need it).
 * @example isStepComplete({ 'primary-jobs': 'Book', 'user-journey': 'Sign up, book' }, 2); // true
 */
export function isStepComplete(answers: Partial<Record<PrimerKey, string>>, stepIndex: number): boolean {
  const step = PRIMER_STEPS[stepIndex];
  return step?.keys.every((key) => isAnswered(answers, key)) ?? false;
}
