import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import {
  DISPLAY_FONTS,
  type DisplayFont,
  FONT_FALLBACKS,
  FONT_STACKS,
  HEADING_SCALES,
  LINE_HEIGHT,
  PRESET_IDS,
  PRESETS,
  type PresetId,
  type Theme,
  toHeadingScale,
  toHeadingScaleIndex,
} from '../utils/theme';

/** The fallback part of a stack: the stack without its first font. */
function toFallbackStack(font: DisplayFont): string {
  return FONT_STACKS[font].split(',').slice(1).join(',').trim();
}

/** Preset, display font, the two sliders and the background mode. */
export function ThemeControls({
  theme,
  modified,
  onPreset,
  onChange,
  onReset,
}: {
  theme: Theme;
  modified: boolean;
  onPreset: (id: PresetId) => void;
  onChange: (theme: Theme) => void;
  onReset: () => void;
}) {
  const id = useId();
  const { typography } = theme;
  const scaleIndex = toHeadingScaleIndex(typography.headingScale);
  const scale = toHeadingScale(scaleIndex);
  const scaleText = `${scale.value} · ${scale.name}`;
  const setTypography = (patch: Partial<Theme['typography']>) =>
    onChange({ ...theme, typography: { ...typography, ...patch } });

  return (
    <div className="stack mt-controls">
      <SelectField
        label="Theme preset"
        value={theme.presetId}
        options={PRESET_IDS.map((preset) => ({ value: preset, label: PRESETS[preset].name }))}
        onChange={(event) => onPreset(event.target.value as PresetId)}
        hint="Choosing a preset replaces the colours, fonts and sliders with the preset’s."
      />
      <div className="button-row mt-draft-row">
        <p className="small muted mt-draft-status" aria-live="polite">
          {modified
            ? `Edited from ${PRESETS[theme.presetId].name}; saved in this browser.`
            : `Matches the ${PRESETS[theme.presetId].name} preset.`}
        </p>
        <Button variant="ghost" size="sm" onClick={onReset}>
          Reset to preset
        </Button>
      </div>

      <SelectField
        label="Display font"
        value={typography.displayFont}
        options={DISPLAY_FONTS.map((font) => ({ value: font, label: font }))}
        onChange={(event) => setTypography({ displayFont: event.target.value as DisplayFont })}
        hint={
          <>
            No web font is loaded: {typography.displayFont} is used where it is installed on the viewer’s
            device, otherwise {FONT_FALLBACKS[typography.displayFont]}. Fallback shown:{' '}
            <span
              className="mt-font-fallback"
              style={{ fontFamily: toFallbackStack(typography.displayFont) }}
            >
              Aa Bb Cc 123
            </span>
          </>
        }
      />

      <div className="field">
        <div className="mt-range-label">
          <label htmlFor={`${id}-scale`} className="field-label">
            Heading scale
          </label>
          <output htmlFor={`${id}-scale`} className="mt-range-value">
            {scaleText}
          </output>
        </div>
        <input
          id={`${id}-scale`}
          type="range"
          className="mt-range"
          min={0}
          max={HEADING_SCALES.length - 1}
          step={1}
          value={scaleIndex}
          aria-valuetext={scaleText}
          aria-describedby={`${id}-scale-hint`}
          onChange={(event) =>
            setTypography({ headingScale: toHeadingScale(Number(event.target.value)).value })
          }
        />
        <p id={`${id}-scale-hint`} className="field-hint">
          Each heading level is this many times the next smaller one ({toHeadingScale(0).value} to{' '}
          {toHeadingScale(HEADING_SCALES.length - 1).value}); arrow keys step through the named ratios.
        </p>
      </div>

      <div className="field">
        <div className="mt-range-label">
          <label htmlFor={`${id}-line`} className="field-label">
            Line height
          </label>
          <output htmlFor={`${id}-line`} className="mt-range-value">
            {typography.lineHeight.toFixed(2)}
          </output>
        </div>
        <input
          id={`${id}-line`}
          type="range"
          className="mt-range"
          min={LINE_HEIGHT.min}
          max={LINE_HEIGHT.max}
          step={LINE_HEIGHT.step}
          value={typography.lineHeight}
          aria-valuetext={typography.lineHeight.toFixed(2)}
          aria-describedby={`${id}-line-hint`}
          onChange={(event) => setTypography({ lineHeight: Number(Number(event.target.value).toFixed(2)) })}
        />
        <p id={`${id}-line-hint`} className="field-hint">
          Body text line height, {LINE_HEIGHT.min.toFixed(1)} to {LINE_HEIGHT.max.toFixed(1)}; long reading
          text is easiest at 1.5 or more.
        </p>
      </div>

      <label className="choice mt-checkbox">
        <input
          type="checkbox"
          checked={theme.darkMode}
          onChange={(event) => onChange({ ...theme, darkMode: event.target.checked })}
        />
        <span>Dark background (the colours are checked against it)</span>
      </label>
    </div>
  );
}
