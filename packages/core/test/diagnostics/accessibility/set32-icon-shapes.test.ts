// Controls named by nothing of the package's own (session 32): a button handed to a field component as its
// adornment, a button showing the icon of an item of a list the file writes out, a link holding an svgr component
// of an .svg file of the project, and a field handed to a component of the same file that renders it as written.
// Shapes from the real corpus (held-out sets 9, 10 and 11, files kept in ../real-corpus/packages), reduced to the
// lines that decide each verdict; each is checked both ways.
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import type { SourceFile } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';
import { scanFindings } from './scan-project';

const BUTTON_NAME = 'a11y/button-name';

const scan = scanFindings;

describe('a button handed to a field component as its adornment', () => {
  // @account-kit/react 4.88.5 (MIT), src/components/auth/sections/EmailAuth.tsx lines 124-148 and
  // src/icons/chevron.tsx lines 4-23: the submit button in the email field's iconRight holds only <ChevronRight />,
  // imported as `../../../icons/chevron.js` (tsc's ESM convention for chevron.tsx).
  const emailAuth = `import { ChevronRight } from "../../../icons/chevron.js";
import { Input } from "../../input.js";

export const EmailAuth = ({ placeholder, hideButton, field }) => (
  <Input
    name={field.name}
    value={field.state.value}
    placeholder={placeholder}
    type="email"
    iconRight={
      hideButton ? (
        <button type="submit" className="match-input cursor-pointer">
          <ChevronRight />
        </button>
      ) : undefined
    }
  />
);`;
  const chevron = `export const ChevronRight = ({ fill = "currentColor", ...props }) => (
  <svg className="fill-fg-primary" xmlns="http://www.w3.org/2000/svg" width={20} height={20} fill="none" {...props}>
    <path fill={fill} fillRule="evenodd" d="M7.058 4.558a.625.625 0 0 1 .884 0l5 5" clipRule="evenodd" />
  </svg>
);`;
  const project = (auth = emailAuth, icon = chevron): SourceFile[] => [
    { path: 'src/components/auth/sections/EmailAuth.tsx', text: auth },
    { path: 'src/icons/chevron.tsx', text: icon },
  ];

  it('the field component’s placeholder names the field, not the button (account-kit EmailAuth)', () => {
    expect(scan(project())).toEqual([`src/components/auth/sections/EmailAuth.tsx:12 ${BUTTON_NAME}`]);
  });

  it('is silent when the component gets a label, a title or a spread, or the icon may name itself', () => {
    const placeholder = 'placeholder={placeholder}';
    expect(emailAuth).toContain(placeholder);
    expect(scan(project(emailAuth.replace(placeholder, 'label="Email"')))).toEqual([]);
    expect(scan(project(emailAuth.replace(placeholder, 'title={title}')))).toEqual([]);
    expect(scan(project(emailAuth.replace(placeholder, '{...field}')))).toEqual([]);
    const titled = chevron.replace('{...props}>', '{...props}>\n    <title>Continue</title>');
    expect(titled).toContain('<title>');
    expect(scan(project(emailAuth, titled))).toEqual([]);
  });
});

describe('a button showing the icon of an item of a list the file writes out', () => {
  // @react-email/preview-server 5.2.11 (MIT), src/components/topbar/view-size-controls.tsx lines 27-56 and 84-97:
  // the Desktop / Mobile preset buttons show only {preset.icon}, an inline <svg> of one path in each item.
  const controls = `import * as React from 'react';

export const VIEW_PRESETS = [
  {
    name: 'Desktop',
    icon: (
      <svg width="15" height="15" viewBox="0 0 15 15" fill="none">
        <path d="M1 3.25C1 3.11193 1.11193 3 1.25 3H13.75" fill="currentColor" />
      </svg>
    ),
  },
  {
    name: 'Mobile',
    icon: (
      <svg width="15" height="15" viewBox="0 0 15 15" fill="none">
        <path d="M4 2.5C4 2.22386 4.22386 2 4.5 2H10.5" fill="currentColor" />
      </svg>
    ),
  },
];

export const ViewSizeControls = ({ onSelect }) => (
  <div>
    {VIEW_PRESETS.map((preset) => (
      <button key={preset.name} onClick={() => onSelect(preset)} type="button">
        {preset.icon}
      </button>
    ))}
  </div>
);`;
  const path = 'src/components/topbar/view-size-controls.tsx';
  const one = (text: string) => scan([{ path, text }]);

  it('every item’s icon is a bare svg: the buttons have no name (react-email ViewSizeControls)', () => {
    expect(one(controls)).toEqual([`${path}:25 ${BUTTON_NAME}`]);
    // Destructured in the callback's parameter, the same.
    const destructured = controls
      .replace('(preset) => (', '({ name, icon }) => (')
      .replace('key={preset.name} onClick={() => onSelect(preset)}', 'key={name}')
      .replace('{preset.icon}', '{icon}');
    expect(destructured).toContain('{icon}');
    expect(one(destructured)).toEqual([`${path}:25 ${BUTTON_NAME}`]);
  });

  it('is silent when an item may name itself, is not written out, or the button or list names it', () => {
    const titled = controls.replace('fill="none">', 'fill="none">\n        <title>Desktop</title>');
    expect(titled).toContain('<title>');
    expect(one(titled)).toEqual([]);
    // An item that spreads another object, or a key read the items do not write.
    expect(one(controls.replace("name: 'Mobile',", "...MOBILE,\n    name: 'Mobile',"))).toEqual([]);
    expect(one(controls.replace('{preset.icon}', '{preset.label}'))).toEqual([]);
    // The caller's list, not the file's.
    expect(one(controls.replace('{VIEW_PRESETS.map(', '{presets.map('))).toEqual([]);
    expect(one(controls.replace('type="button">', 'type="button" aria-label={preset.name}>'))).toEqual([]);
    // Text beside the icon.
    expect(one(controls.replace('{preset.icon}', '{preset.icon} {preset.name}'))).toEqual([]);
  });
});

describe('a link whose only content is an svgr component of an .svg file of the project', () => {
  // react18-json-view 0.2.10 (MIT), src/components/json-node.tsx lines 23 and 157-161, and src/svgs/link.svg: a URL
  // value's link holds only <LinkSVG />, svgr's component of a file of two paths with no <title>.
  const node = `import { ReactComponent as LinkSVG } from '../svgs/link.svg'

export default function JsonNode({ node, matchesURL }) {
  return (
    <span>
      {matchesURL && (
        <a href={node} target='_blank' className='json-view--link'>
          <LinkSVG />
        </a>
      )}
    </span>
  )
}`;
  const svg = `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
<path d="M6.75 3H12.25V4.5H6.75C5.5095 4.5 4.5 5.5095 4.5 6.75V17.25" fill="currentColor"/>
<path d="M20.0134 3H16.0669C15.8053 3.00003 15.5544 3.10399 15.3694 3.28902" fill="currentColor"/>
</svg>`;
  const project = (file = svg, json = node): SourceFile[] => [
    { path: 'src/components/json-node.tsx', text: json },
    { path: 'src/svgs/link.svg', text: file },
  ];

  it('the file draws shapes only: the link has no name (react18-json-view json-node)', () => {
    expect(scan(project())).toEqual([`src/components/json-node.tsx:7 a11y/link-name`]);
    const result = scanFiles(project(), {
      parse: parseSource,
      limits: toDiagnosticLimits(),
      categories: ['accessibility'],
    });
    // Read for its importers, not counted as a scanned file.
    expect(result.filesScanned).toBe(1);
  });

  it('is silent when the file may name itself, is not in the project, or the call or link names it', () => {
    const titled = svg.replace(
      'xmlns="http://www.w3.org/2000/svg">',
      'xmlns="http://www.w3.org/2000/svg"><title>Open</title>',
    );
    expect(titled).toContain('<title>');
    expect(scan(project(titled))).toEqual([]);
    expect(scan(project(svg.replace('<svg ', '<svg aria-label="Open link" ')))).toEqual([]);
    expect(scan([{ path: 'src/components/json-node.tsx', text: node }])).toEqual([]);
    expect(scan(project(svg, node.replace('<LinkSVG />', '<LinkSVG title="Open" />')))).toEqual([]);
    expect(scan(project(svg, node.replace("target='_blank'", "target='_blank' aria-label='Open'")))).toEqual(
      [],
    );
  });
});

describe('a field handed to a component of the same file that renders it as written', () => {
  // mobx-react-form-devtools 1.15.2 (MIT), src/components/RenderFormData.tsx lines 31-52 and 150-163: the helper
  // select is Section's rightContent, which Section renders as a plain child of its <h4> beside the title span.
  const render = `import React, { useState } from 'react';
import { observer } from 'mobx-react';

const Section = observer(({ icon: Icon, title, rightContent = null, children }) => {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <>
      <h4 onKeyDown={() => setCollapsed(!collapsed)}>
        <span>{Icon}</span>
        <span>{title}</span>
        {rightContent}
      </h4>
      {!collapsed && children}
    </>
  );
});

export default observer(({ helper, setHelper, helpers }) => (
  <Section
    title="Helpers"
    rightContent={
      <select value={helper} onChange={e => setHelper(e.target.value)}>
        {helpers.map(h => <option key={h.prop} value={h.prop}>{h.label}</option>)}
      </select>
    }
  >
    <div />
  </Section>
));`;
  const path = 'src/components/RenderFormData.tsx';
  const one = (text: string) => scan([{ path, text }]);

  it('the section title does not name the select (mobx-react-form-devtools RenderFormData)', () => {
    expect(one(render)).toEqual([`${path}:22 a11y/form-label`]);
  });

  it('is silent when the component may name or change what it is handed, or is not of this file', () => {
    const slot = '        {rightContent}\n';
    expect(render).toContain(slot);
    // Wrapped in a label, cloned, or read otherwise: the component may name it.
    expect(one(render.replace(slot, '        <label>{title}{rightContent}</label>\n'))).toEqual([]);
    expect(one(render.replace(slot, '        {React.cloneElement(rightContent, { title })}\n'))).toEqual([]);
    expect(one(render.replace(slot, '        <Slot>{rightContent}</Slot>\n'))).toEqual([]);
    // Defined in another module: not read here.
    const imported = render.replace(
      /const Section = [\s\S]*?\n\}\);\n/,
      "import { Section } from './section';\n",
    );
    expect(imported).toContain("from './section'");
    expect(one(imported)).toEqual([]);
    expect(one(render.replace('<select value', '<select aria-label="Helper" value'))).toEqual([]);
  });
});
