import { detectFrustration } from './frustration';
import { isJunkSentence } from './junk';
import type { ExtractedElements, RoleMessage } from './schema';
import { mergeUnique, toSentences, toShort } from './text';
import { getTopic, type TopicKey, toAskedTopic } from './topics';

/**
 * What the interviewer has heard so far, read from the USER's messages only (the interviewer's own
 * questions mention every topic and would otherwise count as answers). Each element is a short quote or
 * phrase from the user, never an invention: the primer must say what the user said. Junk sentences
 * (`isJunkSentence`) are skipped. A user message that follows one of the interviewer's questions is read
 * as the answer to it, so a terse "Hikers." after "Who exactly will use it?" fills the users.
 */

/** Project types by the platform words that reveal them; the first rule that matches wins. */
const PROJECT_TYPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:chrome|browser|firefox|vs ?code) (?:extension|plugin)\b/i, 'Browser extension'],
  [
    /\b(?:ios|android|iphone|ipad|mobile|react native|flutter|smartphones?|(?:on|for) (?:the |their |our |my |your )?(?:phones?|tablets?))\b/i,
    'Mobile app',
  ],
  [/\bmarketplace\b/i, 'Marketplace'],
  [/\b(?:e-?commerce|online store|online shop|shopify)\b/i, 'E-commerce store'],
  [/\bsaas\b/i, 'SaaS web app'],
  [/\b(?:cli|command[- ]line|terminal tool)\b/i, 'Command-line tool'],
  [/\b(?:api|backend|microservices?|webhooks?)\b/i, 'API / backend service'],
  [/\b(?:desktop|electron|windows app|mac app)\b/i, 'Desktop app'],
  [/\b(?:web ?app|website|web|browser|portal|landing page)\b/i, 'Web app'],
];

// A capability the user wants: the verb phrase after "should/must/needs to/be able to/feature(s)".
const FEATURE_PHRASE =
  /\b(?:should|must|needs? to|has to|have to|be able to|lets? (?:users?|people|them|you|me)|allows? (?:users?|people|them|you|me) to|features?(?: are| is| include| will be|:)?)\s+(?!not\b|be\b|feel\b|look\b|launch\b|ship\b|cost\b|run\b|work\b)([^.!?\n;]{3,200})/gi;
const CLAUSE_END =
  /(?:,\s+|,?\s+(?:and|but|so|then|while|when)\s+)(?=(?:[\w']+\s+){0,3}?(?:should|must|can|will|would|needs? to|has to|have to)\b)|\s*,?\s*\b(?:because|since|so that|so they|so we|which means)\b/i;
/** Whether a sentence names a capability ("should…", "be able to…", "features: …"). */
function hasFeaturePhrase(text: string): boolean {
  return new RegExp(FEATURE_PHRASE.source, 'i').test(text);
}
const FOUNDER_SUBJECT = /\b(?:i|we|i'll|we'll|i really|we really)\s+$/i;
const LIST_ITEM = /^\s*(?:[-*•]|\d{1,2}[.)])\s+(.{3,200})$/;
const INLINE_LIST = /^(?:features?|main features?|core features?|key features?)\s*:\s*(.{3,})$/i;

/** Sentences that limit the agent: prohibitions, compliance, technology and brand rules. */
const CONSTRAINT =
  /\b(?:must not|mustn't|can't|cannot|can not|shouldn't|should not|never|limit(?:ed)?|no more than|at most|under \d|(?:work|works|run|runs|available|usable) (?:offline|without)|complian|gdpr|hipaa|soc ?2|wcag|accessib|brand|colou?rs?|fonts?|typography|style guide|only (?:use|run|work|in|on|with|add|allowed)|has to (?:use|run|work)|must (?:use|run|work|meet|stay|be(?! able)|keep|support|comply))/i;

// Launch words: "3 months" is a timeline when the sentence is about shipping, not "I hiked for 3 years".
const LAUNCH_CUE =
  /\b(?:launch|ship|release|ready|mvp|beta|first version|deadline|go live|be done|finish|need it|want it|timeline|first users|deliver|demo)/i;
const DURATION =
  '(?:\\d+|a|one|two|three|four|five|six|eight|ten|twelve|a few|a couple of)\\s+(?:days?|weeks?|months?|quarters?|years?)';
const TIMELINE_PHRASES: readonly RegExp[] = [
  new RegExp(`\\b(?:in|within|by|before) (?:the next |about |around )?${DURATION}\\b`, 'i'),
  /\b(?:by|before|in|until) (?:the )?(?:end of (?:the )?(?:week|month|quarter|year|summer|spring|autumn|winter)|next (?:week|month|quarter|year|spring|summer|autumn|fall|winter)|(?:january|february|march|april|may|june|july|august|september|october|november|december)(?: 20\d\d)?|q[1-4](?: 20\d\d)?|20\d\d)\b/i,
  /\bq[1-4](?: 20\d\d)?\b/i,
  /\b20\d\d-\d\d-\d\d\b/,
  /\basap\b/i,
];
const CUED_DURATION = new RegExp(`\\b(?:(?:for|over|about|around) )?${DURATION}\\b`, 'i');

// Frames users put before the answer itself; the captured phrase is what follows them.
const PROBLEM_FRAME =
  /^(?:so,?\s+|well,?\s+)?(?:the |my |our )?(?:main |real |core |big |biggest )?(?:problem|issue|pain(?: point)?|challenge)(?: (?:is|are|we solve|i want to solve|i solve))?(?:\s+that)?\s*[:,-]?\s+/i;
const USERS_FRAME =
  /^(?:so,?\s+|well,?\s+|mostly\s+|mainly\s+)?(?:(?:the |my |our )?(?:main |target |first )?(?:users?|customers?|audience)(?: (?:is|are|will be))?\s*[:,-]?\s+|(?:it'?s|it is|this is) (?:for|aimed at)\s+|for\s+)/i;
const BUSINESS_FRAME =
  /^(?:(?:the )?business model(?: is)?|(?:it )?(?:earns|makes money)(?: through| by| from)?|monetization|pricing)\s*[:,-]?\s+/i;

const PEOPLE_NOUN =
  '(?:users?|customers?|clients?|people|owners?|managers?|students?|teachers?|patients?|parents?|freelancers?|shoppers?|buyers?|sellers?|agencies|businesses|employees|members|subscribers|staff|admins|families|kids|teams?|firms|companies|startups|nurses|coaches|athletes|chefs|cooks|nurses|artists|[a-z-]*(?:ers|ors|ists|ants|ents|ians))';
// "an app for hikers", "used by nurses", "helps families": the people after the lead word.
const PEOPLE_LEAD = new RegExp(
  `\\b(?:for|by|aimed at|used by|built for|designed for|helps?|lets?)\\s+((?:[a-z-]+\\s+){0,3}?${PEOPLE_NOUN})\\b`,
  'gi',
);
// "The users are the ops team", "the people using it would be home care nurses like me".
const PEOPLE_STATED =
  /\b(?:(?:main |target |first )?(?:users?|customers?|audience)(?: will)? (?:are|is|be|:)|(?:people|ones?) (?:using|who (?:will )?use) it (?:would|will) be|(?:it'?s|it is) for|aimed at|target(?:ing)?)\s+([^.!?;\n]{3,120})/i;
// A clause that starts with people: "Freelance designers waste…", "…because owners forget…".
const PEOPLE_SUBJECT = new RegExp(
  `(?:^|[:;,]\\s*|\\b(?:because|when|since|as|and|but|that|where|so|while|if)\\s+)((?:[A-Za-z-]+\\s+){0,3}?${PEOPLE_NOUN})\\s+(?!of\\b|and\\b|or\\b|is\\b)[a-z]`,
  'gi',
);
const NOT_PEOPLE =
  /(?:plants|hours|others|numbers|orders|letters|errors|centers|centres|papers|filters|folders|headers|markers|layers|components|documents|payments|comments|parameters|requirements|governments|investments|moments|events|treatments|reminders|containers|servers|computers|browsers|monitors|sensors|matters|answers|meters|printers|posters|stickers|timers|covers|powers|chapters|quarters|winters|summers|waters|flowers|corners|offers|ingredients|restaurants|elements|apartments|assignments|appointments|departments|segments|statements|settings|contents|accents|talents|amounts|points|accounts|counts|results|tests|lists|costs|artists?s|gists)$/i;
const DETERMINER =
  /^(?:a|an|the|our|my|their|your|his|her|its|some|many|most|all|these|those|such|other|more)$/i;
const STOP =
  /^(?:it|this|that|they|we|i|you|he|she|there|here|is|are|was|be|to|of|and|or|for|with|so|not|no)$/i;

const NAME = String.raw`([\p{Lu}][\p{L}\p{N}'’-]*(?:\s+[\p{Lu}][\p{L}\p{N}'’-]*){0,2})`;
// Keywords in any case, the name capitalised: checked after the match (`toCapitalised`).
const NAME_PATTERNS: readonly RegExp[] = [
  new RegExp(
    `\\b(?:called|named|name is|name's|name will be|title is|call it|calling it|branded as|name of (?:the |my |our )?(?:app|project|product|tool|company|site|website|platform) is)\\s+["“']?${NAME}`,
    'iu',
  ),
  new RegExp(
    `^(?:project(?: name)?|app(?: name)?|product(?: name)?|name|working title)\\s*:\\s*["“']?${NAME}`,
    'iu',
  ),
  // "I'm building Ledgerly, a SaaS…", "Crumb is a marketplace…" (CamelCase or followed by "a/an").
  new RegExp(
    `\\b(?:build(?:ing)?|mak(?:e|ing)|creat(?:e|ing)|launch(?:ing)?|develop(?:ing)?)\\s+${NAME},?\\s+(?:an?|the)\\s`,
    'u',
  ),
  new RegExp(
    `^${NAME}\\s+(?:is|will be)\\s+(?:an?|the)\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:app|application|tool|platform|service|marketplace|website|site|saas|game|extension|api|product)\\b`,
    'iu',
  ),
  // A bare CamelCase word: "PlantPal", "TrailMate."
  /^([\p{Lu}][\p{Ll}]+[\p{Lu}][\p{L}\p{N}]*)[.!]?$/u,
];
// A Markdown title: "# PlantPal". Section headings of a brief are not names.
const HEADING = /^#\s+(?:project:\s*)?([^\n#]{2,40})$/i;
const GENERIC_HEADING =
  /^(?:brief|overview|summary|spec(?:ification)?|requirements?|notes?|project|product|features?|introduction|background|problem|users?|goals?|scope|context|readme|about|plan|draft|todo|ideas?|description|the idea|my idea|meeting notes?|pitch)\b/i;
/** A section heading of a pasted spec and the topic its lines answer. */
const SECTION = /^#{1,6}\s+(.{2,60})$/;
const SECTION_TOPICS: ReadonlyArray<readonly [RegExp, TopicKey | 'constraints' | 'name']> = [
  [/\b(?:problem|pain|why)\b/i, 'problem'],
  [/\b(?:users?|audience|customers?|personas?|who)\b/i, 'users'],
  [/\b(?:features?|scope|jobs|capabilit|what it does|mvp)\b/i, 'features'],
  [/\b(?:business|pricing|monetization|revenue|money)\b/i, 'businessModel'],
  [/\b(?:platform|stack|tech)\b/i, 'platform'],
  [/\b(?:constraints?|requirements|limits|rules|non-functional)\b/i, 'constraints'],
  [/\b(?:timeline|schedule|milestones?|deadline|budget|when)\b/i, 'timeline'],
  [/\b(?:name)\b/i, 'name'],
];
const NOT_A_LIST = /\b(?:i|we|it|this|that|they|you|he|she|is|are|was|were|am)\b/i;
// Not an answer: a question back, a hedge, or a complaint.
const NOT_AN_ANSWER =
  /\?$|\b(?:not sure|don'?t know|no idea|dunno|skip|later|what do you (?:need|mean)|i already told you)\b|^(?:hmm+|ok(?:ay)?|yes|no|sure|thanks?)[.!]?$/i;

function cleanItem(item: string): string {
  return toShort(
    item
      .trim()
      .replace(/^(?:and|or|also|to)\s+/i, '')
      .replace(/[\s,:;.!-]+$/, ''),
    160,
  );
}

function stripFrame(text: string, frame: RegExp): string {
  const stripped = text.trim().replace(frame, '');
  const cleaned = stripped.replace(/[\s.!]+$/, '');
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}

/** Feature verbs: a list piece that starts with one is a new item; one that does not continues the last. */
const VERB =
  /^(?:search|find|filter|sort|track|send|save|share|book|pay|log|record|show|see|view|list|create|add|edit|delete|remove|upload|download|export|import|sync|notify|remind|schedule|plan|rate|review|compare|invite|chat|message|post|comment|follow|scan|identify|detect|recommend|suggest|generate|calculate|estimate|manage|organi[sz]e|connect|integrate|sign|login|buy|sell|order|browse|check|get|set|choose|pick|join|cancel|split|map|navigate|print|translate|learn|watch|play|store|tag|label|vote|approve|reject|assign|measure|monitor|alert|report|analy[sz]e|write|read|draw|display|preview|publish|invoice|bill|charge|accept|receive|request|submit|mark|water|photograph|take|keep|let|allow|help|give|ask|answer|match|pair|rent|lend|borrow|donate|swap|trade|sync|back|use|access|collect|fill|enter)\b/i;
const PREPOSITION = /\b(?:by|with|for|of|like|including|such as|from|in|on|about|per)\b/i;

/**
 * Splits a list of features into whole phrases: "route search by difficulty, duration and weather, offline
 * maps" is two features, not four. Semicolons always separate; commas and "and" separate unless the piece
 * continues an object list (it does not start with a verb while the list is of verbs, or it follows a
 * preposition), and such a sub-list ends at its "and"/"or".
 */
export function splitFeatureList(text: string): string[] {
  const items: string[] = [];
  for (const clause of text.split(/\s*;\s*/)) {
    const pieces: Array<{ text: string; closing: boolean }> = [];
    const separator = /\s*,\s*(?:(and|or)\s+)?|\s+(and|or)\s+/gi;
    let last = 0;
    let closing = false;
    for (const match of clause.matchAll(separator)) {
      pieces.push({ text: clause.slice(last, match.index), closing });
      closing = match[1] !== undefined || match[2] !== undefined;
      last = match.index + match[0].length;
    }
    pieces.push({ text: clause.slice(last), closing });
    const verbList = VERB.test(pieces[0]?.text.trim() ?? '');
    let current = '';
    // Whether the current item has an object list still open ("by difficulty, duration…").
    let open = false;
    for (const piece of pieces) {
      const text = piece.text.trim();
      if (text === '') continue;
      const words = text.split(/\s+/).length;
      if (current !== '' && open && !VERB.test(text) && words <= 3) {
        current += `${piece.closing ? ' and ' : ', '}${text}`;
        open = !piece.closing;
      } else {
        if (current !== '') items.push(current);
        current = text;
        open = PREPOSITION.test(text) || verbList;
      }
    }
    if (current !== '') items.push(current);
  }
  return items.map(cleanItem).filter((item) => item.length >= 3);
}

function listFeatures(sentences: readonly string[]): string[] {
  const features: string[] = [];
  for (const sentence of sentences) {
    const item = LIST_ITEM.exec(sentence)?.[1];
    if (item !== undefined) {
      if (!CONSTRAINT.test(item)) features.push(cleanItem(item));
      continue;
    }
    const inline = INLINE_LIST.exec(sentence)?.[1];
    if (inline !== undefined) {
      features.push(...splitFeatureList(inline));
      continue;
    }
    if (CONSTRAINT.test(sentence) && !/\b(?:should|be able to|lets?|allows?)\b/i.test(sentence)) continue;
    if (/^#/.test(sentence)) continue;
    const phrases = new RegExp(FEATURE_PHRASE.source, 'gi');
    for (let match = phrases.exec(sentence); match !== null; match = phrases.exec(sentence)) {
      const captured = match[1] ?? '';
      // One capability per clause: "…by voice, and the app should fill in…" starts a second one.
      const cut = captured.split(CLAUSE_END)[0] ?? captured;
      phrases.lastIndex = match.index + match[0].length - captured.length + Math.max(1, cut.length);
      // "We need to launch by March" is the founder's task, not something the product does.
      if (FOUNDER_SUBJECT.test(sentence.slice(Math.max(0, match.index - 12), match.index))) continue;
      features.push(...splitFeatureList(cut));
    }
  }
  return features;
}

function findTimeline(sentence: string): string {
  for (const pattern of TIMELINE_PHRASES) {
    const found = pattern.exec(sentence)?.[0];
    if (found !== undefined) return found;
  }
  if (LAUNCH_CUE.test(sentence)) return CUED_DURATION.exec(sentence)?.[0] ?? '';
  return '';
}

function toPeoplePhrase(phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  if (NOT_PEOPLE.test(words.at(-1) ?? '')) return '';
  const start = words.findLastIndex((word) => STOP.test(word));
  const kept = words.slice(start + 1);
  while (kept.length > 1 && DETERMINER.test(kept[0] ?? '')) kept.shift();
  return kept.length === 0 ? '' : cleanItem(kept.join(' '));
}

/** Who the sentence names as users, or ''. */
function toUsersPhrase(sentence: string): string {
  const stated = PEOPLE_STATED.exec(sentence)?.[1];
  if (stated !== undefined) {
    const cut = stated.split(/,|\s(?:like|who|which|although|because|but)\s/)[0] ?? stated;
    if (new RegExp(PEOPLE_NOUN, 'i').test(cut)) return cleanItem(cut);
  }
  for (const pattern of [PEOPLE_LEAD, PEOPLE_SUBJECT]) {
    for (const match of sentence.matchAll(pattern)) {
      const phrase = toPeoplePhrase(match[1] ?? '');
      if (phrase !== '') return phrase;
    }
  }
  return '';
}

/** The leading capitalised words of a match made case-insensitively: "TrailMate an" → "TrailMate". */
function toCapitalised(name: string): string {
  const words = name.trim().split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if (!/^\p{Lu}/u.test(word)) break;
    kept.push(word);
  }
  return kept.join(' ').replace(/['’]s$/, '');
}

function findName(sentence: string): string {
  const heading = HEADING.exec(sentence)?.[1]?.trim();
  if (heading !== undefined && !GENERIC_HEADING.test(heading) && heading.split(/\s+/).length <= 3)
    return heading;
  for (const pattern of NAME_PATTERNS) {
    const name = toCapitalised(pattern.exec(sentence)?.[1] ?? '');
    if (name !== '' && !STOP.test(name)) return name;
  }
  return '';
}

/** The name given as a bare answer to the name question: "TrailMate.", "it is TrailMate". */
function toAnsweredName(text: string): string {
  const named = findName(text);
  if (named !== '') return named;
  const bare = text.trim().replace(/^(?:it'?s|it is|it will be|we call it|call it|the name is)\s+/i, '');
  const words = bare.replace(/[.!"“”]+$/g, '').split(/\s+/);
  return words.length <= 3 && words.join('').length > 0 ? words.join(' ') : '';
}

type Hint = TopicKey | 'constraints' | 'name' | undefined;
interface Sentence {
  text: string;
  /** The question (or spec section) this sentence answers, when known. */
  hint: Hint;
}

/**
 * The user's meaningful sentences in order, each with what it answers: the interviewer's question just
 * before the message, or the section heading above it in a pasted spec. Headings and junk are dropped.
 */
function toSentenceList(messages: readonly RoleMessage[]): Sentence[] {
  const sentences: Sentence[] = [];
  const seen = new Set<string>();
  let asked: Hint;
  for (const message of messages) {
    if (message.role !== 'user') {
      asked = toAskedTopic(message.content);
      continue;
    }
    let hint = asked;
    for (const text of toSentences(message.content)) {
      const section = SECTION.exec(text)?.[1];
      if (section !== undefined && !/^#\s/.test(text)) {
        hint = SECTION_TOPICS.find(([pattern]) => pattern.test(section))?.[1];
        continue;
      }
      if (isJunkSentence(text) || seen.has(text.toLowerCase())) continue;
      seen.add(text.toLowerCase());
      sentences.push({ text, hint });
    }
    asked = undefined;
  }
  return sentences;
}

/**
 * The project type named by the platform word mentioned FIRST: "an internal API that syncs with Shopify"
 * is an API, "a mobile app with an API" is a mobile app. Ties go to the earlier rule.
 * @example toPlatformProjectType('an iOS app') // 'Mobile app'
 */
export function toPlatformProjectType(text: string): string {
  let best = '';
  let bestIndex = Number.POSITIVE_INFINITY;
  for (const [pattern, type] of PROJECT_TYPES) {
    const index = text.search(pattern);
    if (index >= 0 && index < bestIndex) {
      best = type;
      bestIndex = index;
    }
  }
  return best;
}

/**
 * The project elements plus the name, problem and users, from the user's messages: the first
 * problem and users heard (or the answer to their question), features as whole phrases, constraints from
 * limiting sentences (a date alone is the timeline, not a constraint), the business model's sentence, the
 * latest date or duration, and a name only when the user gave one.
 * @example extractElements([{ role: 'user', content: 'A web app that should send reminders. $9 a month.' }]).features
 * // ['send reminders']
 */
export function extractElements(messages: readonly RoleMessage[]): ExtractedElements {
  const all = toSentenceList(messages);
  const content = all.filter((sentence) => !sentence.text.startsWith('#'));
  const texts = content.map((sentence) => sentence.text);
  const pricing = getTopic('businessModel').pattern;
  const problemPattern = getTopic('problem').pattern;
  // Sentences that plainly belong to another topic are never taken as a bare answer.
  const belongsElsewhere = (text: string) =>
    CONSTRAINT.test(text) || pricing.test(text) || findTimeline(text) !== '' || hasFeaturePhrase(text);
  const answers = (hint: Hint) =>
    content.filter(
      (sentence) =>
        sentence.hint === hint && !NOT_AN_ANSWER.test(sentence.text) && !detectFrustration(sentence.text),
    );

  let projectName = '';
  for (const sentence of all) {
    projectName = findName(sentence.text) || projectName;
    if (sentence.hint === 'name' && !NOT_AN_ANSWER.test(sentence.text)) {
      projectName = toAnsweredName(sentence.text) || projectName;
    }
  }

  // Words of a problem anywhere come first; a bare answer to the problem question is the fallback.
  const problemSentence =
    texts.find(
      (text) =>
        PROBLEM_FRAME.test(text) ||
        (problemPattern.test(text) &&
          !pricing.test(text) &&
          !hasFeaturePhrase(text) &&
          !CONSTRAINT.test(text)),
    ) ??
    answers('problem').find((sentence) => !belongsElsewhere(sentence.text))?.text ??
    '';

  let users = '';
  for (const sentence of answers('users'))
    users ||= toUsersPhrase(sentence.text) || stripFrame(sentence.text, USERS_FRAME);
  for (const text of texts) users ||= toUsersPhrase(text);

  const features = listFeatures(
    content.filter((sentence) => sentence.hint !== 'constraints').map((sentence) => sentence.text),
  );
  // Bare lists ("Reminders, plant photos, care log.") given as the answer to the features question or
  // under a Features heading: no subject, no verb "to be", nothing that belongs to another topic.
  for (const sentence of answers('features')) {
    const text = sentence.text;
    if (LIST_ITEM.test(text) || hasFeaturePhrase(text) || text.endsWith(':') || NOT_A_LIST.test(text))
      continue;
    if (belongsElsewhere(text) || problemPattern.test(text)) continue;
    features.push(...splitFeatureList(text));
  }

  let timeline = '';
  for (const sentence of content) {
    const found = findTimeline(sentence.text);
    const answered =
      // "$12 a month" answers the money question, not the timeline one.
      sentence.hint === 'timeline' && !NOT_AN_ANSWER.test(sentence.text) && !pricing.test(sentence.text)
        ? (CUED_DURATION.exec(sentence.text)?.[0] ?? '')
        : '';
    timeline = found || answered || timeline;
  }
  const constraints = content
    .filter((sentence) => sentence.hint === 'constraints' || CONSTRAINT.test(sentence.text))
    .map((sentence) => cleanItem(LIST_ITEM.exec(sentence.text)?.[1] ?? sentence.text));

  const businessSentence =
    texts.find(
      (text) =>
        pricing.test(text) && !PROBLEM_FRAME.test(text) && (!hasFeaturePhrase(text) || /[$€£]|\d/.test(text)),
    ) ??
    answers('businessModel').find((sentence) => !belongsElsewhere(sentence.text))?.text ??
    '';
  const platformText = answers('platform')
    .map((sentence) => sentence.text)
    .join('\n');

  return {
    projectName: toShort(projectName, 80),
    problem: problemSentence === '' ? '' : toShort(stripFrame(problemSentence, PROBLEM_FRAME)),
    users: toShort(users, 160),
    projectType: toPlatformProjectType(texts.join('\n')) || toPlatformProjectType(platformText),
    features: mergeUnique([], features),
    constraints: mergeUnique([], constraints),
    businessModel: businessSentence === '' ? '' : toShort(stripFrame(businessSentence, BUSINESS_FRAME)),
    timeline,
  };
}

/**
 * A project name the text states explicitly — a title ("# PlantPal"), "Project: PlantPal", "It's called
 * PlantPal" — or ''. Never derived from the first words of a problem statement.
 * @example findProjectName('# PlantPal\nPeople forget to water plants.') // 'PlantPal'
 */
export function findProjectName(text: string): string {
  return extractElements([{ role: 'user', content: text }]).projectName;
}
