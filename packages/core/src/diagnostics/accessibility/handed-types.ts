import type { InertClick } from './inert-click';

// The project-wide index of what JSX elements hand components other modules define: its types, shared by the
// module that collects it (handed-props.ts), the one that reads it (caller-props.ts) and the checker's imports.

/**
 * What a JSX element hands one prop of a component another module defines, as far as the rules need it:
 * a static value, an empty object (a spread of it adds nothing), a click handler that does nothing a keyboard
 * user would miss, or something else (`unknown`).
 */
export type HandedValue =
  | { kind: 'literal'; value: string }
  | { kind: 'empty-object' }
  | { kind: 'inert-click'; why: InertClick }
  /**
   * `value={<ShiftIcon />}`: an element of a component the caller imports relatively, with no attribute that may
   * name it and no child; `from` is the caller's module (set by the project; absent for the file's own callers).
   */
  | { kind: 'element'; specifier: string; name: string; from?: string }
  | { kind: 'unknown' };

/** One JSX element of a module rendering a component it imports relatively: `<LongString ctrlClick={…} />`. */
export interface HandedProps {
  specifier: string;
  /** The export the element renders: `default` or the imported name. */
  name: string;
  /** The element spreads props: a prop it does not write after its last spread may be anything. */
  spread: boolean;
  /** What it writes for each prop (`unknown` for a prop written before a spread). */
  props: ReadonlyMap<string, HandedValue>;
}

/** The elements of other modules that render one export of the file being checked; none known: `undefined`. */
export type CallerLookup = (exportName: string) => readonly HandedProps[] | undefined;
