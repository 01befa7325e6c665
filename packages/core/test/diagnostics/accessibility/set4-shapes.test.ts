// Shapes from held-out set 4 of the real corpus (files kept in ../real-corpus/packages), reduced to the lines
// that decide each verdict. Each shape is checked both ways: the real code gets the real verdict, and a small
// change that removes the keyboard path (or adds one) flips it.
import { describe, expect, it } from 'vitest';
import { checkJsxAccessibility } from '../../../src/diagnostics/accessibility';
import { parseSource } from '../parse';

const check = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => [f.ruleId, f.line]);
const messages = (text: string, path = 'src/view.tsx') =>
  checkJsxAccessibility({ path, text }, parseSource(path, text).program).map((f) => f.message);

const CLICK = 'a11y/click-without-keyboard';
const TABINDEX = 'a11y/tabindex-positive';
const BUTTON_NAME = 'a11y/button-name';

describe('a focusable element with a key handler is keyboard-operable, role or not', () => {
  // react-datepicker 9.1.0, src/year.tsx (MIT): the year cell, roving tabIndex and Space turned into Enter.
  const year = `class Year extends Component {
  render() {
    for (let y = startPeriod; y <= endPeriod; y++) {
      yearsList.push(
        <div
          onClick={(event) => {
            this.onYearClick(event, y);
          }}
          onKeyDown={(event) => {
            if (isSpaceKeyDown(event)) {
              event.preventDefault();
              event.key = KeyType.Enter;
            }

            this.onYearKeyDown(event, y);
          }}
          tabIndex={Number(this.getYearTabIndex(y))}
          className={this.getYearClassNames(y)}
        >
          {this.getYearContent(y)}
        </div>,
      );
    }
  }
}`;

  it('is not reported', () => {
    expect(check(year, 'src/year.tsx')).toEqual([]);
  });

  it('without its tabIndex (or with tabIndex -1 written) and only text inside it cannot be reached: reported', () => {
    const textOnly = year.replace('{this.getYearContent(y)}', '2026');
    expect(check(textOnly.replace('tabIndex={Number(this.getYearTabIndex(y))}', ''), 'src/year.tsx')).toEqual(
      [[CLICK, 5]],
    );
    expect(
      check(textOnly.replace('tabIndex={Number(this.getYearTabIndex(y))}', 'tabIndex={-1}'), 'src/year.tsx'),
    ).toEqual([[CLICK, 5]]);
    // Content computed at run time may hold a control whose keys bubble to the handler: precision first.
    expect(check(year.replace('tabIndex={Number(this.getYearTabIndex(y))}', ''), 'src/year.tsx')).toEqual([]);
  });
});

describe("leaving full screen is the browser's Escape", () => {
  // react-carousel-photo-gallery 1.2.0, src/components/CarouselPhotoGallery.tsx (ISC): the close "X" of the
  // maximized view; Escape on the window closes it, and a fullscreenchange listener follows the browser's
  // own Escape out of full screen.
  const gallery = `const CarouselPhotoGallery = ({ children }) => {
    const [maximized, setMaximized] = React.useState(false);
    const [fullscreenMode, setFullscreenMode] = React.useState(false);
    React.useEffect(() => {
        const handleFullscreenChange = () => {
            if (document.fullscreenElement === null) {
                setFullscreenMode(false);
            }
        };
        window.addEventListener('keydown', handleKeyDown);
        document.addEventListener('fullscreenchange', handleFullscreenChange);
    }, []);
    const handleKeyDown = (event) => {
        if (event.key === 'Escape') {
            setMaximized(false);
        }
    };
    return (
        <div>
            {maximized && <span className="closeButton" onClick={() => { if (fullscreenMode) setFullscreenMode(false); else setMaximized(false); }}>X</span>}
        </div>
    );
};`;

  it('a close that leaves full screen or closes the view Escape closes is not reported', () => {
    expect(check(gallery, 'src/CarouselPhotoGallery.tsx')).toEqual([]);
  });

  it('without the fullscreenchange listener, or with a click that does something else, it is reported', () => {
    expect(
      check(
        gallery.replace("document.addEventListener('fullscreenchange', handleFullscreenChange);", ''),
        'src/CarouselPhotoGallery.tsx',
      ),
    ).toEqual([[CLICK, 20]]);
    expect(
      check(
        gallery.replace('else setMaximized(false);', 'else setMaximized(true);'),
        'src/CarouselPhotoGallery.tsx',
      ),
    ).toEqual([[CLICK, 20]]);
  });
});

describe('a spread of an object literal built in the file carries the keys assigned to it', () => {
  // @uiw/react-rate 4.22.3, src/index.tsx (MIT): each star gets onClick and onMouseMove only.
  const rate = `export default function Rate(props: RateProps = {}) {
  const { readOnly, onClick, onMouseMove, count } = props;
  return (
    <ul>
      {[...Array(count)].map((_, idx) => {
        const props: HTMLSpanProps = {};
        if (!readOnly) {
          props.onClick = (e) => onClick(e, idx);
          props.onMouseMove = (e) => onMouseMove(e, idx);
        }
        return (
          <span key={idx} {...props}>
            <span className="star">{character}</span>
          </span>
        );
      })}
    </ul>
  );
}`;

  it('the star is a click with no keyboard path', () => {
    expect(check(rate, 'src/index.tsx')).toEqual([[CLICK, 12]]);
  });

  it('a key handler assigned too, or the object escaping to code not seen, keeps it silent', () => {
    expect(
      check(
        rate.replace(
          'props.onMouseMove = (e) => onMouseMove(e, idx);',
          'props.onKeyDown = (e) => onClick(e, idx); props.role = "radio"; props.tabIndex = 0;',
        ),
        'src/index.tsx',
      ),
    ).toEqual([]);
    expect(
      check(
        rate.replace('props.onMouseMove = (e) => onMouseMove(e, idx);', 'decorate(props);'),
        'src/index.tsx',
      ),
    ).toEqual([]);
    expect(
      check(
        rate.replace('props.onMouseMove = (e) => onMouseMove(e, idx);', 'props[key] = handler;'),
        'src/index.tsx',
      ),
    ).toEqual([]);
  });
});

describe('a conditional tabIndex whose branches are visible', () => {
  // gatsby-theme-portfolio-minimal 4.6.5, src/components/Header/index.tsx (MIT): the side bar while open.
  const header = `function Header() {
    const [open, setOpen] = React.useState(false);
    return (
            <div
                className={classes.SideBarWrapper}
                aria-hidden={!open}
                tabIndex={open ? 1 : -1}
            >
                <nav className={classes.SideNavigationBar}>{navigationItems}</nav>
            </div>
    );
}`;

  it('is positive on one branch: reported, saying so', () => {
    expect(check(header, 'src/Header.tsx')).toEqual([[TABINDEX, 7]]);
    expect(messages(header, 'src/Header.tsx')[0]).toMatch(/tabindex="1".*one branch/);
  });

  it('0 or -1 on every branch, or a branch not visible, is not reported', () => {
    expect(check(header.replace('open ? 1 : -1', 'open ? 0 : -1'), 'src/Header.tsx')).toEqual([]);
    expect(check(header.replace('open ? 1 : -1', 'open ? order : -1'), 'src/Header.tsx')).toEqual([]);
  });
});

describe('a button whose only content is shown by a flag that is off by default', () => {
  // react-carousel-photo-gallery 1.2.0, src/components/CarouselPhotoGallery.tsx (ISC): the slide dots.
  const dots = `const CarouselPhotoGallery = ({ children, thumbs = [], displayThumbs = false }) => {
    return (
        <div>
            {children.map((item, index) => {
                return (
                    <button
                        key={index}
                        onClick={() => setActiveIndex(index)}
                    >
                        {displayThumbs && thumbs.length > 0 && thumbs[index] && (
                            <RadixTooltip title={<>{thumbs[index]}</>}>
                                <span>{thumbs[index]}</span>
                            </RadixTooltip>
                        )}
                    </button>
                );
            })}
        </div>
    );
};`;

  it('is unnamed by default: reported, naming the flag', () => {
    expect(check(dots, 'src/CarouselPhotoGallery.tsx')).toEqual([[BUTTON_NAME, 6]]);
    expect(messages(dots, 'src/CarouselPhotoGallery.tsx')[0]).toMatch(/displayThumbs/);
  });

  it('a flag on by default, one without a visible default, or an aria-label is not reported', () => {
    expect(
      check(dots.replace('displayThumbs = false', 'displayThumbs = true'), 'src/CarouselPhotoGallery.tsx'),
    ).toEqual([]);
    expect(
      check(dots.replace('displayThumbs = false', 'displayThumbs'), 'src/CarouselPhotoGallery.tsx'),
    ).toEqual([]);
    expect(
      check(dots.replace('key={index}', 'key={index} aria-label="Slide"'), 'src/CarouselPhotoGallery.tsx'),
    ).toEqual([]);
  });
});

describe('a key handler on a container whose content may hold controls: keys bubble from them', () => {
  // @blueprintjs/core, packages/core/src/components/popover/popover.tsx (Apache-2.0; the stored
  // palantir/blueprint mirror): the popover's handlers object, built in the file and spread onto its div,
  // dismisses on a click or on Enter/Space from a focused control inside the content.
  const popover = `class Popover extends AbstractPureComponent {
    renderPopover = () => {
        const popoverHandlers: HTMLDivProps = {
            onClick: this.handlePopoverClick,
            onKeyDown: event => Utils.isKeyboardClick(event) && this.handlePopoverClick(event),
        };
        if (this.isHoverInteractionKind()) {
            popoverHandlers.onMouseEnter = this.handleMouseEnter;
        }
        return (
            <div className={popoverClasses} ref={this.popoverRef} {...popoverHandlers}>
                <div className={Classes.POPOVER_CONTENT}>{this.props.content}</div>
            </div>
        );
    };
}`;

  it('is not reported', () => {
    expect(check(popover, 'src/popover.tsx')).toEqual([]);
  });

  it('with only text inside, nothing can receive the keys: reported', () => {
    expect(check(popover.replace('{this.props.content}', 'Close'), 'src/popover.tsx')).toEqual([[CLICK, 11]]);
  });
});
