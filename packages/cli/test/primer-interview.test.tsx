import { PRIMER_FIELDS, PRIMER_KEYS } from '@charter/core';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { InterviewResult } from '../src/services/primer/interview-steps';
import { describeTierLimits } from '../src/services/primer/tier-constitution';
import { Interview } from '../src/ui/interview';

const ENTER = '\r';
const ESC = '\u001B';
const DOWN = '\u001B[B';
const UP = '\u001B[A';
const BACKSPACE = '\u007F';
// useInput handles each chunk after Ink's own read loop; writes too close together merge or get lost.
const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

function start(initial?: Partial<InterviewResult>) {
  const done: InterviewResult[] = [];
  let cancelled = 0;
  const view = render(
    <Interview
      initial={initial}
      currentTier={initial?.tier}
      onDone={(result) => done.push(result)}
      onCancel={() => {
        cancelled += 1;
      }}
    />,
  );
  // Waits for the frame each key changes (at most a second: Ctrl+C changes none), so a loaded machine
  // cannot make an assertion read the frame from before the key.
  const press = async (...keys: string[]) => {
    for (const key of keys) {
      const before = view.lastFrame();
      view.stdin.write(key);
      for (let waited = 0; view.lastFrame() === before && waited < 1000; waited += 10) await tick(10);
      await tick(); // a new question's key handler attaches in an effect after its first frame
    }
  };
  const frame = () => view.lastFrame() ?? '';
  return { ...view, done, cancelled: () => cancelled, press, frame };
}

describe('the primer interview', () => {
  it('asks experience and tier first, with what each tier means in limits', async () => {
    const ui = start();
    await tick();
    expect(ui.frame()).toContain('How much technical experience do you have?');
    expect(ui.frame()).toContain('Question 1 of 18');
    expect(ui.frame()).toContain('0/16 answered');
    expect(ui.frame()).toMatch(/❯ beginner/);
    await ui.press(DOWN, DOWN); // advanced
    expect(ui.frame()).toMatch(/❯ advanced/);
    await ui.press(ENTER);
    expect(ui.frame()).toContain('Which tier fits the project?');
    expect(ui.frame()).toContain('Why it matters: The tier sets the limits');
    // The limits come from core's default constitution for each tier, not from a copy here.
    expect(ui.frame()).toContain('At most 25 direct dependencies');
    expect(describeTierLimits('simple')).toContain('At most 25 direct dependencies');
    expect(ui.frame()).toMatch(/❯ standard/);
    expect(ui.frame()).not.toContain('(current)'); // no constitution yet: nothing is current
    ui.unmount();
  });

  it('walks the questions with why-it-matters, a progress bar, skips and Esc back keeping answers', async () => {
    const ui = start();
    await tick();
    await ui.press(ENTER, ENTER); // beginner, standard
    const role = PRIMER_FIELDS['user-role'];
    expect(ui.frame()).toContain(role.question);
    expect(ui.frame()).toContain(`Why it matters: ${role.whyItMatters}`);
    expect(ui.frame()).toContain('Step 1 of 5: You and the project');
    expect(ui.frame()).toContain('(skip)');
    await ui.press(DOWN, ENTER); // developer

    const scope = PRIMER_FIELDS['project-scope'];
    expect(ui.frame()).toContain(scope.question);
    // Beginners see the example and the step's purpose.
    expect(ui.frame()).toContain(`e.g. ${scope.placeholder}`);
    expect(ui.frame()).toContain('Who is building, what, and where it runs.');
    expect(ui.frame()).toContain('1/16 answered');
    expect(ui.frame()).toContain('(skip) Enter on an empty answer leaves it blank');
    await ui.press('A', 'n', ' ', 'M', 'V', 'Q', BACKSPACE, 'P');
    expect(ui.frame()).toContain('› An MVP');
    // Keys faster than a re-render (a quick typist, a slow machine) still all land, in order.
    for (const key of [' ', 'n', 'o', 'w', 'x', BACKSPACE]) ui.stdin.write(key);
    await tick(50);
    expect(ui.frame()).toContain('› An MVP now');
    await ui.press(ENTER);
    expect(ui.frame()).toContain(PRIMER_FIELDS['platform-type'].question);
    expect(ui.frame()).toContain('2/16 answered');

    await ui.press(ESC);
    expect(ui.frame()).toContain(scope.question);
    expect(ui.frame()).toContain('› An MVP now');
    await ui.press(ESC);
    expect(ui.frame()).toMatch(/❯ developer/);
    await ui.press(ENTER, ENTER, ENTER); // keep developer, keep scope, skip platform
    expect(ui.frame()).toContain(PRIMER_FIELDS['core-problem'].question);
    expect(ui.frame()).toContain('Step 2 of 5: Problem and people');
    expect(ui.frame()).toContain('2/16 answered');
    ui.unmount();
  });

  it('shows advanced users no example, then a summary to edit from and returns the answers on confirm', async () => {
    const ui = start({ tier: 'complex' });
    await tick();
    await ui.press(DOWN, DOWN, ENTER); // advanced
    expect(ui.frame()).toMatch(/❯ complex \(current\)/); // the existing constitution's tier is the default
    await ui.press(UP);
    expect(ui.frame()).toMatch(/❯ standard —/);
    expect(ui.frame()).toMatch(/ {2}complex \(current\)/); // the mark stays on what the project has
    await ui.press(DOWN, ENTER);
    await ui.press(ENTER); // user-role: first option, founder
    expect(ui.frame()).not.toContain('e.g.');
    await ui.press('x', ENTER);
    for (let i = 2; i < PRIMER_KEYS.length; i += 1) await ui.press(ENTER);
    expect(ui.frame()).toContain('Summary');
    expect(ui.frame()).toContain('Primer completeness: 13% of the 16 primer questions answered');
    expect(ui.frame()).toContain('Project scope: x');
    expect(ui.frame()).toContain('Platform: (skipped)');

    // Edit the scope from the summary: Enter on its row, change it, Enter returns to the summary.
    await ui.press(DOWN, DOWN, DOWN, DOWN, ENTER);
    expect(ui.frame()).toContain(PRIMER_FIELDS['project-scope'].question);
    expect(ui.frame()).toContain('(Enter returns to the summary)');
    await ui.press('y', ENTER);
    expect(ui.frame()).toContain('Project scope: xy');
    expect(ui.done).toEqual([]);

    await ui.press(ENTER);
    expect(ui.done).toHaveLength(1);
    expect(ui.done[0]).toMatchObject({ experience: 'advanced', tier: 'complex' });
    expect(ui.done[0]?.answers['user-role']).toBe('founder');
    expect(ui.done[0]?.answers['project-scope']).toBe('xy');
    expect(ui.done[0]?.answers['core-problem']).toBe('');
    expect(Object.keys(ui.done[0]?.answers ?? {}).sort()).toEqual([...PRIMER_KEYS].sort());
    ui.unmount();
  });

  it('Esc on the summary goes back to the last question; Ctrl+C cancels', async () => {
    const ui = start();
    await tick();
    for (let i = 0; i < 18; i += 1) await ui.press(ENTER);
    expect(ui.frame()).toContain('Summary');
    await ui.press(ESC);
    expect(ui.frame()).toContain(PRIMER_FIELDS['timeline-budget'].question);
    await ui.press('\u0003');
    expect(ui.cancelled()).toBe(1);
    expect(ui.done).toEqual([]);
    ui.unmount();
  });
});
