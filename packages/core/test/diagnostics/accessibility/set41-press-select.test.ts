// Shapes from held-out set 21's accessibility misses (files kept in ../real-corpus/packages): a mouse-down that
// selects is read as a click, one that starts a drag or keeps a flag is not.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.jsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('a mouse-down that selects a value is judged as a click', () => {
  // bd-stampy@0.5.5 (MIT) components/DatePicker.jsx:63-68, :89-118, :156, :190 and :310, reduced.
  const datePicker = (shift = 'this.setState({displayDate: displayDate});') => `var React = require('react');
var DatePicker = React.createClass({
    onMouseDown: function () {
        this.isMouseOnDatePicker = true;
    },
    onSelectDay: function(day, e) {
        if (this.props.onChange) {
            this.props.onChange(e, { key: this.props.name, value: day });
        }
        this.setState({visible: false, value: day});
    },
    onDateShift: function(unit, direction, e) {
        e.preventDefault();
        var displayDate = this.state.displayDate;
        ${shift}
    },
    render: function() {
        return (
            <div onMouseDown={this.onMouseDown}>
                <span onMouseDown={this.onDateShift.bind(this, 'month', -1)}>{this.props.previousButton}</span>
                <td onMouseDown={this.onSelectDay.bind(this, this.props.day)}>{this.props.day}</td>
            </div>
        );
    }
});
module.exports = DatePicker;
`;
  it('the month shift and the day cell are reported, the root that keeps a flag is not', () => {
    expect(check(datePicker())).toEqual([
      [CLICK, 20],
      [CLICK, 21],
    ]);
  });
  it('a press that reads the pointer position (a drag start) is not reported', () => {
    expect(check(datePicker('this.startX = e.clientX; this.setState({displayDate: displayDate});'))).toEqual([
      [CLICK, 21],
    ]);
  });

  // react-star-ratings-component@1.0.1 (MIT) src/reactRating/index.js:36-47, relabelled a click by the lead's
  // decision of session 43 (set 8 had labelled it null): an arrow handing the star's index and no event.
  it('an arrow press handing a value, and no event, is reported', () => {
    const stars = `class ReactStarRating extends Component {
  onSelectStar(val) {
    this.setState({ numberOfSelectedStar: val });
    this.props.onSelectStar(val + 1);
  }
  render() {
    return <span className="star" onMouseDown={() => this.onSelectStar(this.props.i)}>★</span>;
  }
}
`;
    expect(check(stars)).toEqual([[CLICK, 7]]);
    // The event handed on with the value (a drag start's shape) stays unread.
    expect(
      check(
        stars.replace('() => this.onSelectStar(this.props.i)', '(e) => this.onSelectStar(e, this.props.i)'),
      ),
    ).toEqual([]);
  });

  // Outside the corpus, the drag-start shape the corpus labels null: react-table-6@6.11.0 (MIT) src/index.js:313,
  // `onMouseDown={e => this.resizeColumnStart(e, column, false)}`, whose handler reads `e.pageX` and adds listeners.
  it('a column resizer handed the column is not reported', () => {
    const resizer = `class Table extends React.Component {
  resizeColumnStart(event, column, isTouch) {
    const parentWidth = event.target.parentElement.getBoundingClientRect().width;
    this.setState({ currentlyResizing: { id: column.id, startX: event.pageX, parentWidth } });
  }
  render() {
    const column = this.props.column;
    return <div className="rt-resizer" onMouseDown={e => this.resizeColumnStart(e, column, false)} />;
  }
}
`;
    expect(check(resizer)).toEqual([]);
  });

  // @poool/junipero@1.6.0 (MIT) src/ColorPicker.js:78-80, :154-190 and :322, reduced (set 22, labelled null): the
  // handle's press hands its type to a handler that sets a moving flag and hands the event to the move handler,
  // which reads `e.pageX` and is bound to the document elsewhere — a drag start.
  it('a press handing on to a method of the file that reads the pointer is not reported', () => {
    const picker = (move: string) => `class ColorPicker extends React.Component {
  componentDidMount () {
    document.addEventListener('mousemove', this.onMouseMove, true);
  }
  onMouseDown (type, e) {
    if (e.button !== 0) {
      return;
    }
    e.persist();
    this.setState({
      handleMoving: true,
      handleType: type,
    }, () => {
      this.onMouseMove(e);
    });
    e.preventDefault();
  }
  onMouseMove = e => {
    const { handleMoving, handleType } = this.state;
    if (!handleMoving || !handleType) {
      return;
    }
    this.setState({ h: ${move} });
  }
  render () {
    return <div className="hue" onMouseDown={this.onMouseDown.bind(this, 'hue')} />;
  }
}
`;
    expect(check(picker('360 * (e.pageX - this.left) / this.width'))).toEqual([]);
    expect(check(picker('this.state.h + 1'))).toEqual([[CLICK, 26]]);
  });
});
