/**
 * The six things an interviewer must hear before a primer is worth generating, in the order they are
 * asked about: problem, users, core features, business model, platform and
 * constraints, timeline. Each has a detector over the user's own words and one question. The detectors
 * are keyword patterns (case-insensitive, word-start anchored, no nested repetition) so they run in
 * linear time on a 50 000-character upload. Professions count as users only in the plural ("tutors"), so
 * "I'm a designer" describes the speaker, not the audience.
 */

export const TOPIC_KEYS = ['problem', 'users', 'features', 'businessModel', 'platform', 'timeline'] as const;
export type TopicKey = (typeof TOPIC_KEYS)[number];

export type Topic = {
  readonly key: TopicKey;
  /** Shown in `missingElements` and in the interviewer's summary. */
  readonly label: string;
  /** The one question asked when this is the first missing topic. */
  readonly question: string;
  readonly pattern: RegExp;
};

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';

export const TOPICS: readonly Topic[] = [
  {
    key: 'problem',
    label: 'Problem',
    question: 'What problem are you solving, and what does it cost the people who have it today?',
    pattern:
      /\b(?:problems?|pain|struggl|frustrat|hard to|difficult|wast|manual|tedious|solv|solution|challeng|issues?|too slow|takes? (?:too long|hours|forever)|los(?:e|es|ing|t)\b|forget|mistakes?|errors?\b|delays?|expensive|costly|missed|drives? (?:[a-z]+ ){0,4}crazy|paperwork)/i,
  },
  {
    key: 'users',
    label: 'Target users',
    question: 'Who exactly will use it? Describe your main users or customers and what they do all day.',
    pattern:
      /\b(?:users?|customers?|clients?|audience|personas?|people who|owners?|managers?|students?|teachers?|patients?|parents?|freelancers?|shoppers?|buyers?|sellers?|agencies|small business|employees|members|subscribers|staff|admins|(?:designer|developer|engineer|tutor|illustrator|artist|accountant|bookkeeper|doctor|nurse|lawyer|recruiter|marketer|writer|creator|driver|rider|worker|operator|coach|trainer|photographer|musician|vendor|merchant|landlord|tenant|resident|traveler|traveller|guest|reader|player|fan|volunteer|donor|investor|founder|professional)s\b|for (?:[a-z-]+ ){0,3}(?:[a-z-]+(?:ers|ors|ists|ants|ents|ians)|firms|teams|companies|businesses|families|kids|people|professionals|creators|startups)\b)/i,
  },
  {
    key: 'features',
    label: 'Core features',
    question: 'What are the three things a user must be able to do in the first version?',
    pattern:
      /\b(?:features?|be able to|should (?:let|allow|have|show|send|track|support)|needs? to|must (?!not\b)|lets? (?:users?|people|them|you|me)|allows?|functionality|dashboard|notifications?|reminders?|sign[- ]?up|log ?in|search|upload|export|reports?|booking|checkout|calendar|messaging)/i,
  },
  {
    key: 'businessModel',
    label: 'Business model',
    question:
      'How will it make money: a subscription, a one-time price, a commission, ads, or is it internal?',
    pattern:
      /\b(?:subscriptions?|freemium|per (?:seat|user|month|year|booking|transaction)|pricing|prices?|charge|monthly|annual|one[- ]time|commissions?|ads|advertis|revenue|moneti[sz]|paid|premium|tiers?|licen[cs]e|fees?|free trial|internal tool|non-?profit)|\$\s?\d/i,
  },
  {
    key: 'platform',
    label: 'Platform and constraints',
    question:
      'Where should it run (web, mobile, desktop) and which technical constraints must the agent respect?',
    pattern:
      /\b(?:web|website|browser|mobile|ios|android|iphone|desktop|windows|macos|linux|api|backend|cli|command[- ]line|extension|plugin|react|vue|angular|svelte|next\.?js|node|python|django|rails|postgres|mysql|mongo|aws|azure|gcp|firebase|supabase|offline|hipaa|gdpr|soc ?2|saas|must not|can't|cannot|wcag)\b/i,
  },
  {
    key: 'timeline',
    label: 'Timeline and budget',
    question: 'When do you need a first version in users’ hands, and is there a budget to stay within?',
    pattern: new RegExp(
      `\\b(?:(?:\\d+|two|three|four|five|six|eight|ten|twelve|few|couple of|(?:in|within) (?:a|one))\\s+(?:days?|weeks?|months?|quarters?|years?)\\b|deadline|launch|timeline|budget|asap|q[1-4]\\b|(?:this|next|end of (?:the )?)\\s?(?:week|month|quarter|year)|(?:by|in|before|until|since|for|end of) (?:${MONTHS})\\b|20\\d\\d\\b)`,
      'i',
    ),
  },
];

/**
 * Which topics the text covers.
 * @example listCoveredTopics('Busy parents waste hours') // ['problem', 'users']
 */
export function listCoveredTopics(text: string): TopicKey[] {
  return TOPICS.filter((topic) => topic.pattern.test(text)).map((topic) => topic.key);
}

/** Asked once the six topics are covered and no name was heard: the primer's title should be theirs. */
export const NAME_QUESTION = 'What is the project called? I’ll use that name in the primer’s title.';

/** What an interviewer reply asked about: the last topic question it contains, 'name', or undefined. */
export function toAskedTopic(reply: string): TopicKey | 'name' | undefined {
  let asked: TopicKey | 'name' | undefined;
  let at = -1;
  for (const topic of TOPICS) {
    const index = reply.lastIndexOf(topic.question);
    if (index > at) {
      asked = topic.key;
      at = index;
    }
  }
  if (reply.lastIndexOf(NAME_QUESTION) > at) asked = 'name';
  return asked;
}

/** The topic definition for a key. @example getTopic('users').label // 'Target users' */
export function getTopic(key: TopicKey): Topic {
  // TOPICS holds every key, so the find never misses.
  return TOPICS.find((topic) => topic.key === key)!;
}
