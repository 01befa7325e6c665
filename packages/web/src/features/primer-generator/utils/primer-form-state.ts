import type { GeneratedPrimerAnswer, PartialPrimerAnswers } from '@charter/core';
import { EMPTY_PRIMER_ANSWERS, type PrimerAnswers, type PrimerKey } from '@charter/core';
import { useReducer } from 'react';
import { toFilledKeys, toFullAnswers, withDraft, withFields } from './answers';

type Fields = Partial<Record<PrimerKey, string>>;

/** Everything the Primer Generator screen holds between renders, besides its server calls. */
export interface PrimerFormState {
  answers: PrimerAnswers;
  projectName: string;
  /** The answers the Charter AI filled, marked until the user edits them. */
  aiApplied: ReadonlySet<PrimerKey>;
  step: number;
  chatMode: boolean;
  /** The generated primer: the result view replaces the form while there is one. */
  result: GeneratedPrimerAnswer | null;
  dialog: 'save-test-case' | 'clear' | null;
}

export type PrimerFormAction =
  | { type: 'answer'; key: PrimerKey; value: string }
  /** Non-blank fields written over the answers (an import, a conversion, an applied analysis). */
  | { type: 'fill'; fields: Fields; markAiApplied: boolean }
  /** The chat's answers go to the form, which shows again. */
  | { type: 'convert'; fields: Fields }
  /** The stored draft, once it arrives: it fills only what is still blank. */
  | { type: 'draft-loaded'; answers: PartialPrimerAnswers; projectName: string }
  | { type: 'project-name'; name: string }
  /** A name found in imported notes: the user's own wins. */
  | { type: 'project-name-found'; name: string }
  | { type: 'step'; step: number }
  | { type: 'chat-mode'; on: boolean }
  | { type: 'dialog'; dialog: PrimerFormState['dialog'] }
  | { type: 'generated'; result: GeneratedPrimerAnswer }
  /** Back to the form, from the result view or the chat, answers kept. */
  | { type: 'generate-new' }
  /** A test case's answers, on the form's first step. */
  | { type: 'test-case-loaded'; answers: PartialPrimerAnswers }
  /** Clear Form: nothing typed is left. */
  | { type: 'cleared' };

export const INITIAL_PRIMER_FORM: PrimerFormState = {
  answers: EMPTY_PRIMER_ANSWERS,
  projectName: '',
  aiApplied: new Set(),
  step: 0,
  chatMode: false,
  result: null,
  dialog: null,
};

function without(set: ReadonlySet<PrimerKey>, keys: readonly PrimerKey[]): ReadonlySet<PrimerKey> {
  if (!keys.some((key) => set.has(key))) return set;
  const next = new Set(set);
  for (const key of keys) next.delete(key);
  return next;
}

function fill(state: PrimerFormState, fields: Fields, markAiApplied: boolean): PrimerFormState {
  const keys = toFilledKeys(fields);
  if (keys.length === 0) return state;
  return {
    ...state,
    answers: withFields(state.answers, fields),
    aiApplied: markAiApplied ? new Set([...state.aiApplied, ...keys]) : without(state.aiApplied, keys),
  };
}

export function primerFormReducer(state: PrimerFormState, action: PrimerFormAction): PrimerFormState {
  switch (action.type) {
    case 'answer':
      return {
        ...state,
        answers: { ...state.answers, [action.key]: action.value },
        aiApplied: without(state.aiApplied, [action.key]),
      };
    case 'fill':
      return fill(state, action.fields, action.markAiApplied);
    case 'convert':
      return { ...fill(state, action.fields, false), chatMode: false };
    case 'draft-loaded':
      return {
        ...state,
        answers: withDraft(state.answers, action.answers),
        projectName: state.projectName.trim() === '' ? action.projectName : state.projectName,
      };
    case 'project-name':
      return { ...state, projectName: action.name };
    case 'project-name-found':
      return state.projectName.trim() === '' ? { ...state, projectName: action.name } : state;
    case 'step':
      return { ...state, step: action.step };
    case 'chat-mode':
      return { ...state, chatMode: action.on };
    case 'dialog':
      return { ...state, dialog: action.dialog };
    case 'generated':
      return { ...state, result: action.result };
    case 'generate-new':
      return { ...state, result: null, chatMode: false };
    case 'test-case-loaded':
      return {
        ...state,
        answers: toFullAnswers(action.answers),
        aiApplied: new Set(),
        step: 0,
        result: null,
        chatMode: false,
      };
    case 'cleared':
      return { ...INITIAL_PRIMER_FORM, chatMode: state.chatMode, dialog: state.dialog };
  }
}

/** The screen's state and its typed actions. */
export function usePrimerFormState() {
  return useReducer(primerFormReducer, INITIAL_PRIMER_FORM);
}

/** Whether a fill would change anything (the screen schedules an auto-save only then). */
export function fillsAnything(fields: Fields): boolean {
  return toFilledKeys(fields).length > 0;
}
