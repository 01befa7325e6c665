import { LoadError } from '../../../components/ui/query-state';
import { useCategoryStats } from '../api/get-category-stats';
import { toOneDecimal } from '../utils/summarize-collection';
import { CATEGORY_LABELS } from './severity';

export function CategoriesTab() {
  const stats = useCategoryStats();
  if (stats.isPending) return <p role="status">Loading categories...</p>;
  if (stats.isError) {
    return (
      <LoadError message="The category figures could not be loaded." onRetry={() => void stats.refetch()} />
    );
  }
  if (stats.data.length === 0) return <p className="muted">No practices in your collection yet.</p>;
  // A column of averages only when a cited source states some frequency; none does today.
  const sourced = stats.data.some((stat) => stat.avgFrequency !== null);
  return (
    <table className="data-table">
      <caption className="visually-hidden">Practices per category</caption>
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col">Practices</th>
          {sourced ? <th scope="col">Average sourced frequency</th> : null}
        </tr>
      </thead>
      <tbody>
        {stats.data.map((stat) => (
          <tr key={stat.category}>
            <th scope="row">{CATEGORY_LABELS[stat.category]}</th>
            <td>{stat.count}</td>
            {sourced ? (
              <td>
                {stat.avgFrequency === null ? 'No sourced figure' : `${toOneDecimal(stat.avgFrequency)}%`}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
