// Shapes from held-out set 22's accessibility misses (files kept in ../real-corpus/packages): a control that acts or
// is rendered only under a mode off by a default written in the file is not reported.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);

const CLICK = 'a11y/click-without-keyboard';

describe('modes off by a written default', () => {
  // aspect-ui@0.0.76 (MIT) app/src/components/Image/Image.tsx:26-60, reduced (labelled null: the lightbox is off
  // under `lightbox = false`).
  const image = (
    fallback: string,
  ) => `export const Image = ({ src, alt, lightbox = ${fallback} }: ImageProps) => {
  const [isLightboxOpen, setLightboxOpen] = useState(false)
  return (
    <figure
      className="relative"
      onClick={() => (lightbox ? setLightboxOpen(true) : null)}
    >
      <img src={src} alt={alt} />
    </figure>
  )
}
`;
  it("an arrow's conditional expression whose default branch is null does nothing", () => {
    expect(check(image('false'))).toEqual([]);
    expect(check(image('true'))).toEqual([[CLICK, 4]]);
  });

  // aspect-ui@0.0.76 (MIT) app/src/components/Input/Input.tsx:24-71, reduced (labelled null: the password toggle is
  // rendered only under `type === "password"`, with `type = "text"` written as the default).
  const input = (fallback: string) => `export const Input = forwardRef<HTMLInputElement, InputProps>(
  ({ label, type = ${fallback}, onChange, ...rest }, ref) => {
    const [isShown, setIsShown] = useState(false)
    const handleClick = () => setIsShown(!isShown)
    return (
      <div className='relative'>
        <input ref={ref} aria-label={label} type={type} onChange={onChange} />
        {type === "password" &&
          <Tooltip>
            <TooltipAction>
              <div onClick={handleClick}>
                {isShown ? <Show /> : <Hide />}
              </div>
            </TooltipAction>
          </Tooltip>
        }
      </div>
    )
  }
)
`;
  it('a control rendered only when a prop equals a literal its written default is not', () => {
    expect(check(input('"text"'))).toEqual([]);
    expect(check(input('"password"'))).toEqual([[CLICK, 11]]);
  });
});

describe('defaultProps written as a named object', () => {
  // bee-drawer@0.0.7 (MIT) src/Drawer.js:26-39, :110-116 and :223-224, reduced (labelled null: the close span is
  // rendered only under `showClose`, false in the defaultProps object assigned by name).
  const drawer = (fallback: string) => `import React, { Component } from 'react';
const defaultProps = {
	show: false,
	showClose: ${fallback},
}
class Drawer extends Component {
	fCloseClick() {
		const {onClose} = this.props;
		onClose && onClose();
	}
	renderClose() {
		const {showClose, closeIcon} = this.props;
		return (
			showClose ? <span className="drawer-close" onClick={this.fCloseClick}>{closeIcon}</span> : null
		)
	}
	render() {
		return <div className="drawer">{this.renderClose()}</div>;
	}
}
Drawer.defaultProps = defaultProps;
export default Drawer;
`;
  it('a control under a flag false in the named defaultProps object is not reported', () => {
    expect(check(drawer('false'), 'src/Drawer.js')).toEqual([]);
    expect(check(drawer('true'), 'src/Drawer.js')).toEqual([[CLICK, 14]]);
  });
});
