import type { ElementNode } from './element';
import { toHandlerBody } from './handler-text';

/**
 * A carousel's arrow or slide whose click only moves the carousel, in a file that shows the carousel's dots: the
 * dots are buttons that reach every slide by keyboard, so the same result has a keyboard path in the same widget
 * (the corpus convention for a mouse-only control whose result the widget gives by keyboard). Two shapes: the
 * previous / next arrows of @antv/gatsby-theme-antv@1.1.17 site/components/Cases.tsx:40-48 (MIT; `slider.slickPrev()`
 * on a react-slick Slider given `dots: cases.length > 1`), and the slides of react-img-carousel@3.0.4
 * src/index.jsx:690 and :707 (MIT; `this.goToSlide(clickedIndex)`, with `dots: true` in its defaultProps). Read from
 * the file's text: the handler (inline, or defined in the file under its name) makes at least one slide move
 * (`slickPrev`, `slickNext`, `slickGoTo`, `goToSlide`, `slideTo`, `slidePrev`, `slideNext`, `prevSlide`,
 * `nextSlide`) and no other call but reads (`parseInt`, `getAttribute`, `Math.abs`…), and assigns nothing outside
 * its declarations; and the file turns the dots on (`dots: …` or `dots={…}` not written `false`, or a bare `dots`
 * attribute). Anything else is judged as before.
 */
export function movesCarouselBesideDots(element: ElementNode, text: string): boolean {
  const click = element.attributes.get('onclick');
  if (!click || click.value !== null || !SHOWS_DOTS.test(text)) return false;
  const body = toHandlerBody(text.slice(click.start, click.end), text);
  if (!body) return false;
  let moves = false;
  for (const [, callee = ''] of body.matchAll(/([\w$.]+)\s*\(/g)) {
    const method = callee.slice(callee.lastIndexOf('.') + 1);
    if (callee === 'if' || READS.has(method)) continue;
    if (!SLIDE_MOVES.has(method)) return false;
    moves = true;
  }
  const statements = body.replace(/\b(?:const|let|var)\s+[^=;]+=/g, '');
  return moves && !/[^=!<>]=(?![=>])/.test(statements);
}

const SLIDE_MOVES = new Set([
  'slickPrev',
  'slickNext',
  'slickGoTo',
  'goToSlide',
  'slideTo',
  'slidePrev',
  'slideNext',
  'prevSlide',
  'nextSlide',
]);

/** Calls that only read or convert (the clicked slide's index, a drag distance). */
const READS = new Set([
  'parseInt',
  'parseFloat',
  'Number',
  'getAttribute',
  'abs',
  'min',
  'max',
  'round',
  'floor',
]);

/** `dots: true`, `dots: cases.length > 1`, `dots={…}`, `<Slider dots>`; not `dots: false` or `dots={false}`. */
const SHOWS_DOTS =
  /\bdots\s*:\s*(?!false\b)[^,}\s]|\sdots\s*=\s*\{\s*(?!false\b)[^}\s]|<[\w.]+[^<>]*\sdots[\s/>]/;
