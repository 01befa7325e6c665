/** Marketing copy from the original product's landing page (spec 000 §1), shown as claims, not as data. */
const FIGURES = [
  { value: '100+', label: 'failed projects analysed to write the rules' },
  { value: '58', label: 'disasters prevented' },
  { value: '92%', label: 'success rate' },
  { value: '60–80 h', label: 'saved per project' },
  { value: '$500–1000', label: 'saved per month' },
] as const;

export function MarketingFigures() {
  return (
    <section className="landing-section" aria-labelledby="figures-title">
      <div className="landing-container">
        <h2 id="figures-title" className="section-heading">
          Built from what went wrong
        </h2>
        <ul className="figure-list">
          {FIGURES.map((f) => (
            <li key={f.label} className="figure">
              <span className="figure-value">{f.value}</span>
              <span className="figure-label">{f.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
