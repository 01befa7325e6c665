import { useEffect, useId, useState } from 'react';
import { formatRatio, HEX_ERROR, parseHex } from '../utils/color';
import { type ColorCheck, toVerdict } from '../utils/contrast';

/**
 * One brand colour: a colour picker and a hex field kept in step, with its two contrast results beside it.
 * A full six-digit hex applies as it is typed; a short one (#abc) when the field is left or Enter is
 * pressed; an invalid one is reported then and never reaches the theme.
 */
export function BrandColorField({
  check,
  background,
  onChange,
}: {
  check: ColorCheck;
  /** The theme's background, behind the "as text" sample. */
  background: string;
  onChange: (hex: string) => void;
}) {
  const id = useId();
  const { label, hex } = check;
  const [text, setText] = useState(hex);
  const [error, setError] = useState(false);

  // A new value from elsewhere (the picker, a preset, Reset) replaces what the field shows, unless the
  // field already spells that colour (#abc while typing).
  useEffect(() => {
    setText((current) => (parseHex(current) === hex ? current : hex));
    setError((current) => (current ? false : current));
  }, [hex]);

  const apply = (parsed: string) => {
    setError(false);
    if (parsed !== hex) onChange(parsed);
  };
  const onText = (value: string) => {
    setText(value);
    const parsed = parseHex(value);
    // #abc is also the start of #abcdef: wait for the field to be left before applying a short form.
    if (parsed && value.replace(/[#\s]/g, '').length === 6) apply(parsed);
  };
  const commit = () => {
    const parsed = parseHex(text);
    if (parsed) apply(parsed);
    else setError(true);
  };

  const errorId = `${id}-error`;
  const resultsId = `${id}-results`;
  return (
    <fieldset className="mt-swatch" data-passes={check.passesAA}>
      <legend className="mt-swatch-legend">{label}</legend>
      <div className="mt-swatch-inputs">
        <input
          type="color"
          className="mt-swatch-picker"
          aria-label={`${label} colour picker`}
          aria-describedby={resultsId}
          value={hex}
          onChange={(event) => onText(event.target.value)}
        />
        <div className="field mt-swatch-hex">
          <label htmlFor={`${id}-hex`} className="field-label">
            <span className="visually-hidden">{label} </span>Hex
          </label>
          <input
            id={`${id}-hex`}
            className="input mt-mono"
            value={text}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={error}
            aria-describedby={error ? `${errorId} ${resultsId}` : resultsId}
            onChange={(event) => onText(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
            }}
          />
        </div>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {label}: {HEX_ERROR}
        </p>
      ) : null}
      <ul id={resultsId} className="mt-contrast-list" aria-label={`${label} contrast`}>
        <li data-pass={check.onBackground.passesAA}>
          <span
            className="mt-contrast-sample mt-contrast-on-bg"
            style={{ color: hex, background }}
            aria-hidden="true"
          >
            Aa
          </span>
          As text on the background: <strong>{formatRatio(check.onBackground.ratio)}</strong>{' '}
          <span className="mt-verdict">{toVerdict(check.onBackground)}</span>
        </li>
        <li data-pass={check.textOnColor.passesAA}>
          <span
            className="mt-contrast-sample"
            style={{ background: hex, color: check.textColor }}
            aria-hidden="true"
          >
            Aa
          </span>
          {check.textColor === '#ffffff' ? 'White' : 'Black'} text on it:{' '}
          <strong>{formatRatio(check.textOnColor.ratio)}</strong>{' '}
          <span className="mt-verdict">{toVerdict(check.textOnColor)}</span>
        </li>
      </ul>
    </fieldset>
  );
}
