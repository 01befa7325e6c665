// Hand labels for HELD-OUT SET 24, accessibility family, the DOWNLOAD-RANK SAMPLE, React names window A (packages marked
// `"heldOut": 24` in sources.json whose `kind` ends "; set 24 a11y (download-rank sample)"). The packages were drawn
// without categories, by the rule of the lead's RANK-SAMPLE-24 note (corpus METHOD.md, "Set 24's windows";
// record/sets-19-on.md, this file's paragraph): the names containing "react" in the environment's npm list, most
// downloaded first, from rank 6277 (the candidate after set 23's stop), walked in order until 10 kept or 200 probed.
// Written by reading the code and committed BEFORE any checker ran on these files; the checker's rule code was not read.
// Same format and rules as labels-held-out-23-a11y-rank.mjs and labels-held-out-22-a11y-rank.mjs (read their headers):
// one row per site, every intrinsic interactive or image element of each labelled file (styled elements of those tags
// included), every non-interactive element with a click-type handler (onClick, onDoubleClick, onContextMenu; a
// mouse-down handler that acts on a value is labelled as a click, set 22's lead; elements whose only handler starts a
// drag, or only hover handlers, are not sites), every `role="img"` element (set 12), every `<video>` / `<audio>`.
// Components, dynamic tags, and elements with only a composite, landmark, status, dialog, tabpanel, separator,
// progressbar or presentation role are not sites. `expect` is the rule a correct checker reports on the line where the
// element opens, or null (compliant, not decidable from the kept files, or no click action: precision first) with why.
// The conventions of sets 6-23 hold, with the lead's decisions (sets 21-23) and the session-32 convention (a click
// that only calls an optional callback the caller gives is judged as the element's click; a no-op default or a mode
// off by a default written in the kept files leaves it null; set 21's lead: a control under an optional prop with no
// written default is judged whenever it is shown). In particular: a placeholder or a title names a field; a name that
// only a prop with no visible default could give is not decidable; an alt from the caller's props is the caller's; a
// spread of the caller's props that may carry the missing name / key handler / alt makes the site null (set 23's lead:
// the package's own bare uses of an exported component are calls, not what the spread's source decides); a role is
// judged for the keyboard (set 18); a positive tabIndex is `a11y/tabindex-positive` on the attribute's line.
//
// Judgement calls for the lead (labelled the conservative way unless said; also in the record paragraph):
// - @charkour/react-reactions Hover.tsx:16 and HoverStyle.tsx:19: the exported wrappers' divs carry only hover
//   handlers and a style of their own; the onClick comes in through the caller's `{...rest}`, so they are labelled null
//   by the spread rule (set 23's lead). The package's own selectors and counters (src/components/*, not kept) pass
//   onClick to them with no role, tabIndex or key handler anywhere in the package: read through those uses, every
//   emoji picker and counter group is a mouse-only control. Kept as sites (rather than left out as hover-only
//   elements) because the package's clicks land on them.
// - @charkour/react-reactions FacebookCounter.tsx:54: the click's default only logs (lines 91-93), a no-op default
//   (session 32): null; click-without-keyboard if the caller's onClick is judged instead.
// - @charkour/react-reactions withActive.tsx:19: mouse-down / mouse-up that only set a pressed style: null, no action.
//
// Files were chosen per package by the rule (every library source file with a site; more than 12 → the 12 with the
// most sites, ties in path order), not by how easy they are to judge. These packages are never used to tune the
// checker: a change made after measuring them says so.
const CLICK = 'a11y/click-without-keyboard';

const a = (file, line, at, expect, reason) => ({ family: 'a11y', file, line, at, expect, reason });

const UBR = '@utrecht+button-react@3.0.3/src';
const CRR = '@charkour+react-reactions@0.11.0/src';
const UTB = '@utrecht+textbox-react@1.0.16/src';
const UCB = '@utrecht+checkbox-react@1.0.14/src';

export const HELD_OUT_24_A11Y_RANK_LABELS = [
  // @utrecht/button-react 3.0.3 (rank 6288; TSX in src/ beside dist/): one file (src/css.tsx and src/insert-style.ts
  // hold no JSX element; src/index.test.tsx is a test).
  a(
    `${UBR}/index.tsx`,
    62,
    '<button',
    null,
    "the design system's button: a native button whose content is the caller's icon, label and children (lines 80-82), with the caller's `{...restProps}` (line 78): named by the caller",
  ),

  // @charkour/react-reactions 0.11.0 (rank 6296; TSX in src/ beside dist/): five files. Most of the package's clickable
  // parts are its own components (`<Hover onClick>`, `<HoverStyle onClick>`, in src/components/*), calls of the
  // exported helpers whose divs are labelled here (set 23's lead: the package's own uses are calls).
  a(
    `${CRR}/components/custom/ReactionCounter.tsx`,
    71,
    '<div',
    CLICK,
    "the reaction counter: a div with onClick={onClick}, the caller's optional onClick (line 17, no default, line 31), cursor: pointer (line 98), and no role, tabIndex or key handler: judged as the element's click (session 32)",
  ),
  a(
    `${CRR}/components/facebook/FacebookCounter.tsx`,
    54,
    '<div ref={ref} style={counterStyle} onClick={onClick}>',
    null,
    "the Facebook-style counter: onClick = defaultProps.onClick (line 24), a default written in the file that only logs (`console.log('click')`, lines 91-93): a no-op default leaves it null (session 32)",
  ),
  a(
    `${CRR}/helpers/withActive.tsx`,
    19,
    '<div ref={ref} onMouseDown={handleMouseDown} onMouseUp={handleMouseUp}>',
    null,
    'the pressed-state wrapper: its mouse-down and mouse-up only set the `active` flag handed to the wrapped component as a style (lines 11-16, 20): no action on a value, so no click action to reach by keyboard',
  ),
  a(
    `${CRR}/helpers/Hover.tsx`,
    16,
    '<div',
    null,
    "the exported Hover wrapper: only hover handlers written (onMouseEnter / onMouseLeave, lines 18-19), then the caller's `{...rest}` (line 20), which carries any onClick and may carry a role, tabIndex and key handler alike: a spread that may carry the key handler, not decidable (set 23's spread rule)",
  ),
  a(
    `${CRR}/helpers/HoverStyle.tsx`,
    19,
    '<div {...rest} style={calculatedStyle}>',
    null,
    "the exported HoverStyle wrapper: the caller's `{...rest}` (line 19) is all it carries besides a style, so any onClick and any key handler are the caller's: not decidable (set 23's spread rule)",
  ),

  // @utrecht/textbox-react 1.0.16 (rank 6345; TSX in src/ beside dist/): one file.
  a(
    `${UTB}/index.tsx`,
    39,
    '<input',
    null,
    "the text box: the caller's `{...restProps}` first (line 40), which carries its id (for a label's htmlFor), aria-label or placeholder: a form primitive named by the caller, not decidable (set 23's @utrecht/radio-button-react)",
  ),

  // @utrecht/checkbox-react 1.0.14 (rank 6363; TSX in src/ beside dist/): one file.
  a(
    `${UCB}/index.tsx`,
    41,
    '<input',
    null,
    "the checkbox: the caller's `{...restProps}` first (line 42), which carries its id (for a label's htmlFor) or aria-label: a form primitive named by the caller, not decidable (set 23's @utrecht/radio-button-react)",
  ),
];
