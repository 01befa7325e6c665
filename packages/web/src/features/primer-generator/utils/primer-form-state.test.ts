import type { GeneratedPrimerAnswer } from '@charter/core';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_PRIMER_FORM,
  type PrimerFormAction,
  type PrimerFormState,
  primerFormReducer,
} from './primer-form-state';

const run = (...actions: PrimerFormAction[]): PrimerFormState =>
  actions.reduce(primerFormReducer, INITIAL_PRIMER_FORM);

// Only its identity matters to the reducer: it is held, never read.
const RESULT = { primer: '# PlantPal' } as GeneratedPrimerAnswer;

describe('the Primer Generator form state', () => {
  it('marks the answers the AI filled until the user edits them; a plain fill unmarks', () => {
    const filled = run({
      type: 'fill',
      fields: { 'user-role': 'Gardener', 'project-scope': ' ' },
      markAiApplied: true,
    });
    expect(filled.answers['user-role']).toBe('Gardener');
    expect(filled.answers['project-scope']).toBe('');
    expect([...filled.aiApplied]).toEqual(['user-role']);

    const edited = primerFormReducer(filled, { type: 'answer', key: 'user-role', value: 'Botanist' });
    expect(edited.answers['user-role']).toBe('Botanist');
    expect(edited.aiApplied.size).toBe(0);

    const imported = primerFormReducer(filled, {
      type: 'fill',
      fields: { 'user-role': 'Farmer' },
      markAiApplied: false,
    });
    expect(imported.aiApplied.size).toBe(0);
    // Blank fields change nothing: the same state comes back.
    expect(
      primerFormReducer(filled, { type: 'fill', fields: { 'user-role': '  ' }, markAiApplied: false }),
    ).toBe(filled);
  });

  it('lets a late draft fill only what is still blank, and the typed project name win', () => {
    const typed = run(
      { type: 'answer', key: 'user-role', value: 'Typed' },
      { type: 'project-name', name: 'Mine' },
      {
        type: 'draft-loaded',
        answers: { 'user-role': 'Stored', 'project-scope': 'Stored scope' },
        projectName: 'Stored',
      },
    );
    expect(typed.answers['user-role']).toBe('Typed');
    expect(typed.answers['project-scope']).toBe('Stored scope');
    expect(typed.projectName).toBe('Mine');
    expect(run({ type: 'draft-loaded', answers: {}, projectName: 'Stored' }).projectName).toBe('Stored');
  });

  it('takes a name found in imported notes only while the user has given none', () => {
    expect(run({ type: 'project-name-found', name: 'PlantPal' }).projectName).toBe('PlantPal');
    const named = run({ type: 'project-name', name: 'Mine' });
    expect(primerFormReducer(named, { type: 'project-name-found', name: 'PlantPal' })).toBe(named);
  });

  it('converts the chat into answers and shows the form', () => {
    const state = run(
      { type: 'chat-mode', on: true },
      { type: 'convert', fields: { 'user-role': 'Gardener' } },
    );
    expect(state.chatMode).toBe(false);
    expect(state.answers['user-role']).toBe('Gardener');
    expect(state.aiApplied.size).toBe(0);
  });

  it('loads a test case on the first step, from the result view or the chat', () => {
    const state = run(
      { type: 'fill', fields: { 'project-scope': 'Old' }, markAiApplied: true },
      { type: 'step', step: 3 },
      { type: 'generated', result: RESULT },
      { type: 'chat-mode', on: true },
      { type: 'test-case-loaded', answers: { 'user-role': 'Tester' } },
    );
    expect(state.answers['user-role']).toBe('Tester');
    expect(state.answers['project-scope']).toBe('');
    expect(state).toMatchObject({ step: 0, result: null, chatMode: false });
    expect(state.aiApplied.size).toBe(0);
  });

  it('goes back from the result to the form with the answers kept', () => {
    const state = run(
      { type: 'answer', key: 'user-role', value: 'Kept' },
      { type: 'generated', result: RESULT },
      { type: 'generate-new' },
    );
    expect(state.result).toBeNull();
    expect(state.answers['user-role']).toBe('Kept');
  });

  it('clears every answer, the name, the marks, the step and the result, and leaves the dialog to close itself', () => {
    const state = run(
      { type: 'fill', fields: { 'user-role': 'Gardener' }, markAiApplied: true },
      { type: 'project-name', name: 'PlantPal' },
      { type: 'step', step: 2 },
      { type: 'generated', result: RESULT },
      { type: 'dialog', dialog: 'clear' },
      { type: 'cleared' },
    );
    expect(state).toEqual({ ...INITIAL_PRIMER_FORM, dialog: 'clear' });
  });
});
