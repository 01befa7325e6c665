import type { Metrics } from '../api/get-metrics';
import { toDay } from '../utils/format-metrics';

type Day = Metrics['timeline'][number];

/**
 * The last 30 days as stacked bars (blocked on top of the rest). The picture is one image with a summary
 * for screen readers; the exact figures are in the table below it.
 */
export function TimelineChart({ timeline }: { timeline: readonly Day[] }) {
  const max = Math.max(1, ...timeline.map((day) => day.decisions));
  const decisions = timeline.reduce((sum, day) => sum + day.decisions, 0);
  const blocked = timeline.reduce((sum, day) => sum + day.blocked, 0);
  const busiest = timeline.reduce<Day | null>(
    (best, day) => (best === null || day.decisions > best.decisions ? day : best),
    null,
  );
  const summary =
    decisions === 0
      ? `No decisions in the last ${timeline.length} days.`
      : `${decisions} decisions in the last ${timeline.length} days, ${blocked} blocked. Busiest day: ${
          busiest ? `${toDay(busiest.date)} with ${busiest.decisions}` : 'none'
        }.`;
  return (
    <>
      <div className="bar-chart" role="img" aria-label={`Decisions per day. ${summary}`}>
        {timeline.map((day) => (
          <div
            key={day.date}
            className="bar"
            title={`${toDay(day.date)}: ${day.decisions} decisions, ${day.blocked} blocked`}
          >
            <div
              className="bar-approved"
              style={{ height: `${((day.decisions - day.blocked) / max) * 100}%` }}
            />
            <div className="bar-blocked" style={{ height: `${(day.blocked / max) * 100}%` }} />
          </div>
        ))}
      </div>
      <div className="chart-legend" aria-hidden="true">
        <span>
          <span className="legend-swatch fill-quaternary" />
          Not blocked
        </span>
        <span>
          <span className="legend-swatch fill-primary" />
          Blocked
        </span>
      </div>
      <p className="muted small">{summary}</p>
      <details className="table-toggle">
        <summary>Show the figures as a table</summary>
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Decisions and blocked decisions per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Decisions</th>
                <th scope="col">Blocked</th>
              </tr>
            </thead>
            <tbody>
              {timeline.map((day) => (
                <tr key={day.date}>
                  <th scope="row">
                    <time dateTime={day.date}>{toDay(day.date)}</time>
                  </th>
                  <td>{day.decisions}</td>
                  <td>{day.blocked}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
