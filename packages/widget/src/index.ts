import r2wc from '@r2wc/react-to-web-component';
import { Chat } from './chat';

export type { ChatProps } from './chat';

const TAG = 'charter-chat';
// r2wc's own symbols (registered with Symbol.for): its props bag and its render step.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

// Preact's component type is not React's; at run time React is Preact (the build's aliases).
const Base = r2wc(Chat as unknown as Parameters<typeof r2wc>[0], {
  shadow: 'open',
  props: { server: 'string', project: 'string', theme: 'string', placeholder: 'string' },
}) as unknown as { new (): HTMLElement; readonly observedAttributes: string[] };

type Internals = Record<symbol, unknown> & { [RENDER]: () => void };

/**
 * `<charter-chat server key project theme open placeholder>`. `key` and `open` are read here: React
 * reserves the prop name `key` (so React hosts write the same key as `publishable-key`), and r2wc reads an
 * empty boolean attribute (`open`) as absent.
 */
export class CharterChatElement extends Base {
  static override get observedAttributes(): string[] {
    return [...Base.observedAttributes, 'key', 'publishable-key', 'open'];
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    const self = this as unknown as Internals;
    const props = self[PROPS] as Record<string, unknown>;
    if (name === 'key' || name === 'publishable-key') props.widgetKey = value ?? undefined;
    else if (name === 'open') props.open = value !== null && value !== 'false';
    else {
      (
        Base.prototype as unknown as {
          attributeChangedCallback(n: string, o: string | null, v: string | null): void;
        }
      ).attributeChangedCallback.call(this, name, old, value);
      return;
    }
    self[RENDER]();
  }
}

/** Registers the tag once (a page may load the script twice). */
export function defineCharterChat(): void {
  if (typeof customElements !== 'undefined' && !customElements.get(TAG))
    customElements.define(TAG, CharterChatElement);
}

defineCharterChat();
