import { DEFAULT_LIMITS } from '../../../lib/default-limits';

const ROWS = [
  {
    problem: 'Dependency hell',
    problemText: 'Agents add a package for every small task until nothing builds.',
    solution: `${DEFAULT_LIMITS.dependencies}-package limit`,
    solutionText: 'Each new dependency is checked and must be justified.',
  },
  {
    problem: 'Context loss',
    problemText: 'Each new agent session forgets what the last one decided.',
    solution: 'Persistent memory',
    solutionText: 'The decision ledger and primer travel with the project.',
  },
  {
    problem: 'API timeouts',
    problemText: 'Calls without a timeout hang, and the product freezes with them.',
    solution: `${DEFAULT_LIMITS.apiTimeoutSeconds}-second API limit`,
    solutionText: `Every outbound call carries a timeout of at most ${DEFAULT_LIMITS.apiTimeoutSeconds} s.`,
  },
  {
    problem: 'UI disasters',
    problemText: 'Screens nobody can use with a keyboard or screen reader.',
    solution: 'WCAG compliance',
    solutionText: 'WCAG 2.1 AA is a rule, validated automatically.',
  },
] as const;

export function ProblemsSolutions() {
  return (
    <section className="landing-section alt" aria-labelledby="problems-title">
      <div className="landing-container">
        <h2 id="problems-title" className="section-heading">
          The problems that sink AI-built projects, and the rules that prevent them
        </h2>
        <ul className="problem-list">
          {ROWS.map((row) => (
            <li key={row.problem} className="problem-row">
              <div className="problem">
                <p className="tag tag-problem">Problem</p>
                <h3>{row.problem}</h3>
                <p>{row.problemText}</p>
              </div>
              <span className="problem-arrow" aria-hidden="true">
                →
              </span>
              <div className="solution">
                <p className="tag tag-solution">Charter</p>
                <h3>{row.solution}</h3>
                <p>{row.solutionText}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
