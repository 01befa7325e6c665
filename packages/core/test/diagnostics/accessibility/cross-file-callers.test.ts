// What JSX elements in other modules hand a component decides its verdict when no module re-exports it (it is
// rendered only inside its package): a click prop every caller fills with a modifier-only click, a props object
// every caller fills with its own empty default. Shapes from held-out set 11 (react18-json-view) and set 8
// (react-inner-image-zoom) of the real corpus, reduced to the lines that decide each verdict, run through the
// scanner as a project. Each is checked both ways: a caller that hands something else, a re-export, a spread or
// a use of the component in its own file keeps the verdict of the component alone.
import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../../../src/diagnostics/types';
import { scanFindings } from './scan-project';

const CLICK = 'a11y/click-without-keyboard';
const IMG_ALT = 'a11y/img-alt';

const scan = scanFindings;

describe('a click prop every caller in another module fills (react18-json-view@0.2.10, Apache-2.0)', () => {
  // src/components/long-string.tsx lines 10 and 36-41: the short string's span takes the caller's ctrlClick.
  const longString = `import React from 'react'
const LongString = React.forwardRef(({ str, className, ctrlClick }, ref) => {
  if (str.length <= 10)
    return (
      <span ref={ref} className={className} onClick={ctrlClick}>
        "{str}"
      </span>
    )
  return <span>{str}</span>
})
export default LongString`;
  // src/components/json-node.tsx lines 133-137 and 220: the click acts only with Ctrl or Cmd held.
  const jsonNode = (
    handed = `editable ? (event) => {
      if (event.ctrlKey || event.metaKey) edit()
    } : undefined`,
  ) => `import React from 'react'
import LongString from './long-string'
export default function JsonNode({ node, editable, edit }) {
  const ctrlClick = ${handed}
  return <LongString str={node} className="json-view--string" ctrlClick={ctrlClick} />
}`;
  const project = (caller = jsonNode(), component = longString): SourceFile[] => [
    { path: 'src/components/json-node.tsx', text: caller },
    { path: 'src/components/long-string.tsx', text: component },
  ];

  it('a modifier-only click handed by the only caller is no mouse-only control (long-string.tsx:39)', () => {
    expect(scan(project())).toEqual([]);
  });

  it('a caller handing a plain click keeps the span mouse-only', () => {
    expect(scan(project(jsonNode('() => edit()')))).toEqual([`src/components/long-string.tsx:5 ${CLICK}`]);
  });

  it('a caller spreading props, or a module re-exporting the component, keeps it the user’s', () => {
    const spreading = jsonNode().replace('ctrlClick={ctrlClick} />', 'ctrlClick={ctrlClick} {...rest} />');
    expect(scan(project(spreading))).toEqual([`src/components/long-string.tsx:5 ${CLICK}`]);
    const index = {
      path: 'src/index.ts',
      text: "export { default as LongString } from './components/long-string'",
    };
    expect(scan([...project(), index])).toEqual([`src/components/long-string.tsx:5 ${CLICK}`]);
  });

  it('a component its own file renders, or no caller at all, is judged alone', () => {
    const own = `${longString}\nexport const Demo = () => <LongString str="x" ctrlClick={() => alert(1)} />`;
    expect(scan(project(jsonNode(), own))).toEqual([`src/components/long-string.tsx:5 ${CLICK}`]);
    expect(scan([{ path: 'src/components/long-string.tsx', text: longString }])).toEqual([
      `src/components/long-string.tsx:5 ${CLICK}`,
    ]);
  });
});

describe('a props object every caller fills with an empty default (react-inner-image-zoom@4.0.2, MIT)', () => {
  // src/components/Image.js lines 3 and 29-42: the image's attributes come only from imgAttributes.
  const image = `import React from 'react';
const Image = ({ src, imgAttributes, isZoomed }) => {
  return (
    <div>
      <img
        {...imgAttributes}
        className={\`iiz__img \${isZoomed ? 'iiz__img--hidden' : ''}\`}
        src={src}
      />
    </div>
  );
};
export default Image;`;
  // src/InnerImageZoom.js lines 20-31 and 254-263: imgAttributes = {} when the user passes none.
  const zoom = (attributes = 'imgAttributes = {}') => `import React, { forwardRef } from 'react';
import Image from './components/Image';
const InnerImageZoom = forwardRef(({ src, ${attributes}, zoomSrc }, ref) => {
  return (
    <figure ref={ref}>
      <Image src={src} imgAttributes={imgAttributes} isZoomed={false} />
    </figure>
  );
});
export default InnerImageZoom;`;
  const project = (caller = zoom()): SourceFile[] => [
    { path: 'src/InnerImageZoom.js', text: caller },
    { path: 'src/components/Image.js', text: image },
  ];

  it('the image has no alt by default when its only caller hands its own {} default (Image.js:30)', () => {
    expect(scan(project())).toEqual([`src/components/Image.js:5 ${IMG_ALT}`]);
  });

  it('a caller default that names the image, or no default, keeps the spread unknown', () => {
    expect(scan(project(zoom("imgAttributes = { alt: '' }")))).toEqual([]);
    expect(scan(project(zoom('imgAttributes')))).toEqual([]);
  });
});

describe('a tabIndex every caller fills with a fallback of its own (react-leaflet-search@2.0.1, MIT)', () => {
  const TABINDEX = 'a11y/tabindex-positive';
  // src/core/search-input.tsx lines 27-49, 79-80, 103-126: the input's tabIndex prop (default 0), the component
  // wrapped by forwardRef, and a demo wrapper in the same file that renders it with no tabIndex.
  const input = `import * as React from 'react';
const SearchInputCore = ({ placeholder, tabIndex = 0 }, ref) => {
  return (
    <input
      tabIndex={tabIndex}
      ref={ref}
      placeholder={placeholder}
      aria-label="Search"
    />
  );
};
const SearchInput = React.forwardRef(SearchInputCore);
function SearchInputWrapper() {
  return <SearchInput placeholder="demo" />;
}
export { SearchInputWrapper, SearchInput };`;
  // src/core/search-info-list.tsx lines 33-42 and 73-77: the list's tabIndex only when given.
  const list = `import * as React from 'react';
const SearchInfoListCore = (props, ref) => {
  const { list, tabIndex } = props;
  return (
    <ul
      ref={ref}
      {...(tabIndex !== undefined ? { tabIndex: props.tabIndex } : {})}
      className="search-control-info-list"
    >
      {list.map((item) => <li key={item}>{item}</li>)}
    </ul>
  );
};
const SearchInfoList = React.forwardRef(SearchInfoListCore);
export { SearchInfoList };`;
  // src/search-control.tsx lines 218-224 and 290-291: SearchControl's own tabIndex prop has no default.
  const control = (fallback = '1') => `import * as React from 'react';
import { SearchInput } from './core/search-input';
import { SearchInfoList } from './core/search-info-list';
export default class SearchControl extends React.Component {
  render() {
    return (
      <div>
        <SearchInput tabIndex={this.props.tabIndex !== undefined ? this.props.tabIndex : ${fallback}} />
        <SearchInfoList list={[]} tabIndex={this.props.tabIndex !== undefined ? this.props.tabIndex + 1 : 2} />
      </div>
    );
  }
}`;
  const project = (caller = control()): SourceFile[] => [
    { path: 'src/search-control.tsx', text: caller },
    { path: 'src/core/search-input.tsx', text: input },
    { path: 'src/core/search-info-list.tsx', text: list },
  ];

  it('the input gets tabIndex 1 and the list 2 by default: both positive (search-input.tsx:80, :75)', () => {
    expect(scan(project())).toEqual([
      `src/core/search-info-list.tsx:7 ${TABINDEX}`,
      `src/core/search-input.tsx:5 ${TABINDEX}`,
    ]);
  });

  it('a fallback of 0, or a caller prop with a visible default, keeps the input silent', () => {
    expect(scan(project(control('0')))).toEqual([`src/core/search-info-list.tsx:7 ${TABINDEX}`]);
    const defaulted = control().replace(
      '  render() {',
      '  static defaultProps = { tabIndex: 0 };\n  render() {',
    );
    expect(scan(project(defaulted))).toEqual([]);
  });
});
