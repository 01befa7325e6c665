/** ANSI colours for plain (non-Ink) output; identity functions when colour is off (not a TTY, NO_COLOR). */
export interface Paint {
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  bold(text: string): string;
  dim(text: string): string;
}

const wrap = (open: number, close: number) => (text: string) => `\u001B[${open}m${text}\u001B[${close}m`;
const plain = (text: string) => text;

export function createPaint(enabled: boolean): Paint {
  if (!enabled) return { red: plain, green: plain, yellow: plain, bold: plain, dim: plain };
  return {
    red: wrap(31, 39),
    green: wrap(32, 39),
    yellow: wrap(33, 39),
    bold: wrap(1, 22),
    dim: wrap(2, 22),
  };
}

/** Colours a verdict's status word: approved green, blocked red, needs review yellow. */
export function paintStatus(paint: Paint, status: 'approved' | 'blocked' | 'warning', text: string): string {
  return status === 'approved'
    ? paint.green(text)
    : status === 'blocked'
      ? paint.red(text)
      : paint.yellow(text);
}
