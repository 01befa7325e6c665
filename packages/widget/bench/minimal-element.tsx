// The baseline `pnpm bench` compares the widget's size with: the smallest Preact + r2wc custom element,
// built with the same tsup settings. The ratio says what the chat itself costs above the framework.
import r2wc from '@r2wc/react-to-web-component';

function Hello(props: { name?: string }) {
  return <p>Hello {props.name}</p>;
}

customElements.define(
  'minimal-element',
  r2wc(Hello as unknown as Parameters<typeof r2wc>[0], { shadow: 'open', props: { name: 'string' } }),
);
