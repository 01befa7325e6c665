// aria-hidden (or a presentational role) hides an element from assistive technology only: the mouse still
// clicks it, and keys still cannot reach it. A hidden element that shows text is a visible control taken from
// keyboard users; one that shows none (a backdrop, a CSS icon glyph) is a mouse-only duplicate of a control
// offered elsewhere, usually in another file. Shapes from real published packages (../real-corpus/packages).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.jsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('a click on an element hidden from assistive technology', () => {
  // react-notification-system 0.4.0, src/NotificationItem.jsx (MIT): the dismiss “×” is a span with
  // onClick and aria-hidden; with `dismissible: 'button'` it is the only way to dismiss.
  const dismiss = `class NotificationItem extends React.Component {
  render() {
    const dismiss = (
      <span
        className="notification-dismiss"
        onClick={ this._dismiss }
        style={ this._styles.dismiss }
        aria-hidden={ true }
      >
        &times;
      </span>
    );
    return <div className="notification">{dismiss}</div>;
  }
}`;

  it('is reported when the element shows text (react-notification-system dismiss ×)', () => {
    expect(check(dismiss, 'src/NotificationItem.jsx')).toEqual([[CLICK, 4]]);
    expect(check(dismiss.replace('aria-hidden={ true }', 'role="presentation"'))).toEqual([[CLICK, 4]]);
    expect(check(dismiss.replace('&times;', '<b>Close</b>'))).toEqual([[CLICK, 4]]);
  });

  // @uppy/dashboard 6.0.3, src/components/Dashboard.tsx (MIT): the modal's overlay, empty and aria-hidden,
  // closes the dashboard on click; the dialog beside it has a close button, and Escape closes it (plugin).
  const overlay = `export default function Dashboard(props) {
  return (
    <div className="uppy-Dashboard" aria-label={props.i18n('dashboardWindowTitle')}>
      <div
        aria-hidden="true"
        className="uppy-Dashboard-overlay"
        tabIndex={-1}
        onClick={props.handleClickOutside}
      />
      <div className="uppy-Dashboard-inner" role="dialog">
        <button type="button" aria-label={props.i18n('closeModal')} onClick={props.closeModal}>×</button>
      </div>
    </div>
  );
}`;

  // react-datepicker 9.1.0, src/calendar_icon.tsx (MIT): an icon-font glyph beside the date input, whose
  // click is the caller's; the input opens the same calendar by keyboard (another file).
  const glyph = `const CalendarIcon = ({ icon, className = "", onClick }) => (
  <i
    className={\`react-datepicker__calendar-icon \${icon} \${className}\`}
    aria-hidden="true"
    onClick={onClick}
  />
);
export default CalendarIcon;`;

  it('is not decidable when it shows no text (uppy overlay, react-datepicker icon glyph)', () => {
    expect(check(overlay, 'src/components/Dashboard.tsx')).toEqual([]);
    expect(check(glyph, 'src/calendar_icon.tsx')).toEqual([]);
  });

  it('a hidden element is never clicked', () => {
    expect(check(dismiss.replace('aria-hidden={ true }', 'hidden'))).toEqual([]);
    expect(check(dismiss.replace('aria-hidden={ true }', "style={{ display: 'none' }}"))).toEqual([]);
  });
});
