// Shapes taken from real published packages (decap-cms-core 3.19.1, decap-cms-ui-default 3.9.2,
// decap-cms-widget-* , ra-ui-materialui 5.15.4; files kept in ../real-corpus/packages), reduced to the lines
// that decide each verdict.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.js') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const EMOTION = "import styled from '@emotion/styled';\n";

describe('styled-components and emotion elements are checked like their tags', () => {
  it('styled.img without alt, styled.button holding only an icon (decap SettingsDropdown, ListItemTopBar)', () => {
    // ListItemTopBar.js imports its Icon from './Icon', the package's own component (an svg with no title).
    const text = `${EMOTION}import Icon from './Icon';
const AvatarImage = styled.img\`width: 32px;\`;
const TopBarButton = styled.button\`border: 0;\`;
export const A = ({ imageUrl, onRemove }) => (
  <div>
    <AvatarImage src={imageUrl} />
    <TopBarButton onClick={onRemove}><Icon type="close" size="small" /></TopBarButton>
  </div>
);`;
    expect(check(text)).toEqual([
      ['a11y/img-alt', 7],
      ['a11y/button-name', 8],
    ]);
  });

  it('styled(styled.button) chains, withComponent and styled("div") (decap EditorToolbar, MUI)', () => {
    // The icon-only link is a variant (EditorToolbar's PreviewLink also holds its label); its Icon is the
    // project's own, imported as ListItemTopBar imports it.
    const text = `import styled from 'styled-components';
import Icon from './Icon';
const ToolbarButton = styled.button\`\`;
const DeleteButton = styled(ToolbarButton)\`\`;
const PreviewLink = ToolbarButton.withComponent('a');
const Card = styled('div')(({ theme }) => ({ padding: 4 }));
export const B = ({ url, onDelete, onOpen }) => (
  <section>
    <DeleteButton onClick={onDelete}>Delete</DeleteButton>
    <DeleteButton onClick={onDelete} />
    <PreviewLink href={url}><Icon type="new-tab" /></PreviewLink>
    <Card onClick={onOpen} tabIndex="-1">x</Card>
  </section>
);`;
    expect(check(text)).toEqual([
      ['a11y/button-name', 10],
      ['a11y/link-name', 11],
      ['a11y/click-without-keyboard', 12],
    ]);
  });

  it('leaves alone a styled name from an unknown factory or one declared twice', () => {
    const text = `import styled from './my-styled';
const Img = styled.img\`\`;
export const C = () => <Img src="a.png" />;`;
    expect(check(text)).toEqual([]);
  });
});

describe('keyboard alternatives', () => {
  it('combobox options clicked beside an input that handles the keys (decap CollectionSearch)', () => {
    const text = `${EMOTION}const SuggestionItem = styled.li\`\`;
export const S = ({ onKey, pick }) => (
  <div>
    <input placeholder="Search" onKeyDown={onKey} />
    <ul><SuggestionItem onClick={pick} onMouseDown={(e) => e.preventDefault()}>All</SuggestionItem></ul>
  </div>
);`;
    expect(check(text)).toEqual([]);
    expect(check(text.replace(' onKeyDown={onKey}', ''))).toEqual([['a11y/click-without-keyboard', 6]]);
  });

  it('a container whose click focuses the control inside (decap Shortcode) or mirrors a role=button', () => {
    expect(check('export const D = () => <div onClick={focus}><EditorControl field={f} /></div>;')).toEqual(
      [],
    );
    expect(
      check(
        'export const E = () => <div onClick={open}><span role="button" tabIndex={0} onKeyDown={keys}>Open</span></div>;',
      ),
    ).toEqual([]);
  });

  it('a backdrop closes by click; fine only when Escape runs the same handler (decap ColorControl)', () => {
    const backdrop = `${EMOTION}const ClickOutsideDiv = styled.div\`\`;
export class P extends React.Component {
  render() { return <ClickOutsideDiv onClick={this.handleClose} />; }
}`;
    expect(check(backdrop)).toEqual([['a11y/click-without-keyboard', 4]]);
    const withEscape = backdrop.replace(
      'render()',
      "onKey = (e) => { if (e.key === 'Escape') this.handleClose(); };\n  render()",
    );
    expect(check(withEscape)).toEqual([]);
  });
});

describe('spreads are judged by what they can carry', () => {
  it("slate's element attributes carry no role or key handler (decap-cms-widget-markdown VoidBlock)", () => {
    const text = `import { useSlate } from 'slate-react';
export function VoidBlock({ attributes, children }) {
  return <div {...attributes} onClick={select} contentEditable={false}>{children}</div>;
}
export const Other = (props) => <div {...props} onClick={select} />;`;
    expect(check(text)).toEqual([['a11y/click-without-keyboard', 3]]);
  });

  it("react-hook-form's field cannot carry an id or a label; a const object spreads its own keys", () => {
    const text = `import { useController } from 'react-hook-form';
export function Name({ control }) {
  const { field } = useController({ name: 'name', control });
  const extra = { className: 'x', 'aria-label': 'Search' };
  return <div><input {...field} /><input {...extra} /></div>;
}`;
    expect(check(text, 'a.jsx')).toEqual([['a11y/form-label', 5]]);
  });

  // @uiw/react-color-swatch 2.10.3, src/index.tsx (MIT): each colour is a focusable div with a click and no
  // key handler; `rectProps` is spread after the click and defaults to {}. Without rectProps (the default
  // use) nothing adds a role or a key handler, as an HTTP client is judged by its visible default.
  const swatch = `const Swatch = React.forwardRef((props, ref) => {
  const { colors = [], rectProps = {}, onChange, ...other } = props;
  return (
    <div ref={ref} {...other}>
      {colors.map((background, idx) => (
        <div
          tabIndex={0}
          key={idx}
          title={background}
          onClick={(evn) => onChange(background, evn)}
          {...rectProps}
          style={{ background }}
        />
      ))}
    </div>
  );
});
export default Swatch;`;

  it('a prop destructured with an object default carries that default (react-color-swatch)', () => {
    expect(check(swatch, 'src/index.tsx')).toEqual([['a11y/click-without-keyboard', 6]]);
    expect(
      check(
        swatch.replace('rectProps = {}', "rectProps = { role: 'button', onKeyDown: keys }"),
        'src/index.tsx',
      ),
    ).toEqual([]);
  });

  it('no default, a name bound twice, or a default changed later: the spread may carry anything', () => {
    expect(check(swatch.replace('rectProps = {}', 'rectProps'), 'src/index.tsx')).toEqual([]);
    const rebound = swatch.replace(
      'export default',
      'const rectProps = { onKeyDown: keys };\nexport default',
    );
    expect(check(rebound, 'src/index.tsx')).toEqual([]);
    const mutated = swatch.replace('  return (', '  Object.assign(rectProps, props.extra);\n  return (');
    expect(check(mutated, 'src/index.tsx')).toEqual([]);
  });
});

describe("a local component's spread carries what its callers in the file pass", () => {
  // decap-cms-widget-markdown 3.13.1, src/MarkdownControl/components/VoidBlock.js (MIT): InsertionPoint is a
  // div that spreads its props, and its only callers (the same file) pass onClick.
  const insertionPoint = `import { css } from '@emotion/react';
function InsertionPoint(props) {
  return (
    <div
      css={css\`height: 32px;\`}
      {...props}
    />
  );
}
function VoidBlock({ attributes, children, element }) {
  return (
    <div {...attributes} onClick={handleClick} contentEditable={false}>
      {insertBefore && <InsertionPoint onClick={handleInsertBefore} />}
      {children}
      {insertAfter && <InsertionPoint onClick={handleInsertAfter} />}
    </div>
  );
}
export default VoidBlock;`;

  it('reports the div at its definition when the callers give it a click and no key handler (decap VoidBlock)', () => {
    expect(check(insertionPoint).filter(([, line]) => line === 4)).toEqual([
      ['a11y/click-without-keyboard', 4],
    ]);
  });

  it('stays silent when a caller may pass anything, or callers the file does not show may exist', () => {
    // Variations of the same component: exported, handed over as a value, or called with a spread.
    const exported = insertionPoint.replace('function InsertionPoint', 'export function InsertionPoint');
    const handedOver = `${insertionPoint}\nexport const components = { InsertionPoint };`;
    const spreadCaller = insertionPoint.replace(
      '<InsertionPoint onClick={handleInsertBefore} />',
      '<InsertionPoint {...rest} onClick={handleInsertBefore} />',
    );
    const unused = `function InsertionPoint(props) { return <div {...props} />; }\nexport default function A() { return null; }`;
    for (const text of [exported, handedOver, spreadCaller, unused]) {
      expect(check(text).filter(([, line]) => line !== 12)).toEqual([]);
    }
  });

  it('a caller that adds the role and key handler, or children that may name a button, keeps it silent', () => {
    const keyboard = insertionPoint.replace(
      '<InsertionPoint onClick={handleInsertAfter} />',
      '<InsertionPoint role="button" tabIndex={0} onClick={handleInsertAfter} onKeyDown={handleKey} />',
    );
    expect(check(keyboard).filter(([, line]) => line === 4)).toEqual([]);
    // The rest of destructured props: the taken keys stay out; children arrive through the spread.
    const button = `const Action = ({ tone, ...rest }) => <button type="button" {...rest} />;
const Thumb = React.memo(({ src, ...rest }) => <img src={src} {...rest} />);
export default function Bar({ label }) {
  return (
    <div>
      <Action onClick={save}>{label}</Action>
      <Thumb src={a} tone="x" />
      <Thumb src={b} alt="" />
    </div>
  );
}`;
    expect(check(button)).toEqual([]);
    expect(check(button.replace('<Thumb src={b} alt="" />', ''))).toEqual([['a11y/img-alt', 2]]);
    expect(check(button.replace('>{label}</Action>', ' />'))).toEqual([['a11y/button-name', 1]]);
  });
});

describe('form labels and hidden controls', () => {
  it('a computed id is labelled by its parent, unless the file points a non-label at it (decap Dropdown)', () => {
    expect(check('export const F = ({ forID }) => <input type="text" id={forID} />;')).toEqual([]);
    const misplaced = `export const G = ({ id }) => (
  <li>
    <input readOnly type="checkbox" id={id} />
    <span htmlFor={id}>Label</span>
  </li>
);`;
    expect(check(misplaced)).toEqual([['a11y/form-label', 3]]);
  });

  it('a submit button hidden with display: none (ra-ui-materialui InPlaceEditor)', () => {
    expect(
      check(
        'export const H = () => <button type="submit" style={{ display: \'none\' }} ref={r} />;',
        'a.tsx',
      ),
    ).toEqual([]);
  });
});
