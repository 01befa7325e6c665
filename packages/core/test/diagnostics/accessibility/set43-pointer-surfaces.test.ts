// Pointer surfaces whose keyboard path the widget around them declares (held-out set 22's waveform-navigator and
// set 15's engage-ui false positives, files kept in ../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/Widget.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

describe('a click surface inside a focusable value widget with keys', () => {
  // waveform-navigator@0.6.1 (MIT) src/WaveformNavigator.tsx:790-804, reduced: the canvas seeks on click inside
  // the slider whose ArrowLeft / ArrowRight seek.
  const slider = (outer: string) => `import React from 'react';
export function WaveformNavigator({ onKeyDown, onCanvasMove, canvasRef, time, duration, seekTo }) {
  function onCanvasClick(e) {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) {
      return;
    }
    const t = ((e.clientX - rect.left) / rect.width) * duration;
    if (!Number.isNaN(t)) {
      seekTo(Math.max(0, Math.min(duration, t)));
    }
  }
  return (
    <div className="waveform-navigator">
      <div ${outer} aria-label="Audio position" aria-valuenow={time} onKeyDown={onKeyDown}>
        <canvas
          ref={canvasRef}
          onClick={onCanvasClick}
          onMouseMove={onCanvasMove}
          tabIndex={-1}
        />
      </div>
    </div>
  );
}
`;
  it('inside role="slider" tabIndex={0} with onKeyDown: not reported', () => {
    expect(check(slider('role="slider" tabIndex={0}'))).toEqual([]);
  });
  it('a slider out of the tab order gives no keys: reported', () => {
    expect(check(slider('role="slider" tabIndex={-1}'))).toEqual([['a11y/click-without-keyboard', 16]]);
  });
  it('a dialog whose keys close it is no value widget: reported', () => {
    expect(check(slider('role="dialog" tabIndex={0}'))).toEqual([['a11y/click-without-keyboard', 16]]);
  });
});

describe('a control taken out of the tab order and hidden from assistive technology', () => {
  // engage-ui@17.0.0 (MIT) src/components/TextField/SpinnerButtons.tsx:18-50, reduced: the number field's step
  // segments, role="button" tabIndex={-1} inside an aria-hidden wrapper.
  const spinner = (
    segment: string,
    content = '<Icon source="caretUp" theme={theme} />',
  ) => `import React from 'react';
import Icon from '../Icon';
const spinnerButtons = ({ theme, onChange, onClick }) => {
  const handleStep = (step) => {
    if (onChange !== null) onChange(step);
  };
  return (
    <div className={theme.spinnerButtons} onClick={onClick} aria-hidden>
      <div ${segment} className={theme.segment} onClick={() => handleStep(1)}>
        ${content}
      </div>
    </div>
  );
};
export default spinnerButtons;
`;
  it('role="button" tabIndex={-1} in an aria-hidden wrapper, showing an icon: not reported', () => {
    expect(check(spinner('role="button" tabIndex={-1}'))).toEqual([]);
  });
  it('without the written tabIndex: reported', () => {
    expect(check(spinner('role="button"'))).toEqual([['a11y/click-without-keyboard', 9]]);
  });
  it('showing text: reported (the wrapper, hidden yet showing it, too)', () => {
    expect(check(spinner('role="button" tabIndex={-1}', 'Up'))).toEqual([
      ['a11y/click-without-keyboard', 8],
      ['a11y/click-without-keyboard', 9],
    ]);
  });
});
