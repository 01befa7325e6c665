// Click handlers that give a keyboard user nothing to activate, from real published packages (files kept in
// ../real-corpus/packages), reduced to the lines that decide each verdict. Each shape is checked both ways: the
// real handler is silent, and the same element is reported once the handler acts on a plain click.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('a handler that only stops the event is not an action', () => {
  // @uiw/react-md-editor 4.1.2, src/components/Toolbar/Child.tsx (MIT): the popup of a toolbar group stops
  // clicks inside it from reaching the document handler that closes it.
  const child = `export default function Child({ prefixCls, commands, children }) {
  return (
    <div
      className={\`\${prefixCls}-toolbar-child\`}
      onClick={(e) => e.stopPropagation()}
    >
      {children}
    </div>
  );
}`;

  it('an inline arrow that calls stopPropagation (react-md-editor Toolbar/Child)', () => {
    expect(check(child)).toEqual([]);
  });

  it('is reported again as soon as the handler does anything else', () => {
    expect(
      check(child.replace('(e) => e.stopPropagation()', '(e) => { e.stopPropagation(); toggle(); }')),
    ).toEqual([[CLICK, 3]]);
    expect(check(child.replace('e.stopPropagation()', 'e.stopPropagation(close)'))).toEqual([[CLICK, 3]]);
    // Stopping some other object's event is not stopping this click.
    expect(check(child.replace('(e) => e.stopPropagation()', '(e) => other.stopPropagation()'))).toEqual([
      [CLICK, 3],
    ]);
  });

  // decap-cms-widget-markdown 3.13.1, src/MarkdownControl/components/VoidBlock.js (MIT): a void block's
  // wrapper keeps clicks from reaching the slate editor; the insertion points inside are the controls.
  const voidBlock = `function VoidBlock({ attributes, children }) {
  function handleClick(event) {
    event.stopPropagation();
  }
  return (
    <div className="void" onClick={handleClick} contentEditable={false}>
      {children}
    </div>
  );
}
export default VoidBlock;`;

  it('a named handler declared once in the file, read where it is defined (decap VoidBlock)', () => {
    expect(check(voidBlock, 'src/VoidBlock.js')).toEqual([]);
    expect(
      check(
        voidBlock.replace(
          'event.stopPropagation();',
          'event.preventDefault();\n    event.nativeEvent.stopImmediatePropagation();',
        ),
        'src/VoidBlock.js',
      ),
    ).toEqual([]);
  });

  it('a block that only prevents the default (ant-design 6.6.1 components/form/FormItemLabel.tsx, MIT)', () => {
    // The tooltip icon inside a form label: a click on it must not focus the labelled field.
    const tooltip = `export const Label = ({ prefixCls, tooltipProps }) => (
  <label>
    <Tooltip {...tooltipProps}>
      <span
        className={\`\${prefixCls}-item-tooltip\`}
        onClick={(e: React.MouseEvent) => {
          e.preventDefault();
        }}
        tabIndex={-1}
      />
    </Tooltip>
  </label>
);`;
    expect(check(tooltip)).toEqual([]);
    expect(check(tooltip.replace('e.preventDefault();', 'e.preventDefault();\n          open();'))).toEqual([
      [CLICK, 4],
    ]);
  });

  it('a name bound twice, or reassigned, has no one value: reported as before', () => {
    const twice = voidBlock.replace(
      'export default VoidBlock;',
      'function other(handleClick) { return handleClick; }\nexport default VoidBlock;',
    );
    expect(check(twice, 'src/VoidBlock.js')).toEqual([[CLICK, 6]]);
    const reassigned = voidBlock
      .replace('function handleClick(event) {', 'let handleClick = function (event) {')
      .replace('  return (', '  handleClick = open;\n  return (');
    expect(check(reassigned, 'src/VoidBlock.js')).toEqual([[CLICK, 7]]);
  });
});

describe('a handler that acts only with a modifier key held is an accelerator', () => {
  // @jupyterlab/debugger 4.6.4, src/panels/sources/sourcepath.tsx (BSD-3-Clause): the path of the shown
  // source opens in the main area on ctrl+click; a plain click does nothing (the toolbar has the button).
  const sourcePath = `export const SourcePathComponent = ({ model, trans }) => (
  <UseSignal signal={model.currentSourceChanged} initialSender={model}>
    {(model): JSX.Element => (
      <span
        onClick={(event): void => {
          if (event.ctrlKey) {
            model?.open();
          }
        }}
        title={trans.__('Ctrl + click to open in the Main Area')}
      >
        {model?.currentSource?.path ?? ''}
      </span>
    )}
  </UseSignal>
);`;

  it('the whole body runs only when ctrl is held (jupyterlab debugger SourcePathComponent)', () => {
    expect(check(sourcePath)).toEqual([]);
    expect(
      check(sourcePath.replace('event.ctrlKey', '(event.ctrlKey || event.metaKey) && !event.altKey')),
    ).toEqual([]);
  });

  it('the same accelerator written as a guard that returns on a plain click, or as `&&`', () => {
    const guard = sourcePath.replace(
      'if (event.ctrlKey) {\n            model?.open();\n          }',
      'if (!event.ctrlKey && !event.metaKey) return;\n          model?.open();',
    );
    expect(check(guard)).toEqual([]);
    expect(
      check(
        sourcePath.replace(
          /\(event\): void => \{[\s\S]*?\n {8}\}\}/,
          '({ metaKey }) => metaKey && model.open()}',
        ),
      ),
    ).toEqual([]);
  });

  it('is reported when a plain click may act', () => {
    // An else branch, a test that does not depend only on modifiers, or a guard that returns on ctrl
    // (a link that leaves ctrl+click to the browser and navigates itself otherwise).
    expect(check(sourcePath.replace('          }\n', '          } else model?.select();\n'))).toEqual([
      [CLICK, 4],
    ]);
    expect(check(sourcePath.replace('event.ctrlKey', 'event.ctrlKey || model.pinned'))).toEqual([[CLICK, 4]]);
    const navigates = sourcePath.replace(
      'if (event.ctrlKey) {\n            model?.open();\n          }',
      'if (event.metaKey || event.ctrlKey) return;\n          model?.open();',
    );
    expect(check(navigates)).toEqual([[CLICK, 4]]);
    // Evaluating the test acts (a call): it runs on every click.
    expect(check(sourcePath.replace('event.ctrlKey', 'model.track() && event.ctrlKey'))).toEqual([
      [CLICK, 4],
    ]);
  });
});
