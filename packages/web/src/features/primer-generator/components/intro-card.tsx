import { PRIMER_KEYS, PRIMER_STEPS } from '@charter/core';

/** What the page makes and why it matters, before the first question. */
export function IntroCard() {
  return (
    <section className="card primer-intro" aria-labelledby="primer-intro-heading">
      <h2 id="primer-intro-heading" className="card-title">
        A primer your AI agents read first
      </h2>
      <p className="card-description">
        Answer {PRIMER_KEYS.length} questions in {PRIMER_STEPS.length} steps. Charter turns them into a primer
        that carries your project and your constitution — the dependency limit, the API timeout and WCAG
        accessibility — plus ready-made files for Claude, Cursor, Copilot and other agents. Your answers are
        saved as a draft while you type.
      </p>
    </section>
  );
}
