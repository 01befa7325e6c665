// Held-out set 18's apphouse@0.1.270 (MIT) shapes, reduced to the lines that decide the verdict and checked both ways:
// - dist/components/ColorPickerButton.tsx:115 and Breadcrumbs.tsx:90: glamor's `{...css(styles)}` spread, which adds
//   one `data-css-<hash>` attribute and nothing a rule reads (style-spreads.ts);
// - dist/components/popup/PopupContainer.tsx:161: an overlay whose click acts only under props whose destructured
//   defaults are off (default-off-click.ts) — the false positive the glamor reading would otherwise have added.
import { describe, expect, it } from 'vitest';
import { scanRule } from './scan-project';

const scan = scanRule;

const FORM = 'a11y/form-label';
const CLICK = 'a11y/click-without-keyboard';

const colorPicker = (importLine: string) => `import React from 'react';
${importLine}

export const ColorPickerButton = ({ id, color, updateColor, styles }: any) => (
  <div id={id} {...css(styles.container)}>
    <input
      type="color"
      value={color}
      onChange={(e) => updateColor(e.target.value)}
      {...css(styles.input)}
    />
  </div>
);
`;

describe("glamor's css() spread (apphouse ColorPickerButton.tsx:115, Breadcrumbs.tsx:90)", () => {
  it('reads the spread of glamor css() as carrying no label: the colour input has no name', () => {
    expect(scan(FORM, colorPicker("import { css } from 'glamor';"))).toEqual([6]);
  });
  it('reads an aliased import of glamor css() the same way', () => {
    expect(
      scan(FORM, colorPicker("import { css as style } from 'glamor';").replaceAll('{...css(', '{...style(')),
    ).toEqual([6]);
  });
  it("stays silent when css is another module's function (its result unknown)", () => {
    expect(scan(FORM, colorPicker("import { css } from './styles';"))).toEqual([]);
  });
  it('reports the crumb link with tabIndex 0, a click and no key handler', () => {
    const crumb = `import React from 'react';
import { css } from 'glamor';

export const Crumb = ({ crumb, styles }: any) => (
  <div role="presentation" {...css(styles.crumb)}>
    <a tabIndex={0} onClick={crumb.onClick} {...css(styles.link)}>
      {crumb.label}
    </a>
  </div>
);
`;
    expect(scan(CLICK, crumb)).toEqual([6]);
  });
});

const popup = (defaults: string, body: string) => `import React from 'react';

export const PopupContainer = (props: any) => {
  const { children, id, closePopup, ${defaults} } = props;
  return (
    <div
      onClick={(e) => {
        ${body}
      }}
    >
      {children}
    </div>
  );
};
`;

const OVERLAY = `if (!allowOverlayPassThrough) {
          if (disableClosing) {
            return;
          }
          closeOnClickOutside && closePopup(id);
        } else {
          e.stopPropagation();
        }`;

describe('a click that acts only under props off by default (apphouse PopupContainer.tsx:161)', () => {
  const OFF = 'closeOnClickOutside = false, disableClosing = false, allowOverlayPassThrough = false';
  it('reads the overlay as doing nothing while every prop keeps its default', () => {
    expect(scan(CLICK, popup(OFF, OVERLAY))).toEqual([]);
  });
  it('still reports it when close-on-click-outside is on by default', () => {
    expect(
      scan(CLICK, popup(OFF.replace('closeOnClickOutside = false', 'closeOnClickOutside = true'), OVERLAY)),
    ).toEqual([6]);
  });
  it('still reports it when the mode prop has no visible default', () => {
    expect(
      scan(CLICK, popup(OFF.replace('closeOnClickOutside = false', 'closeOnClickOutside'), OVERLAY)),
    ).toEqual([6]);
  });
  it('still reports a handler that acts before the test', () => {
    expect(scan(CLICK, popup(OFF, `closePopup(id);\n        ${OVERLAY}`))).toEqual([6]);
  });
});

const toggle = (labelAttributes: string, content: string) => `import React from 'react';

export const ToggleThemeButton = ({ checked, onClick }: any) => (
  <div>
    <label${labelAttributes}>
      <input type="checkbox" checked={checked} onChange={() => onClick()} />
      ${content}
    </label>
  </div>
);
`;

describe('a wrapping label with nothing that names (apphouse ToggleThemeButton.tsx:126)', () => {
  it('reports the checkbox whose label holds only an empty slider span', () => {
    expect(scan(FORM, toggle('', '<span className="slider"></span>'))).toEqual([6]);
  });
  it('keeps a label with text as naming it', () => {
    expect(scan(FORM, toggle('', '<span className="slider">Dark mode</span>'))).toEqual([]);
  });
  it('keeps a label with computed content as naming it', () => {
    expect(scan(FORM, toggle('', '<span>{checked ? "Light" : "Dark"}</span>'))).toEqual([]);
  });
  it('leaves a label with an aria-label of its own undecided (gatsby-theme-garden dark-mode-toggle.js:10-15)', () => {
    expect(scan(FORM, toggle(' aria-label="Activate dark mode"', '<div />'))).toEqual([]);
  });
});
