import type { PrimerAnswers } from '../../src/primer/index';

/** One realistic, complete answer set: a tutoring booking product. */
export const FULL_ANSWERS: PrimerAnswers = {
  'user-role': 'founder',
  'project-scope':
    'An MVP of TutorTime, a booking tool for independent tutors: availability, booking, payments and reminders. Team accounts and group classes are out of scope for the first version.',
  'platform-type': 'Responsive web app, installable on phones as a PWA.',
  'core-problem':
    'Independent tutors lose three to five hours a week arranging lessons by text message, and missed lessons cost them money.',
  'target-users':
    'Self-employed tutors aged 25–60 with 5 to 40 students, comfortable with phones but not with spreadsheets; their students and parents book.',
  'business-model': 'Free for up to 5 students, then $9 per month per tutor. No commission on lessons.',
  'primary-jobs':
    'Share weekly availability; let students book and reschedule; take payment at booking; send reminders 24 h and 1 h before.',
  'user-journey':
    'Tutor signs up → sets weekly hours → shares a booking link → a student books and pays → both get a reminder → the tutor sees the week at a glance.',
  'technical-complexity': 'Payments and time zones are the hard parts; no real-time collaboration needed.',
  'ecosystem-apps':
    'Google Calendar and Outlook calendars; the tutor’s existing website links to the booking page.',
  'data-requirements':
    'Names, emails, phone numbers and lesson times; no card numbers (Stripe holds them); deleted two years after the last lesson.',
  'integration-needs': 'Stripe Checkout, Google Calendar API, Postmark for email reminders.',
  'performance-requirements':
    'Booking page interactive within 2 s on a mid-range phone over 4G; 1,000 tutors in year one.',
  'brand-requirements': 'Calm and friendly; brand blue #2457F5; plain words, no jargon.',
  'platform-constraints': 'TypeScript; hosted in the EU; GDPR; the last two versions of each major browser.',
  'timeline-budget': 'Public beta in 8 weeks; hosting under $50 per month; one developer plus agents.',
};

/** A sparse set: what a user types in the first minute. */
export const SPARSE_ANSWERS: Partial<PrimerAnswers> = {
  'user-role': '',
  'core-problem': 'Small bakeries waste flour because they guess tomorrow’s orders.',
  'platform-type': '  iOS and Android app  ',
  'business-model': '   ',
};

/** A fixed instant, so generated dates never depend on the machine clock. */
export const NOW = new Date('2026-03-14T09:30:00.000Z');
