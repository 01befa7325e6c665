/**
 * Typed JSX for hosts: `import type {} from '@charter/widget/jsx'` lets React (and Preact) apps write
 * `<charter-chat server="…" publishable-key="…" />` with checked attributes.
 */
export type CharterChatAttributes = {
  server: string;
  /** A publishable widget key (charter_pk_…). React reserves `key`, so React hosts use this name. */
  'publishable-key': string;
  project?: string;
  theme?: 'light' | 'dark' | 'auto';
  open?: boolean | '';
  placeholder?: string;
  class?: string;
  className?: string;
  style?: unknown;
  id?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'charter-chat': CharterChatAttributes;
    }
  }
}
