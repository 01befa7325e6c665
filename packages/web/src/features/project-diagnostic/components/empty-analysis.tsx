const CHECKS = [
  {
    title: 'Dependencies',
    text: 'Direct dependencies against the limit of 50, installed packages from the lockfiles, unjustified and duplicated packages.',
  },
  {
    title: 'Performance',
    text: 'Outbound HTTP calls (fetch, axios, got, ky, undici, node:http) without a timeout or above 10 seconds.',
  },
  {
    title: 'Accessibility',
    text: 'JSX and HTML against WCAG 2.1: text alternatives, labels, names, keyboard access, headings, language.',
  },
  {
    title: 'Architecture',
    text: 'Oversized files, import cycles, committed secrets, a missing README or tests, TypeScript strict mode.',
  },
];

/** Before the first analysis: what will be checked. No sample figures. */
export function EmptyAnalysis() {
  return (
    <section className="card diagnostic-empty" aria-labelledby="diagnostic-empty-title">
      <h2 id="diagnostic-empty-title" className="card-title">
        No analysis yet
      </h2>
      <p className="muted">
        Enter a repository’s URL and choose Analyze Project. Each category gets a score out of 100, with its
        issues and what to do about them.
      </p>
      <ul className="diagnostic-checks">
        {CHECKS.map((check) => (
          <li key={check.title} className="mini-card">
            <p className="mini-card-title">{check.title}</p>
            <p className="muted small">{check.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
