// A button whose only content is `dangerouslySetInnerHTML={{ __html: icon }}`, `icon` by default the raw markup of
// a project `.svg` with no title. From held-out set 16's misses webcoreui@1.5.0 components/Counter/Counter.tsx:124
// and :147 (MIT, kept in ../real-corpus/packages with icons/minus.svg and plus.svg), reduced to the lines that
// decide the verdict and checked both ways.
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import type { SourceFile } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

const BUTTON_NAME = 'a11y/button-name';

const scan = (files: SourceFile[]) =>
  scanFiles(files, { parse: parseSource, limits: toDiagnosticLimits(), categories: ['accessibility'] })
    .findings.filter((f) => f.ruleId === BUTTON_NAME)
    .map((f) => `${f.file}:${f.line}`);

const counter = ({
  param = 'minIcon,',
  label = '',
  html = 'subtractIcon',
} = {}) => `import React, { useState } from 'react'

import minusIcon from '../../icons/minus.svg?raw'

const Counter = ({
    ${param}
    value = 0,
    disabled,
    ...rest
}) => {
    const [inputValue, setInputValue] = useState(Number(value))
    const subtractIcon = minIcon || minusIcon

    return (
        <div>
            <button
                data-id="w-counter-min"
                disabled={disabled}
                onClick={() => setInputValue(inputValue - 1)}${label}
                dangerouslySetInnerHTML={{ __html: ${html} }}
            />
            <input {...rest} value={inputValue} type="number" />
        </div>
    )
}

export default Counter
`;
const minus = (title = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${title}<path d="M5 12h14" /></svg>\n`;
const files = (parts: { counter?: string; svg?: string } = {}): SourceFile[] => [
  { path: 'icons/minus.svg', text: parts.svg ?? minus() },
  { path: 'components/Counter/Counter.tsx', text: parts.counter ?? counter() },
];
const BUTTON = 'components/Counter/Counter.tsx:16';

describe('a button whose innerHTML is a raw svg import', () => {
  it('reports the button whose default markup is an svg with no title', () => {
    expect(scan(files())).toContain(BUTTON);
  });

  it('stays silent when the svg is named, or the button is', () => {
    expect(scan(files({ svg: minus('<title>Decrease</title>') }))).not.toContain(BUTTON);
    expect(
      scan(files({ counter: counter({ label: '\n                aria-label="Decrease"' }) })),
    ).not.toContain(BUTTON);
  });

  it('stays silent when the markup may be something else by default', () => {
    expect(scan(files({ counter: counter({ param: "minIcon = '&minus;'," }) }))).not.toContain(BUTTON);
    expect(scan(files({ counter: counter({ html: "'&minus;'" }) }))).not.toContain(BUTTON);
  });
});
