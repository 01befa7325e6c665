import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge';
import { AA_NORMAL_TEXT, formatRatio } from '../../../lib/contrast';
import { type ColorSwatch, type Measure, PAGE_BACKGROUND, toColorSwatches } from '../utils/color-swatches';
import { COLOR_GROUPS } from '../utils/color-usage';
import { parseRootTokens } from '../utils/css-tokens';
import { TOKENS_CSS } from '../utils/token-source';
import { ShowcaseSection } from './showcase';

/** The live value of each custom property on the page; empty where the browser has none. */
function readLiveValue(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name);
}

function Verdict({ measure }: { measure: Measure }) {
  return (
    <>
      <span className="ds-ratio">{formatRatio(measure.ratio)}</span>{' '}
      <Badge color={measure.passes ? 'tertiary' : 'secondary'}>
        {measure.passes ? 'AA pass' : 'AA fail'}
      </Badge>
    </>
  );
}

function SwatchCard({ swatch }: { swatch: ColorSwatch }) {
  return (
    <li className="ds-swatch-card">
      <div className="ds-swatch-backing" aria-hidden="true">
        <div className="ds-swatch" style={{ background: `var(${swatch.name})` }} />
      </div>
      <div className="ds-swatch-text">
        <p className="ds-swatch-name">
          <code>{swatch.name}</code>
        </p>
        <p className="ds-swatch-value">
          <code>{swatch.value}</code>
        </p>
        <p className="ds-swatch-use">{swatch.use}</p>
        <dl className="ds-swatch-figures">
          <div>
            <dt>On the page background</dt>
            <dd>
              {swatch.onBackground ? <Verdict measure={swatch.onBackground} /> : 'It is the page background'}
            </dd>
          </div>
          {swatch.pair ? (
            <div>
              <dt>
                <code>{swatch.pair.foreground}</code> on <code>{swatch.pair.background}</code>
              </dt>
              <dd className="ds-pair">
                <span
                  className="ds-pair-sample"
                  aria-hidden="true"
                  style={{
                    color: `var(${swatch.pair.foreground})`,
                    background: `var(${swatch.pair.background})`,
                  }}
                >
                  Aa
                </span>
                <Verdict measure={swatch.pair} />
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </li>
  );
}

export function ColorSystemTab() {
  const swatches = useMemo(() => toColorSwatches(parseRootTokens(TOKENS_CSS), readLiveValue), []);
  if (swatches.length === 0) {
    return <p className="muted">No colour tokens were found in src/styles/tokens.css.</p>;
  }
  const passing = swatches.filter((s) => s.onBackground?.passes).length;
  const measured = swatches.filter((s) => s.onBackground).length;
  return (
    <div className="stack">
      <p className="ds-intro">
        The {swatches.length} colour tokens of <code>src/styles/tokens.css</code>, read from the page as it is
        styled now. Each ratio is measured against the page background (<code>{PAGE_BACKGROUND}</code>); AA
        asks {AA_NORMAL_TEXT}:1 for normal text. {passing} of {measured} pass on the background itself.
        Surfaces, borders and tints are not meant for text, so for them the pairing that matters is shown too.
        Use the token in CSS (<code>var(--primary)</code>), never its value.
      </p>
      {COLOR_GROUPS.map((group) => {
        const inGroup = swatches.filter((s) => s.group === group);
        if (inGroup.length === 0) return null;
        return (
          <ShowcaseSection key={group} title={group}>
            <ul className="ds-swatch-grid">
              {inGroup.map((swatch) => (
                <SwatchCard key={swatch.name} swatch={swatch} />
              ))}
            </ul>
          </ShowcaseSection>
        );
      })}
    </div>
  );
}
