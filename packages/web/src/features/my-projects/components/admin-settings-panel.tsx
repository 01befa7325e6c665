import type { AdminProjectsData } from '../api/get-admin-projects';

const show = (value: number | undefined, unit = '') =>
  value === undefined ? 'Constitution’s' : `${value}${unit}`;

/** The thresholds each project saved; owners change them in their My Projects Settings tab. */
export function AdminSettingsPanel({ projects }: { projects: AdminProjectsData['projects'] }) {
  const custom = projects.filter((p) => Object.keys(p.settings).length > 0);
  if (custom.length === 0) {
    return (
      <div className="empty-state">
        <h2 className="empty-title">Every project follows its owner’s constitution</h2>
        <p className="empty-text">
          No project has saved its own dependency limit, API timeout or build budget yet.
        </p>
      </div>
    );
  }
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Projects with their own limits</caption>
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col">Owner</th>
            <th scope="col">Dependency limit</th>
            <th scope="col">API timeout</th>
            <th scope="col">Build budget</th>
          </tr>
        </thead>
        <tbody>
          {custom.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.name}</th>
              <td>{p.ownerEmail}</td>
              <td>{show(p.settings.dependencyLimit)}</td>
              <td>
                {p.settings.apiTimeoutMs === undefined
                  ? 'Constitution’s'
                  : `${p.settings.apiTimeoutMs / 1000} s`}
              </td>
              <td>{show(p.settings.buildBudgetSeconds, ' s')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
