// Session 40's tuning on set 20's accessibility misses and false positives, reduced to the lines that decide the
// verdict and checked both ways:
// - saltui@4.13.1 (MIT) src/NavBar/NavBar.jsx:46, :51, :60 (`onClick={this.handleBackClick.bind(this)}`, a method
//   whose one statement is `this.props.onLeftClick()`, and `onLeftClick() { }` in NavBar.defaultProps) and
//   src/ScrollList/Item.jsx:111 (`onClick={() => { onClick(this.props); }}` with `onClick: () => {}` in the static
//   defaultProps): a click that only relays a prop whose visible default does nothing, in a component no caller is
//   known to render. saltui src/ActionSheet/Panel.jsx:26, whose no-op `onItemClick` its one caller replaces
//   (ActionSheet.jsx:47 and :62, through `panelMap = { NORMAL: Panel }`), stays reported.
// - @datawheel/canon-core@0.26.1 (MIT) src/components/AnchorLink.jsx:19, `<a href dangerouslySetInnerHTML>`: its
//   content is HTML the JSX does not show.
// - liamc9npm@2.0.93 src/components/projects/cookbook/components/RecipeSwipeComponent.jsx:244 and :285, a
//   styled.video with no controls whose click plays or pauses it.
import { describe, expect, it } from 'vitest';
import { scanFindings } from './scan-project';

const CLICK = 'a11y/click-without-keyboard';
const LINK = 'a11y/link-name';

const navBar = (
  defaults = 'onLeftClick() {\n  },',
  body = 'this.props.onLeftClick();',
) => `import React from 'react';
class NavBar extends React.Component {
  handleBackClick() {
    ${body}
  }
  render() {
    return (
      <div className="nav-bar-left">
        <div className="nav-bar-left-option" onClick={this.handleBackClick.bind(this)}>
          <span>返回</span>
        </div>
      </div>);
  }
}
NavBar.defaultProps = {
  title: '',
  ${defaults}
};
export default NavBar;
`;

const item = (defaults = 'onClick: () => {},') => `import React from 'react';
class Item extends React.Component {
  static defaultProps = {
    prefixCls: 't-scroll-list-item',
    ${defaults}
  };
  render() {
    const { prefixCls, onClick } = this.props;
    return (
      <div className={prefixCls} onClick={() => { onClick(this.props); }}>
        <div className={prefixCls + '-content'}>{this.props.title}</div>
      </div>
    );
  }
}
export default Item;
`;

// Its cancel row, reduced to a notice (`onCancel()`, a no-op in Panel.defaultProps, line 60) so that only the
// caller decides.
const panel = `import React from 'react';
const Panel = (props) => {
  const { cancelButton, onCancel } = props;
  return (
    <div>
      <div className="item-split" />
      <div className="item item-cancel" onClick={() => { onCancel(); }}>{cancelButton}</div>
    </div>
  );
};
Panel.defaultProps = {
  cancelButton: '',
  onCancel: () => {},
};
export default Panel;
`;

describe('a click that only relays a prop with a no-op visible default (saltui NavBar.jsx:46, Item.jsx:111)', () => {
  it('a bound method calling a method-shorthand no-op default does nothing by default', () => {
    expect(scanFindings([{ path: 'src/NavBar/NavBar.jsx', text: navBar() }])).toEqual([]);
  });

  it('an inline arrow calling a destructured prop with an arrow no-op default does nothing by default', () => {
    expect(scanFindings([{ path: 'src/ScrollList/Item.jsx', text: item() }])).toEqual([]);
  });

  it('a default that acts, a method that does more, or no default keeps the click', () => {
    const acting = navBar('onLeftClick() {\n    window.history.back();\n  },');
    expect(scanFindings([{ path: 'src/NavBar/NavBar.jsx', text: acting }])).toEqual([
      `src/NavBar/NavBar.jsx:9 ${CLICK}`,
    ]);
    const more = navBar(undefined, 'this.setState({ back: true });\n    this.props.onLeftClick();');
    expect(scanFindings([{ path: 'src/NavBar/NavBar.jsx', text: more }])).toEqual([
      `src/NavBar/NavBar.jsx:10 ${CLICK}`,
    ]);
    expect(scanFindings([{ path: 'src/ScrollList/Item.jsx', text: item('') }])).toEqual([
      `src/ScrollList/Item.jsx:10 ${CLICK}`,
    ]);
  });

  it('a value handed up to the caller keeps the click (bee-datepicker full-calendar/CalendarHeader.jsx:95)', () => {
    const typeSwitch = navBar('onTypeChange: noop,', "this.props.onTypeChange('date');").replace(
      "import React from 'react';",
      "import React from 'react';\nfunction noop() {\n}",
    );
    expect(scanFindings([{ path: 'src/CalendarHeader.jsx', text: typeSwitch }])).toEqual([
      `src/CalendarHeader.jsx:11 ${CLICK}`,
    ]);
  });

  it('a caller in the package that may replace the default keeps the click (saltui ActionSheet/Panel.jsx:26)', () => {
    expect(scanFindings([{ path: 'src/ActionSheet/Panel.jsx', text: panel }])).toEqual([]);
    const actionSheet = `import React from 'react';
import Panel from './Panel';
const panelMap = { NORMAL: Panel };
export default function ActionSheet({ type, options, onClick }) {
  const TruePanel = panelMap[type];
  return <TruePanel {...options} onCancel={() => onClick(-1)} />;
}
`;
    expect(
      scanFindings([
        { path: 'src/ActionSheet/Panel.jsx', text: panel },
        { path: 'src/ActionSheet/ActionSheet.jsx', text: actionSheet },
      ]),
    ).toEqual([`src/ActionSheet/Panel.jsx:7 ${CLICK}`]);
  });
});

describe('a link whose content is dangerouslySetInnerHTML (@datawheel/canon-core AnchorLink.jsx:19)', () => {
  const anchor = (content: string) => `import React from 'react';
export function AnchorLink({ className, dangerouslySetInnerHTML, to }) {
  return <a className={className}
    href={\`#\${to}\`}
    ${content}></a>;
}
`;

  it('is not judged unnamed: its content is HTML the JSX does not show', () => {
    const text = anchor('dangerouslySetInnerHTML={dangerouslySetInnerHTML}');
    expect(scanFindings([{ path: 'src/AnchorLink.jsx', text }])).toEqual([]);
  });

  it('an empty link without it is still reported', () => {
    expect(scanFindings([{ path: 'src/AnchorLink.jsx', text: anchor('id="x"') }])).toEqual([
      `src/AnchorLink.jsx:3 ${LINK}`,
    ]);
  });
});

describe('a video with no controls whose click plays it (liamc9npm RecipeSwipeComponent.jsx:244)', () => {
  const recipe = (controls = '') => `import React from 'react';
import styled from 'styled-components';
const Video = styled.video\`
  width: 100%;
\`;
export default function RecipeSwipe({ overviewVideoUrl, isMuted }) {
  return (
    <Video
      src={overviewVideoUrl}
      playsInline${controls}
      muted={isMuted}
      onClick={(e) => e.target.paused ? e.target.play() : e.target.pause()}
    />
  );
}
`;

  it('is reported: a video without controls takes no focus and no key', () => {
    expect(scanFindings([{ path: 'src/RecipeSwipe.jsx', text: recipe() }])).toEqual([
      `src/RecipeSwipe.jsx:8 ${CLICK}`,
    ]);
  });

  it('with controls, or controls computed, the browser controls are the keyboard path', () => {
    expect(scanFindings([{ path: 'src/RecipeSwipe.jsx', text: recipe('\n      controls') }])).toEqual([]);
    expect(
      scanFindings([{ path: 'src/RecipeSwipe.jsx', text: recipe('\n      controls={showControls}') }]),
    ).toEqual([]);
  });
});
