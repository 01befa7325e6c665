import type { BestPractice, BestPracticeListQuery, Rule } from '@charter/core';
import {
  BEST_PRACTICES,
  CharterError,
  createDefaultConstitution,
  generateGovernancePackage,
  getBestPractice,
  PRACTICE_CATEGORIES,
  SEVERITIES,
  toCommunitySources,
  toPracticeRule,
  toRuleText,
  withRules,
} from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { CollectionRecord, UserRecord } from '../store/port';
import { readLedger } from './decisions';

type ListQuery = z.output<typeof BestPracticeListQuery>;

/** Most severe first: `SEVERITIES` runs from low to critical. */
const SEVERITY_ORDER = (severity: BestPractice['severity']) => -SEVERITIES.indexOf(severity);

const LOCAL_NOTE =
  'Imported from the community dataset bundled with Charter. No network request was made: the practices and their sources ship with this version.';

/** A practice as this user sees it: with the rule generated from it, when there is one. */
function toUserPractice(practice: BestPractice, collection: CollectionRecord): BestPractice {
  const rule = collection.rules[practice.id];
  return rule ? { ...practice, constitutionalRule: toRuleText(rule) } : practice;
}

function installed(collection: CollectionRecord): BestPractice[] {
  const ids = new Set(collection.practiceIds);
  return BEST_PRACTICES.filter((practice) => ids.has(practice.id));
}

/** Adds the practices `pick` selects to the user's collection; reports how many were new. */
async function install(ctx: AppContext, owner: UserRecord, pick: (practice: BestPractice) => boolean) {
  let added = 0;
  const collection = await ctx.store.collections.update(owner.id, (current) => {
    const ids = new Set(current.practiceIds);
    const fresh = BEST_PRACTICES.filter((practice) => pick(practice) && !ids.has(practice.id));
    added = fresh.length;
    return { ...current, practiceIds: [...current.practiceIds, ...fresh.map((p) => p.id)] };
  });
  return { added, collection };
}

/** Installs the verified core set; running it again adds nothing. */
export async function initializePractices(ctx: AppContext, owner: UserRecord) {
  const { added, collection } = await install(ctx, owner, (practice) => practice.verified);
  return { success: true as const, added, totalPractices: collection.practiceIds.length };
}

/** Imports the rest of the bundled dataset: local data, stated as such. */
export async function autoPopulatePractices(ctx: AppContext, owner: UserRecord) {
  const { added, collection } = await install(ctx, owner, () => true);
  const sources = toCommunitySources(installed(collection)).map((source) => ({
    name: source.name,
    url: source.url,
    practices: source.practiceIds.length,
  }));
  return {
    success: true as const,
    added,
    totalPractices: collection.practiceIds.length,
    sources,
    local: true as const,
    note: LOCAL_NOTE,
  };
}

export async function listPractices(ctx: AppContext, owner: UserRecord, query: ListQuery) {
  const collection = await ctx.store.collections.get(owner.id);
  const search = query.search.toLowerCase();
  const matching = installed(collection).filter(
    (practice) =>
      (query.category === 'all' || practice.category === query.category) &&
      (query.severity === 'all' || practice.severity === query.severity) &&
      (!search ||
        practice.title.toLowerCase().includes(search) ||
        practice.description.toLowerCase().includes(search) ||
        practice.tags.some((tag) => tag.toLowerCase().includes(search))),
  );
  return {
    practices: matching.slice(0, query.limit).map((practice) => toUserPractice(practice, collection)),
    total: matching.length,
  };
}

/** One practice of the user's collection: 404 when unknown or not installed. */
export async function getPractice(ctx: AppContext, owner: UserRecord, id: string) {
  const collection = await ctx.store.collections.get(owner.id);
  const practice = getBestPractice(id);
  if (!practice || !collection.practiceIds.includes(id)) {
    throw new CharterError('NOT_FOUND', 'No such best practice in your collection.');
  }
  return { practice: toUserPractice(practice, collection), collection };
}

export async function getCategoryStats(ctx: AppContext, owner: UserRecord) {
  const practices = installed(await ctx.store.collections.get(owner.id));
  return {
    categories: PRACTICE_CATEGORIES.map((category) => {
      const inCategory = practices.filter((practice) => practice.category === category);
      // Only figures a cited source states count; none at all is null, never a made-up 0.
      const sourced = inCategory.flatMap((practice) =>
        practice.frequency ? [practice.frequency.percent] : [],
      );
      const sum = sourced.reduce((total, percent) => total + percent, 0);
      const avgFrequency = sourced.length ? Math.round((sum / sourced.length) * 10) / 10 : null;
      return { category, count: inCategory.length, avgFrequency };
    }),
  };
}

/** Whether a recorded decision's text shows the practice's anti-pattern (as the generated rule would). */
function showsAntiPattern(practice: BestPractice, text: string): boolean {
  return (
    practice.detection.anyOf.some((phrase) => text.includes(phrase)) &&
    !practice.detection.noneOf.some((phrase) => text.includes(phrase))
  );
}

export async function getTrending(ctx: AppContext, owner: UserRecord) {
  const practices = installed(await ctx.store.collections.get(owner.id));
  const texts = (await readLedger(ctx, owner)).map((entry) =>
    `${entry.description} ${entry.proposed_action ?? ''}`.toLowerCase().replace(/\s+/g, ' '),
  );
  const trending = practices
    .map((practice) => ({
      id: practice.id,
      title: practice.title,
      description: practice.description,
      severity: practice.severity,
      category: practice.category,
      decisionsMatched: texts.filter((text) => showsAntiPattern(practice, text)).length,
    }))
    .sort(
      (a, b) =>
        b.decisionsMatched - a.decisionsMatched || SEVERITY_ORDER(a.severity) - SEVERITY_ORDER(b.severity),
    );
  return { trending: trending.slice(0, 10) };
}

/** Adds (or replaces) the practice's rule in the user's constitution, bumping its version. */
export async function generatePracticeRule(ctx: AppContext, owner: UserRecord, id: string) {
  const { practice } = await getPractice(ctx, owner, id);
  const rule: Rule = toPracticeRule(practice);
  const constitution = await ctx.store.constitutions.update(owner.id, (current) => {
    const base = current ?? createDefaultConstitution('standard');
    const rules = base.rules.filter((existing) => existing.id !== rule.id);
    return withRules(base, [...rules, rule]);
  });
  const collection = await ctx.store.collections.update(owner.id, (current) => ({
    ...current,
    rules: { ...current.rules, [practice.id]: rule },
  }));
  // Validations read the constitution from the cache: the new rule must apply from the next call on.
  await ctx.governance.cache.invalidate(owner.id);
  return {
    success: true as const,
    practice: toUserPractice(practice, collection),
    rule,
    constitution_version: constitution.version,
  };
}

export async function generatePracticePackage(ctx: AppContext, owner: UserRecord) {
  const { constitution } = await ctx.governance.cache.getOwner(owner.id);
  const generated = generateGovernancePackage(constitution.rules, {
    generatedAt: ctx.now().toISOString(),
    constitutionVersion: constitution.version,
    justifications: constitution.justifications,
  });
  return { package: generated.package, filename: generated.filename, practiceCount: generated.practiceCount };
}
