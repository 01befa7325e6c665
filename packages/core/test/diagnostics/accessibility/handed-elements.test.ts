// An element handed to a component as a prop value (`inputAs={<input />}`, `render={<a href="#" />}`) is
// rendered by that component, which may put its own content or props into it: react-datepicker clones the
// picker's id, placeholder and aria-labelledby into `customInput`; Base UI's `render` renders the host's
// children inside the element. Not decidable when the component gets something that names it; reported when
// nothing anywhere could. Shapes from real published code (the corpus's packages, and stored mirrors).
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const FORM_LABEL = 'a11y/form-label';
const LINK_NAME = 'a11y/link-name';
const BUTTON_NAME = 'a11y/button-name';

describe('a field handed to a component that gets its name', () => {
  // gatsby-theme-apollo-docs 6.0.0, src/components/search.js (MIT): the search input is handed to
  // @apollo/space-kit's TextField as `inputAs`; the TextField gets the placeholder and wires the field.
  const search = `import React, {useRef} from 'react';
import {TextField} from '@apollo/space-kit/TextField';

export default function Search(props) {
  const inputRef = useRef(null);
  return (
    <TextField
      type="search"
      size="large"
      inputAs={
        <input
          ref={inputRef}
          id="input"
          style={{ fontSize: 16 }}
        />
      }
      onChange={props.onChange}
      placeholder={\`Search \${props.siteName}\`}
    />
  );
}`;

  const PLACEHOLDER = /placeholder=\{`[^`]*`\}/.exec(search)?.[0] ?? 'missing';

  it('is not decidable when the component gets a placeholder (apollo docs Search)', () => {
    expect(search).toContain(PLACEHOLDER);
    expect(check(search, 'src/components/search.js')).toEqual([]);
    // A label, or a spread of the caller's props, may name it too.
    const labelled = search.replace(PLACEHOLDER, 'label="Search"');
    expect(check(labelled)).toEqual([]);
    expect(check(search.replace(PLACEHOLDER, '{...props}'))).toEqual([]);
    // Nested inside what is handed over.
    const nested = search.replace('<input', '<div><input').replace('/>\n      }', '/></div>\n      }');
    expect(nested).toContain('/></div>');
    expect(check(nested)).toEqual([]);
    expect(check(nested.replace(PLACEHOLDER, ''))).toEqual([[FORM_LABEL, 11]]);
  });

  it('is reported when the component gets nothing that could name the field', () => {
    expect(check(search.replace(PLACEHOLDER, 'value={props.value}'))).toEqual([[FORM_LABEL, 11]]);
  });

  it('the same input rendered as a child of that component is judged as before', () => {
    const child = `import React from 'react';
import {Field} from 'somewhere';
export const Search = (props) => (
  <Box placeholder="Search">
    <input id="input" />
  </Box>
);`;
    expect(check(child)).toEqual([[FORM_LABEL, 5]]);
  });
});

describe('a link or button handed to a component that renders its children inside it', () => {
  // shadcn-ui/ui at 1773ecf (MIT), apps/v4/examples/base/sidebar-rsc.tsx: Base UI's `render` prop; the menu
  // button renders its children (the project's icon and name) inside the link.
  const sidebar = `import { SidebarMenuButton, SidebarMenuItem } from "@/components/ui/sidebar"

export function NavProjects({ projects }) {
  return projects.map((project) => (
    <SidebarMenuItem key={project.name}>
      <SidebarMenuButton render={<a href={project.url} />}>
        <project.icon />
        <span>{project.name}</span>
      </SidebarMenuButton>
    </SidebarMenuItem>
  ))
}`;

  // shadcn-ui/ui at 1773ecf (MIT), apps/v4/examples/base/bubble-link-button.tsx: a chat bubble rendered as a
  // button whose text is the bubble's children.
  const bubble = `import { toast } from "sonner"
import { Bubble, BubbleContent } from "@/styles/base-rhea/ui/bubble"

export function BubbleLinkButtonDemo() {
  return (
    <Bubble variant="tinted" align="end">
      <BubbleContent
        render={
          <button onClick={() => toast("You clicked forgot password")} />
        }
      >
        I forgot my password
      </BubbleContent>
    </Bubble>
  )
}`;

  it('is named by the component’s children (shadcn sidebar link, bubble button)', () => {
    expect(check(sidebar)).toEqual([]);
    expect(check(bubble)).toEqual([]);
  });

  it('is reported when neither its content nor the component’s names it', () => {
    const iconOnly = `import { XIcon } from "lucide-react"
import { Button } from "@/components/ui/button"
export const Close = () => (
  <Button size="icon" render={<a href="/" />}>
    <XIcon />
  </Button>
)`;
    expect(check(iconOnly)).toEqual([[LINK_NAME, 4]]);
    expect(check(bubble.replace('I forgot my password', ''))).toEqual([[BUTTON_NAME, 9]]);
    // A label-like prop on the component, or a spread, may name it.
    expect(check(iconOnly.replace('size="icon"', 'aria-label="Close"'))).toEqual([]);
    expect(check(iconOnly.replace('size="icon"', '{...props}'))).toEqual([]);
  });
});
