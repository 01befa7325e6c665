import { z } from 'zod';
import { cleanImportedText, truncateWithEllipsis } from './clean-imported-text';
import { type ContextSection, type ReadContext, readContext } from './read-context';

/**
 * Smart analysis without an LLM (DESIGN.md "No LLM is needed"): labelled sections first, then sentences
 * with cue words, then counts of what was and was not found. Deterministic, so the same paste always
 * fills the form the same way.
 */

/** The answer of smart analysis, shared by the server's response and the web's form. */
export const SmartAnalysisSchema = z.object({
  extracted_project_name: z.string(),
  extracted_problem: z.string(),
  extracted_users: z.string(),
  extracted_business_model: z.string(),
  extracted_features: z.string(),
  extracted_technical_complexity: z.string(),
  extracted_user_journey: z.string(),
  platform_recommendation: z.string(),
  insights: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type SmartAnalysis = z.infer<typeof SmartAnalysisSchema>;

type Field = 'name' | 'problem' | 'users' | 'business' | 'features' | 'technical' | 'journey';

/** Section labels per field, checked in this order so "user journey" is a journey, not users; whole words, so a title like "UserVoice" is not a label. */
const LABELS: ReadonlyArray<readonly [Field, RegExp]> = [
  ['name', /^(project|product|app|project name|product name|app name|name|title|working title)$/],
  ['journey', /\b(journey|flow|walkthrough|how it works|steps)/],
  ['business', /\b(business|pricing|price|moneti[sz]|revenue)/],
  ['technical', /\b(technical|tech|stack|architecture|complexity|infrastructure)\b/],
  ['features', /\b(feature|requirement|functionalit|capabilit|mvp|jobs|user stor|must.have)/],
  ['problem', /\b(problem|pain|challenge|motivation|background|why)/],
  ['users', /\b(users?|audience|customers?|personas?|who|market)\b/],
];

/** Cue words for sentences, when no section names the field. */
const CUES: Record<Exclude<Field, 'name' | 'technical'>, RegExp> = {
  problem:
    /\b(problems?|pain|painful|struggl\w*|frustrat\w*|hard to|difficult|wast\w*|annoying|can't|cannot|lose|losing|lost)\b/i,
  users:
    /\b(users?|customers?|audience|clients?|owners?|regulars|people who|target(ed|ing)?|for (small|busy|independent|local))\b/i,
  business:
    /\b(pric\w*|subscriptions?|revenue|monetis\w*|monetiz\w*|freemium|per month|a month|\/mo\b|fees?|commission|charge|paid plan|business model)/i,
  features: /\b(features?|should|must|needs? to|be able to|allows?|lets?|supports?|wants?|would like)\b/i,
  journey: /\b(steps?|journey|signs? up|onboard\w*|then|after that|first they|flow)\b/i,
};

const COMPLEXITY_CUES: ReadonlyArray<readonly [string, RegExp]> = [
  ['payments', /\b(payments?|stripe|checkout|billing|paypal|subscriptions?)\b/i],
  ['authentication', /\b(auth\w*|log ?in|sign[- ]?in|sso|oauth|accounts?)\b/i],
  ['real-time updates', /\b(real[- ]?time|live updates?|websockets?|chat|collaborat\w*)\b/i],
  ['machine learning', /\b(ml|machine learning|ai|llm|gpt|recommendations? engine|predict\w*)\b/i],
  ['third-party integrations', /\b(integrat\w*|third[- ]party|webhooks?|calendar|api)\b/i],
  ['offline support', /\b(offline|sync\w*)\b/i],
  ['file uploads', /\b(uploads?|files?|images?|photos?|video)\b/i],
];

const PLATFORM_CUES: ReadonlyArray<readonly [string, RegExp]> = [
  ['web', /\b(web|website|browser|web app|pwa|saas)\b/i],
  ['iOS', /\b(ios|iphone|ipad|app store)\b/i],
  ['Android', /\b(android|play store)\b/i],
  ['mobile', /\b(mobile|phones?|smartphones?|tablets?)\b/i],
  ['desktop', /\b(desktop|mac ?os|windows|linux|electron)\b/i],
  ['API', /\b(apis?|rest|graphql|sdk|backend)\b/i],
  ['CLI', /\b(cli|command[- ]line|terminal)\b/i],
];

const FIELD_NAMES: Record<Exclude<Field, 'name'>, string> = {
  problem: 'problem',
  users: 'target users',
  business: 'business model',
  features: 'features',
  technical: 'technical complexity',
  journey: 'user journey',
};

const MAX_EXTRACT = 1000;

function toFieldOfLabel(label: string): Field | undefined {
  return LABELS.find(([, pattern]) => pattern.test(label))?.[0];
}

function toFieldOf(section: ContextSection): Field | undefined {
  return toFieldOfLabel(section.label);
}

/** The first labelled section per field, its lines joined (bullets with '; '). */
function toSectionValues(context: ReadContext): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (const section of context.sections) {
    const field = toFieldOf(section);
    if (field === undefined || values[field] !== undefined || section.lines.length === 0) continue;
    const joined = section.lines.map((line) => line.replace(/[.;]$/, '')).join('; ');
    values[field] = truncateWithEllipsis(
      section.lines.length === 1 ? section.lines[0]! : joined,
      MAX_EXTRACT,
    );
  }
  return values;
}

/** Up to two statements (questions are the interviewer's, not facts) matching the field's cue. */
function toCuedValue(context: ReadContext, cue: RegExp, used: Set<string>): string {
  const picked = context.sentences
    .map((sentence) => sentence.text)
    .filter((text) => !text.endsWith('?') && !used.has(text) && cue.test(text))
    .slice(0, 2);
  for (const text of picked) used.add(text);
  return truncateWithEllipsis(picked.join(' '), MAX_EXTRACT);
}

function toProjectName(context: ReadContext, sectionName: string | undefined, text: string): string {
  if (sectionName) return sectionName.replace(/[.;]$/, '');
  const title = context.title.replace(
    /^(project|product|spec(ification)?|prd|brief|notes?|primer)\b[^:]*:\s*/i,
    '',
  );
  // A title that names a section or the document itself ("Chat with ChatGPT") is not the product's name.
  const isDocumentTitle = /\b(chat|conversation|transcript|export|meeting|notes|untitled)\b/i.test(title);
  if (title !== '' && !isDocumentTitle && toFieldOfLabel(title.toLowerCase()) === undefined) return title;
  const called = /\b(?:called|named)\s+["“']?([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})/.exec(text);
  return called?.[1] ?? '';
}

function toPlatformRecommendation(platforms: string[]): string {
  const has = (name: string): boolean => platforms.includes(name);
  const mobile = has('iOS') || has('Android') || has('mobile');
  if (platforms.length === 0) {
    return 'Responsive web app: no platform was mentioned, and the web reaches every device from one codebase.';
  }
  if (has('web') && mobile) {
    return 'Start with a responsive web app (installable as a PWA); add native iOS/Android apps once the core journey is proven.';
  }
  if (mobile) {
    const stores =
      has('iOS') && !has('Android') ? 'iOS' : has('Android') && !has('iOS') ? 'Android' : 'iOS and Android';
    return `Mobile app for ${stores}: one cross-platform codebase unless a native-only capability is required.`;
  }
  if (has('CLI')) return 'Command-line tool: scriptable, easy to distribute through a package registry.';
  if (has('desktop'))
    return 'Desktop app: confirm why the browser is not enough before taking on installers and updates.';
  if (has('API'))
    return 'API first: document the contract early and give every endpoint a timeout and an error shape.';
  return 'Responsive web app that works on phones and desktops alike.';
}

/**
 * What a pasted or uploaded context says about the project, field by field, with insights (what was
 * found) and recommendations (what is missing).
 * @example analyzeContext('# TutorTime\nProblem: Tutors lose hours to scheduling.').extracted_project_name; // 'TutorTime'
 */
export function analyzeContext(raw: string): SmartAnalysis {
  const { text } = cleanImportedText(raw);
  const context = readContext(text, { isSectionLabel: (label) => toFieldOfLabel(label) !== undefined });
  const fromSections = toSectionValues(context);
  const used = new Set<string>();
  const pick = (field: keyof typeof CUES): { value: string; source: 'section' | 'sentences' | 'none' } => {
    const section = fromSections[field];
    if (section) return { value: section, source: 'section' };
    const value = toCuedValue(context, CUES[field], used);
    return { value, source: value === '' ? 'none' : 'sentences' };
  };
  // Specific cues claim their sentences first: "then clients book" is a journey, not a users statement.
  const problem = pick('problem');
  const business = pick('business');
  const journey = pick('journey');
  const features = pick('features');
  const users = pick('users');
  const found = { problem, users, business, features, journey };
  const complexity = COMPLEXITY_CUES.filter(([, cue]) => cue.test(text)).map(([name]) => name);
  const platforms = PLATFORM_CUES.filter(([, cue]) => cue.test(text)).map(([name]) => name);
  const level = complexity.length >= 3 ? 'High' : complexity.length > 0 ? 'Moderate' : '';
  const technical =
    fromSections.technical ?? (level === '' ? '' : `${level} complexity: ${complexity.join(', ')}.`);
  const name = toProjectName(context, fromSections.name, text);

  const words = text.split(/\s+/).filter(Boolean).length;
  const labelled = context.sections.filter((section) => toFieldOf(section) !== undefined).length;
  const insights = [
    `Read ${words} words in ${context.sentences.length} sentences${context.isChat ? ' of a chat conversation' : ''}.`,
    `Found ${labelled} labelled section${labelled === 1 ? '' : 's'} that map to primer fields.`,
    ...(name ? [`Project name: ${name}.`] : []),
    ...Object.entries(found)
      .filter(([, result]) => result.source !== 'none')
      .map(([field, result]) =>
        result.source === 'section'
          ? `Took the ${FIELD_NAMES[field as keyof typeof FIELD_NAMES]} from its own section.`
          : `Inferred the ${FIELD_NAMES[field as keyof typeof FIELD_NAMES]} from sentences that mention it.`,
      ),
    ...(platforms.length > 0 ? [`Platforms mentioned: ${platforms.join(', ')}.`] : []),
    ...(complexity.length > 0
      ? [`Complexity signals (${complexity.length}): ${complexity.join(', ')}.`]
      : []),
  ];

  const missing = (Object.keys(found) as Array<keyof typeof found>).filter((f) => found[f].source === 'none');
  const recommendations = [
    ...(name ? [] : ['Give the project a name (a "# Name" heading or "Project: Name").']),
    ...missing.map((field) => `Describe the ${FIELD_NAMES[field]}: nothing in the text covers it yet.`),
    ...(platforms.length === 0
      ? ['Say which platform comes first: web, iOS, Android, desktop, an API or a CLI.']
      : []),
    ...(complexity.includes('payments') || complexity.includes('authentication')
      ? [
          'Use proven providers for payments and sign-in, and validate each new dependency with Charter first.',
        ]
      : []),
    ...(complexity.length >= 3
      ? ['Several hard parts at once: pick one for the first release and defer the rest.']
      : []),
  ];
  if (recommendations.length === 0) {
    recommendations.push('The context covers the essentials: apply it to the form and review each field.');
  }

  return {
    extracted_project_name: name,
    extracted_problem: found.problem.value,
    extracted_users: found.users.value,
    extracted_business_model: found.business.value,
    extracted_features: found.features.value,
    extracted_technical_complexity: technical,
    extracted_user_journey: found.journey.value,
    platform_recommendation: toPlatformRecommendation(platforms),
    insights,
    recommendations,
  };
}
