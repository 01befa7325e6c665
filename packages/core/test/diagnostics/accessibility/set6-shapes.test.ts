// Shapes from held-out set 6 of the real corpus (files kept in ../real-corpus/packages), reduced to the lines
// that decide each verdict. Each shape is checked both ways: the real code gets the real verdict, and a small
// change (a default that holds the key, a default not visible, a spread that may carry more) flips it.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.jsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);
const messages = (text: string, path = 'src/view.jsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => f.message);

const BUTTON_NAME = 'a11y/button-name';
const FORM_LABEL = 'a11y/form-label';
const CLICK = 'a11y/click-without-keyboard';

describe('a name read from a prop whose visible defaultProps lack it is no name by default', () => {
  // react-date-range 2.0.1, src/components/Calendar/index.js lines 188-250 and 561 (MIT): the month arrows
  // and pickers read their aria-label from the ariaLabels prop, which Calendar.defaultProps sets to {}.
  const calendar = (defaults: string) => `class Calendar extends PureComponent {
  renderMonthAndYear = (focusedDate, changeShownDate, props) => {
    const { showMonthArrow, ariaLabels } = props;
    return (
      <div>
        <button type="button" onClick={() => changeShownDate(-1, 'monthOffset')} aria-label={ariaLabels.prevButton}>
          <i />
        </button>
        <select value={focusedDate.getMonth()} onChange={e => changeShownDate(e.target.value, 'setMonth')} aria-label={ariaLabels.monthPicker}>
          <option value={0}>January</option>
        </select>
      </div>
    );
  };
  render() {
    const { ariaLabels } = this.props;
    return this.renderMonthAndYear(this.state.focusedDate, this.changeShownDate, this.props);
  }
}
${defaults}
export default Calendar;
`;

  it('reports the arrow button and the month select when the default is {}', () => {
    expect(check(calendar('Calendar.defaultProps = { months: 1, ariaLabels: {} };'))).toEqual([
      [BUTTON_NAME, 6],
      [FORM_LABEL, 9],
    ]);
    expect(messages(calendar('Calendar.defaultProps = { ariaLabels: {} };'))[0]).toContain(
      'aria-label={ariaLabels.prevButton} is undefined unless the caller passes it',
    );
  });

  it('is silent when the default holds the key, is not visible, or is not a closed object', () => {
    const named =
      "Calendar.defaultProps = { ariaLabels: { prevButton: 'Previous month', monthPicker: 'Month' } };";
    expect(check(calendar(named))).toEqual([]);
    expect(check(calendar(''))).toEqual([]);
    expect(check(calendar('Calendar.defaultProps = { ariaLabels: defaultAriaLabels };'))).toEqual([]);
    expect(check(calendar('Calendar.defaultProps = { ...baseDefaults, months: 1 };'))).toEqual([]);
  });

  it('reads `static defaultProps` and `this.props.x.y` the same way', () => {
    const text = `class Pager extends React.Component {
  static defaultProps = { labels: {} };
  render() {
    return <button onClick={this.props.onNext} aria-label={this.props.labels.next}><i /></button>;
  }
}`;
    expect(check(text)).toEqual([[BUTTON_NAME, 4]]);
    expect(check(text.replace('labels: {}', "labels: { next: 'Next page' }"))).toEqual([]);
  });

  it('leaves a name with a value of its own alone, and elements outside the component', () => {
    const own = `const ariaLabels = {};
class Calendar extends PureComponent {
  render() {
    return <button onClick={this.go} aria-label={ariaLabels.prevButton}><i /></button>;
  }
}
Calendar.defaultProps = { ariaLabels: {} };`;
    expect(check(own)).toEqual([]);
    const outside = `function Other({ ariaLabels }) {
  return <button onClick={go} aria-label={ariaLabels.prevButton}><i /></button>;
}
function Calendar() { return null; }
Calendar.defaultProps = { ariaLabels: {} };`;
    expect(check(outside)).toEqual([]);
  });
});

describe('an object literal spread inline carries its keys', () => {
  // @refinedev/devtools-ui 2.0.3, src/components/monitor-table.tsx lines 54-72 (MIT): the sortable column
  // header's onClick comes from the object literal spread on it, with no role, tabIndex or key handler.
  const header = (extra: string) => `export const MonitorTable = ({ table }) => (
  <th key={header.id}>
    <div
      {...{
        className: header.column.getCanSort() ? "re-cursor-pointer re-select-none" : "",
        onClick: header.column.getToggleSortingHandler(),${extra}
      }}
    >
      {flexRender(header.column.columnDef.header, header.getContext())}
    </div>
  </th>
);`;

  it('reports the header div whose click arrives through the literal', () => {
    expect(check(header(''), 'src/monitor-table.tsx')).toEqual([[CLICK, 3]]);
  });

  it('is silent when the literal also gives a role and tabIndex, a key handler, or may carry more', () => {
    expect(
      check(
        header('\n        role: "button",\n        tabIndex: 0,\n        onKeyDown: onSortKey,'),
        'src/t.tsx',
      ),
    ).toEqual([]);
    expect(check(header('\n        ...rest,'), 'src/t.tsx')).toEqual([]);
    expect(
      check(header('').replace('onClick: header', 'onClick: undefined, _x: header'), 'src/t.tsx'),
    ).toEqual([]);
  });
});

describe('a control with className="hidden" is not rendered', () => {
  // @medusajs/admin-ui 2.1.18, ui/src/components/atoms/file-upload-field/index.tsx lines 74-101 (MIT): the drop
  // zone's click opens the file dialog of an input Tailwind's `hidden` class takes out of the page.
  const zone = (inputClass: string) => `const FileUploadField = ({ onFileChosen, text, className }) => {
  const inputRef = useRef(null)
  return (
    <div
      onClick={() => inputRef?.current?.click()}
      onDrop={handleFileDrop}
      className={clsx("flex h-full w-full cursor-pointer", className)}
    >
      <div className="flex flex-col items-center">
        <p>{text}</p>
      </div>
      <input ref={inputRef} type="file" onChange={handleFileUpload} className="${inputClass}" />
    </div>
  )
}`;

  it('reports the zone, whose only control is hidden, and not the hidden input', () => {
    expect(check(zone('hidden'), 'src/index.tsx')).toEqual([[CLICK, 4]]);
  });

  it('keeps the input a control when it is shown again at some size, or its class is not "hidden"', () => {
    expect(check(zone('hidden md:block'), 'src/index.tsx')).toEqual([[FORM_LABEL, 12]]);
    expect(check(zone('sr-only'), 'src/index.tsx')).toEqual([[FORM_LABEL, 12]]);
  });
});

describe('a click guarded by a pure test is mirrored when its call is', () => {
  // @commercetools-docs/gatsby-theme-docs 24.11.1, src/modules/ai-assistant/components/chat-modal.jsx lines
  // 300-333 and 572-578 (MIT): the submit image's click and the window keydown listener submit the same form.
  const modal = (click: string) => `const ChatModal = () => {
  const formik = useFormik({ onSubmit: async (values) => send(values) });
  useEffect(() => {
    const onKeyPress = (event) => {
      if (event.key === 'Enter') {
        if (!isMessageInputFocused) {
          return;
        }
        event.preventDefault();
        formik.submitForm();
      }
    };
    window.addEventListener('keydown', onKeyPress);
    return () => window.removeEventListener('keydown', onKeyPress);
  }, [isMessageInputFocused]);
  return (
    <SubmitButtonBox>
      <img alt="submit button" src={submitPng} onClick={${click}} />
    </SubmitButtonBox>
  );
};`;

  it('is silent when the click only submits the form the keys submit, behind a pure guard', () => {
    expect(check(modal('() => !chatConfig?.readOnly && formik.submitForm()'))).toEqual([]);
  });

  it('reports a guard that acts, or a call the keys do not make', () => {
    expect(check(modal('() => markRead() && formik.submitForm()'))).toEqual([[CLICK, 18]]);
    expect(check(modal('() => !chatConfig?.readOnly && formik.resetForm()'))).toEqual([[CLICK, 18]]);
  });
});
