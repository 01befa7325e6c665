/**
 * What runs while the server clones and scans. The time depends on the repository, so the bar is
 * indeterminate (no value); the announcement lives in the page's status region.
 */
export function AnalysisProgress({ projectUrl }: { projectUrl: string }) {
  return (
    <div className="card diagnostic-progress">
      <p className="diagnostic-progress-text">
        Cloning <span className="diagnostic-url">{projectUrl}</span> and scanning its files…
      </p>
      <div
        className="progress-track diagnostic-progress-track"
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuetext="Analyzing"
      >
        <div className="progress-fill fill-quaternary diagnostic-progress-fill" />
      </div>
    </div>
  );
}
