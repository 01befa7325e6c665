import type { Message, Part } from '@a2a-js/sdk';
import { CharterError } from '@charter/core';
import { CHARTER_SKILL_IDS, type CharterSkillId } from './agent-card';

/** One incoming A2A message, read as a request for one of Charter's skills. */
export interface SkillRequest {
  skill: CharterSkillId;
  /** The text parts, joined by blank lines ('' when none). */
  text: string;
  /** The first data part that is a JSON object, without its `skill` field ({} when none). */
  data: Record<string, unknown>;
  /** The caller's own name for itself, when its message says (`metadata.agentName`). */
  agentName: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSkill = (value: unknown): value is CharterSkillId =>
  typeof value === 'string' && (CHARTER_SKILL_IDS as readonly string[]).includes(value);

function textOf(part: Part): string | null {
  return part.content?.$case === 'text' ? part.content.value : null;
}

function dataOf(part: Part): Record<string, unknown> | null {
  return part.content?.$case === 'data' && isObject(part.content.value) ? part.content.value : null;
}

/**
 * Which skill a message asks for: `metadata.skill`, else a data part's `skill`, else `validate_decision`
 * (a plain-text message is a decision to validate). An unknown skill name is refused with the list, never
 * guessed.
 * @example toSkillRequest(message).skill // 'validate_decision'
 */
export function toSkillRequest(message: Message): SkillRequest {
  const text = message.parts
    .map(textOf)
    .filter((t): t is string => t !== null && t.trim() !== '')
    .join('\n\n');
  const found = message.parts.map(dataOf).find((d) => d !== null) ?? null;
  const { skill: dataSkill, ...data } = found ?? {};
  const named = message.metadata?.skill ?? dataSkill;
  if (named !== undefined && !isSkill(named)) {
    throw new CharterError(
      'VALIDATION_FAILED',
      `Unknown skill ${JSON.stringify(named)}: Charter offers ${CHARTER_SKILL_IDS.join(', ')}.`,
    );
  }
  if (text === '' && found === null && named === undefined) {
    throw new CharterError('VALIDATION_FAILED', 'Send a text part or a data part: the message is empty.');
  }
  const agentName = message.metadata?.agentName;
  return {
    skill: named ?? 'validate_decision',
    text,
    data,
    agentName: typeof agentName === 'string' && agentName.trim() ? agentName.trim().slice(0, 200) : null,
  };
}
