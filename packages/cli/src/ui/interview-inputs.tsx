import { Box, type Key, Text, useInput } from 'ink';
import { createContext, useContext, useRef, useState } from 'react';

/** False when colours are off (NO_COLOR, not a terminal): Ink's chalk does not read NO_COLOR itself. */
export const ColourContext = createContext(true);

/** `{ color }` for an Ink Text when colours are on, nothing otherwise (bold, dim and inverse stay). */
export function useColourProp(color: string): { color?: string } {
  return useContext(ColourContext) ? { color } : {};
}

/**
 * The interview's two inputs, written on Ink's useInput rather than added as dependencies: a one-line text
 * field and an arrow-key list. Both are controlled by the screen and report Esc as "back".
 */

export interface TextFieldProps {
  value: string;
  onChange(value: string): void;
  onSubmit(value: string): void;
  onBack(): void;
}

// Pasted text may carry line breaks or tabs; the answer stays one line, the way the generator reads it.
const toPrintable = (input: string): string =>
  [...input.replace(/[\r\n\t]+/g, ' ')].filter((char) => char >= ' ' && char !== '\u007F').join('');

/** A single-line text field: typing appends, Backspace deletes, Enter submits (blank = skip), Esc goes back. */
export function TextField({ value, onChange, onSubmit, onBack }: TextFieldProps) {
  // Keys can arrive faster than React re-renders; the ref holds the text after the last key, not the last frame.
  const latest = useRef(value);
  latest.current = value;
  const change = (next: string) => {
    latest.current = next;
    onChange(next);
  };
  const notText = (key: Key) =>
    key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow;
  const cyan = useColourProp('cyan');
  useInput((input, key) => {
    if (key.return) onSubmit(latest.current);
    else if (key.escape) onBack();
    // Terminals send DEL (0x7f) for Backspace, which Ink reports as `delete`; both erase backwards.
    else if (key.backspace || key.delete) change(latest.current.slice(0, -1));
    // No cursor movement in a one-line field: arrows and control keys are ignored.
    else if (!notText(key) && input !== '') change(latest.current + toPrintable(input));
  });
  return (
    <Box flexDirection="column">
      <Text>
        <Text {...cyan}>› </Text>
        {value}
        <Text inverse> </Text>
      </Text>
      {value.trim() === '' ? <Text dimColor>(skip) Enter on an empty answer leaves it blank</Text> : null}
    </Box>
  );
}

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
}

export interface ChoiceListProps<T extends string> {
  choices: readonly Choice<T>[];
  initial?: T | undefined;
  /** What the project has now (the existing constitution's tier), marked "(current)" wherever the cursor is. */
  current?: T | undefined;
  onSubmit(value: T): void;
  onBack(): void;
}

/** A list chosen with ↑/↓ (wrapping) and Enter; Esc goes back. */
export function ChoiceList<T extends string>({
  choices,
  initial,
  current,
  onSubmit,
  onBack,
}: ChoiceListProps<T>) {
  const start = Math.max(
    0,
    choices.findIndex((choice) => choice.value === initial),
  );
  const [index, setIndex] = useState(start);
  const cyan = useColourProp('cyan');
  // As in TextField: Enter right after ↓ must pick the row ↓ moved to, even before the re-render.
  const latest = useRef(index);
  latest.current = index;
  const move = (by: number) => {
    latest.current = (latest.current + by + choices.length) % choices.length;
    setIndex(latest.current);
  };
  useInput((_input, key) => {
    if (key.upArrow) move(-1);
    else if (key.downArrow) move(1);
    else if (key.escape) onBack();
    else if (key.return) {
      const choice = choices[latest.current];
      if (choice) onSubmit(choice.value);
    }
  });
  return (
    <Box flexDirection="column">
      {choices.map((choice, i) => (
        <Text key={choice.value} {...(i === index ? cyan : {})}>
          {i === index ? '❯ ' : '  '}
          {choice.label}
          {choice.value === current ? <Text dimColor> (current)</Text> : null}
          {choice.description ? <Text dimColor> — {choice.description}</Text> : null}
        </Text>
      ))}
    </Box>
  );
}

/** `[██████░░░░] 6/16 answered`: the share of primer questions with a non-blank answer. */
export function ProgressBar({
  answered,
  total,
  width = 20,
}: {
  answered: number;
  total: number;
  width?: number;
}) {
  const green = useColourProp('green');
  const filled = total === 0 ? 0 : Math.round((answered / total) * width);
  return (
    <Text>
      [<Text {...green}>{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(width - filled)}</Text>] {answered}/{total} answered
    </Text>
  );
}
