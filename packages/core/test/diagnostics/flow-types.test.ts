// Flow-typed files, which oxc rejects ("Flow is not supported", or a plain syntax error without the pragma), are
// read again with their types blanked by flow-remove-types, every offset kept (see `createParseSource`).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../src/diagnostics/accessibility';
import { createParseSource, type FlowRemoveTypes } from '../../src/diagnostics/ast';
import { parseSource } from './parse';

const CORPUS = join(import.meta.dirname, 'real-corpus', 'packages');
const flowRemoveTypes = createRequire(import.meta.url)('flow-remove-types') as FlowRemoveTypes;

const findings = (path: string, text: string) =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

/** The 1-based line of the first occurrence of `needle` in `text`. */
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('a Flow file is read with its types blanked, lines and offsets those of the file', () => {
  it('react-image-crop-component@1.1.2 src/index.js (`// @flow`, `type Props = {…}`): both images without alt', () => {
    const path = 'react-image-crop-component@1.1.2/src/index.js';
    const text = readFileSync(join(CORPUS, path), 'utf8');
    expect(parseSync(path, text, { lang: 'jsx' }).errors.map((e) => e.message)).toEqual([
      'Flow is not supported',
    ]);
    expect(parseSource(path, text).errors).toEqual([]);
    const alts = findings(path, text).filter(([rule]) => rule === 'a11y/img-alt');
    // The lines the corpus labels give, read from the original file (held-out 10).
    expect(alts).toEqual([
      ['a11y/img-alt', 376],
      ['a11y/img-alt', 380],
    ]);
    expect(lineOf(text, '<img className="crop"')).toBe(376);
    expect(lineOf(text, '<img className="image"')).toBe(380);
  });

  it('react-carousel@4.3.0 src/Carousel.js shape: typed class fields and arrows, a mouse-only div on its own line', () => {
    const text = [
      '// @flow',
      "import React, { Component } from 'react';",
      "type DirectionType = 'previous' | 'next';",
      'type PropsType = { items: Array<React$Element<any>> };',
      'export default class Carousel extends Component<PropsType> {',
      '  wrapperElement: HTMLElement;',
      '  handleScrollToDirection = (direction: DirectionType, count: number): void => { this.setState({ direction }); };',
      '  render () {',
      '    return <div',
      "      className='react-carousel__navigation-button'",
      "      onClick={() => { this.handleScrollToDirection('previous', 1); }}",
      '    />;',
      '  }',
      '}',
      '',
    ].join('\n');
    const parsed = parseSource('src/Carousel.js', text);
    expect(parsed.errors).toEqual([]);
    expect(findings('src/Carousel.js', text)).toContainEqual(['a11y/click-without-keyboard', 9]);
    // Offsets kept: the tree's spans slice the file's own text.
    let start = -1;
    JSON.stringify(parsed.program, (key, value) => {
      if (key === '' || start >= 0) return value;
      if (value?.type === 'JSXElement') start = value.start;
      return value;
    });
    expect(text.slice(start).startsWith('<div')).toBe(true);
  });

  it('Flow without the pragma (react-leaflet-sidebarv2@0.6.0 src/Sidebar.js: `extends MapComponent<LeafletElement, Props>`)', () => {
    const text = [
      "import { MapComponent } from 'react-leaflet';",
      'class Sidebar extends MapComponent<LeafletElement, Props> {',
      '  render() { return <div onClick={() => this.setState({ open: false })} />; }',
      '}',
      '',
    ].join('\n');
    expect(parseSync('src/Sidebar.js', text, { lang: 'jsx' }).errors).not.toEqual([]);
    expect(parseSource('src/Sidebar.js', text).errors).toEqual([]);
    expect(findings('src/Sidebar.js', text)).toContainEqual(['a11y/click-without-keyboard', 3]);
  });
});

describe('a file that is not Flow is left as oxc reads it', () => {
  const counted = () => {
    const calls = { count: 0 };
    const parse = createParseSource(parseSync, () => {
      calls.count++;
      return flowRemoveTypes;
    });
    return { calls, parse };
  };

  it('never loads the stripper for files that parse, nor for TypeScript that fails', () => {
    const { calls, parse } = counted();
    expect(parse('src/App.js', 'export const App = () => <img src="a.png" />;\n').errors).toEqual([]);
    expect(parse('src/a.ts', 'export const a: number = 1;\n').errors).toEqual([]);
    expect(parse('src/b.ts', 'export const b: = 1;\n').errors).not.toEqual([]);
    expect(calls.count).toBe(0);
  });

  it('keeps the first reading and its error when Flow cannot read the file either', () => {
    // react-dropzone-s3-uploader@1.1.0 src/DropzoneS3Uploader.js:157: a trailing comma after a rest element.
    const text = 'const {\n  a,\n  ...rest,\n} = props;\n';
    const { calls, parse } = counted();
    const plain = createParseSource(parseSync)('src/Upload.js', text);
    const read = parse('src/Upload.js', text);
    expect(calls.count).toBe(1);
    expect(read.errors.map((e) => e.message)).toEqual(plain.errors.map((e) => e.message));
    expect(read.errors).not.toEqual([]);
  });
});

describe('a button whose content is dangerouslySetInnerHTML is not empty', () => {
  it('react-toastr@3.0.0 src/components/ToastMessage/ToastMessage.jsx:54 (Flow, read now): the × close button', () => {
    const text = [
      'export const ToastMessage = ({ onCloseClick }: Props) => (',
      '  <button',
      '    className="toast-close-button"',
      '    onClick={onCloseClick}',
      '    dangerouslySetInnerHTML={{ __html: "&times;" }}',
      '  />',
      ');',
      'export const Empty = ({ onCloseClick }) => <button onClick={onCloseClick} />;',
      '',
    ].join('\n');
    expect(findings('src/ToastMessage.jsx', text).filter(([rule]) => rule === 'a11y/button-name')).toEqual([
      ['a11y/button-name', 8],
    ]);
  });
});

describe('reading an attribute is no action', () => {
  // react-bootstrap-autosuggest@0.5.0 src/Choices.js:77/126 (Flow, read now): an empty close span whose click reads
  // its item's data-index and tells the caller's optional onRemove; the li around it removes it on Delete (line 104:
  // `this._removeActive(0)`; a component whose keys act, so the empty span is the caller's, key-alternatives.ts).
  const choices = (read: string) =>
    [
      'class Choices extends React.Component {',
      '  render() {',
      '    return <ul>{items.map((item, index) => <li key={index} data-index={index} tabIndex="-1" onKeyDown={this._handleKeyDown}>',
      '      <span className="autosuggest-choice-close" onClick={this._handleClose} />',
      '    </li>)}</ul>;',
      '  }',
      '  _handleKeyDown(event) { if (event.keyCode === 46) this._removeActive(0); }',
      '  _handleClose(event: SyntheticEvent) {',
      '    const choices = event.target.parentNode;',
      `    const index = ${read};`,
      '    this._remove(index);',
      '    event.stopPropagation();',
      '  }',
      '  _remove(index: number) {',
      '    const { onRemove } = this.props;',
      '    if (onRemove) onRemove(index);',
      '  }',
      '  _removeActive(focusAdjust: number) { const activeIndex = 0; this._remove(activeIndex); }',
      '}',
      '',
    ].join('\n');

  it("Number(choices.getAttribute('data-index')) is a read, not an action", () => {
    expect(findings('src/Choices.js', choices("Number(choices.getAttribute('data-index'))"))).toEqual([]);
  });

  it('a call that acts is still an action', () => {
    expect(findings('src/Choices.js', choices('choices.remove()'))).toContainEqual([
      'a11y/click-without-keyboard',
      4,
    ]);
  });
});
