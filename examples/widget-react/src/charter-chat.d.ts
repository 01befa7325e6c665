// Typed JSX for the tag (server, publishable-key, project, theme, open, placeholder), from the widget.
import type { CharterChatAttributes } from '@charter/widget/jsx';
import type { RefAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'charter-chat': CharterChatAttributes & RefAttributes<HTMLElement>;
    }
  }
}
