/**
 * The assumptions behind the money and hours figures, stated next to them: these are estimates, and the
 * reader sees what each rests on.
 */
export function Assumptions({ items, id }: { items: readonly string[]; id: string }) {
  return (
    <div className="assumptions" id={id}>
      <p className="assumptions-title">Estimates: how these figures are computed</p>
      {items.length === 0 ? (
        <p>The server stated no assumptions for these figures.</p>
      ) : (
        <ul className="bullet-list">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
