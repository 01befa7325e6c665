import type { ExtractedElements } from './schema';

/**
 * Conversation depth: a 0–10 score of how much the interviewer has LEARNT. It counts facts in what was
 * extracted — the name, the problem, the users, up to three features, the business model, the platform,
 * the timeline and up to two constraints — so it grows only with new information: a long message, a
 * number, a repeated answer or junk adds nothing (the spec scored length and keywords, which
 * let a long ramble jump from 0 to 8). Generate and the banner appear at `GENERATE_AT_DEPTH`.
 */

export const MIN_DEPTH = 0;
export const MAX_DEPTH = 10;
/** Generate appears at this depth or more. */
export const GENERATE_AT_DEPTH = 7;
/** Features and constraints beyond these counts add detail, not depth. */
export const DEPTH_FEATURES = 3;
export const DEPTH_CONSTRAINTS = 2;

/** Clamps a depth to 0..10. @example clampDepth(12) // 10 */
export function clampDepth(depth: number): number {
  return Math.min(MAX_DEPTH, Math.max(MIN_DEPTH, depth));
}

/**
 * The facts an extraction holds, as counted for the depth.
 * @example countFacts({ projectName: 'TrailMate', problem: '', users: 'hikers', projectType: '', features: ['a', 'b', 'c', 'd'], constraints: [], businessModel: '', timeline: '' }) // 5
 */
export function countFacts(elements: ExtractedElements): number {
  const filled = (value: string) => (value.trim() === '' ? 0 : 1);
  return (
    filled(elements.projectName) +
    filled(elements.problem) +
    filled(elements.users) +
    Math.min(DEPTH_FEATURES, elements.features.length) +
    filled(elements.businessModel) +
    filled(elements.projectType) +
    filled(elements.timeline) +
    Math.min(DEPTH_CONSTRAINTS, elements.constraints.length)
  );
}

/** The depth of a conversation whose extraction is `elements`. @example toConversationDepth(EMPTY) // 0 */
export function toConversationDepth(elements: ExtractedElements): number {
  return clampDepth(countFacts(elements));
}
