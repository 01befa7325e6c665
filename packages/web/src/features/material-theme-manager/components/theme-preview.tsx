import type { CSSProperties } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import type { Theme } from '../utils/theme';
import { toCustomProperties } from '../utils/theme-css';
import { SAMPLE_IDS, SAMPLE_LABELS, SAMPLES, type SampleId } from './preview-samples';

/**
 * The chosen sample with the theme applied through its custom properties, set on the preview container only:
 * the console around it keeps its own theme.
 */
export function ThemePreview({
  theme,
  sample,
  onSample,
}: {
  theme: Theme;
  sample: SampleId;
  onSample: (sample: SampleId) => void;
}) {
  const style = Object.fromEntries(toCustomProperties(theme)) as CSSProperties;
  const Sample = SAMPLES[sample];
  return (
    <Card as="section" aria-labelledby="mt-preview-title" className="mt-preview-card">
      <CardHeader
        id="mt-preview-title"
        title="Live preview"
        description="Example content, not your data: a sample page drawn with the theme as you edit it."
      />
      <SelectField
        label="Preview sample"
        value={sample}
        options={SAMPLE_IDS.map((id) => ({ value: id, label: SAMPLE_LABELS[id] }))}
        onChange={(event) => onSample(event.target.value as SampleId)}
      />
      <section
        className="mt-preview"
        style={style}
        aria-label={`Preview: ${SAMPLE_LABELS[sample]} (example content)`}
      >
        <p className="mt-preview-banner">Example content · {SAMPLE_LABELS[sample]}</p>
        <Sample />
      </section>
    </Card>
  );
}
