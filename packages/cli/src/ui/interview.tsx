import {
  EMPTY_PRIMER_ANSWERS,
  PRIMER_FIELDS,
  PRIMER_KEYS,
  PRIMER_STEPS,
  PROJECT_TIERS,
  type PrimerAnswers,
  type PrimerKey,
  type ProjectTier,
  TECHNICAL_EXPERIENCE,
  type TechnicalExperience,
} from '@charter/core';
import { Box, render, Text, useInput } from 'ink';
import { type ReactNode, useState } from 'react';
import {
  countAnswered,
  INTERVIEW_STEPS,
  type InterviewResult,
  type InterviewStep,
  toGuidance,
  toStepText,
} from '../services/primer/interview-steps';
import { describeTierLimits } from '../services/primer/tier-constitution';
import {
  type Choice,
  ChoiceList,
  ColourContext,
  ProgressBar,
  TextField,
  useColourProp,
} from './interview-inputs';
import { Summary, type SummaryChoice } from './interview-summary';

const EXPERIENCE_CHOICES: readonly Choice<TechnicalExperience>[] = TECHNICAL_EXPERIENCE.map((value) => ({
  value,
  label: value,
  description: {
    beginner: 'an example and the step’s purpose with every question',
    intermediate: 'an example with every question',
    advanced: 'the questions only',
  }[value],
}));

const TIER_CHOICES: readonly Choice<ProjectTier>[] = PROJECT_TIERS.map((value) => ({
  value,
  label: value,
  description: describeTierLimits(value),
}));

const SKIP = '';

export interface InterviewProps {
  /** Answers to start from (the tier defaults to the existing constitution's). */
  initial?: Partial<InterviewResult> | undefined;
  /** The tier of the constitution in force, marked "(current)"; absent when the project has none yet. */
  currentTier?: ProjectTier | undefined;
  onDone(result: InterviewResult): void;
  onCancel(): void;
}

/**
 * The primer interview: experience, tier, then the 16 primer questions one at a time, with a progress bar,
 * Esc to go back (answers kept) and a summary to confirm or edit from.
 */
export function Interview({ initial, currentTier, onDone, onCancel }: InterviewProps) {
  const summaryIndex = INTERVIEW_STEPS.length;
  const [index, setIndex] = useState(0);
  const [experience, setExperience] = useState<TechnicalExperience>(initial?.experience ?? 'beginner');
  const [tier, setTier] = useState<ProjectTier>(initial?.tier ?? 'standard');
  const [answers, setAnswers] = useState<PrimerAnswers>({ ...EMPTY_PRIMER_ANSWERS, ...initial?.answers });
  // Set when a question was opened from the summary: submitting it returns there instead of going on.
  const [editing, setEditing] = useState(false);

  const magenta = useColourProp('magenta');
  useInput((input, key) => {
    if (key.ctrl && input === 'c') onCancel();
  });

  const forward = () => setIndex((i) => (editing ? summaryIndex : i + 1));
  const back = () => setIndex((i) => Math.max(0, i - 1));
  const setAnswer = (key: PrimerKey, value: string) => setAnswers((all) => ({ ...all, [key]: value }));
  const result: InterviewResult = { experience, tier, answers };

  if (index >= summaryIndex) {
    const choose = (choice: SummaryChoice) => {
      if (choice === 'confirm') return onDone(result);
      setEditing(true);
      setIndex(
        INTERVIEW_STEPS.findIndex((step) =>
          step.kind === 'question' ? step.key === choice : step.kind === choice,
        ),
      );
    };
    return (
      <Box flexDirection="column">
        <Header index={index} answers={answers} />
        <Summary result={result} onChoose={choose} onBack={back} />
      </Box>
    );
  }

  const step = INTERVIEW_STEPS[index] as InterviewStep;
  const text = toStepText(step);
  const guidance = toGuidance(experience);
  let input: ReactNode;
  if (step.kind === 'experience') {
    input = (
      <ChoiceList
        choices={EXPERIENCE_CHOICES}
        initial={experience}
        onSubmit={(value) => {
          setExperience(value);
          forward();
        }}
        onBack={back}
      />
    );
  } else if (step.kind === 'tier') {
    input = (
      <ChoiceList
        choices={TIER_CHOICES}
        initial={tier}
        current={currentTier}
        onSubmit={(value) => {
          setTier(value);
          forward();
        }}
        onBack={back}
      />
    );
  } else {
    const field = PRIMER_FIELDS[step.key];
    const key = step.key;
    input = field.options ? (
      <ChoiceList
        choices={[
          ...field.options.map((option) => ({ value: option, label: option })),
          { value: SKIP, label: '(skip)', description: 'leave it blank' },
        ]}
        initial={answers[key] || undefined}
        onSubmit={(value) => {
          setAnswer(key, value);
          forward();
        }}
        onBack={back}
      />
    ) : (
      <TextField
        value={answers[key]}
        onChange={(value) => setAnswer(key, value)}
        onSubmit={(value) => {
          setAnswer(key, value.trim());
          forward();
        }}
        onBack={back}
      />
    );
  }
  const primerStep = step.kind === 'question' ? PRIMER_STEPS[step.stepIndex] : undefined;
  const example =
    step.kind === 'question' && !PRIMER_FIELDS[step.key].options && guidance.example
      ? PRIMER_FIELDS[step.key].placeholder
      : undefined;

  return (
    <Box flexDirection="column">
      <Header index={index} answers={answers} />
      {primerStep && step.kind === 'question' ? (
        <Text {...magenta}>
          Step {step.stepIndex + 1} of {PRIMER_STEPS.length}: {primerStep.title}
          {guidance.stepDescription ? <Text dimColor> — {primerStep.description}</Text> : null}
        </Text>
      ) : null}
      <Box marginTop={1} flexDirection="column">
        <Text bold>{text.question}</Text>
        <Text dimColor>Why it matters: {text.whyItMatters}</Text>
        {example ? <Text dimColor>e.g. {example}</Text> : null}
      </Box>
      <Box marginTop={1} key={index}>
        {input}
      </Box>
      <Text dimColor>
        {step.kind === 'question' && !PRIMER_FIELDS[step.key].options
          ? 'Enter next'
          : '↑/↓ choose · Enter next'}
        {index > 0 ? ' · Esc back' : ''}
        {editing ? ' (Enter returns to the summary)' : ''} · Ctrl+C quit
      </Text>
    </Box>
  );
}

function Header({ index, answers }: { index: number; answers: PrimerAnswers }) {
  const cyan = useColourProp('cyan');
  const position =
    index >= INTERVIEW_STEPS.length ? 'Summary' : `Question ${index + 1} of ${INTERVIEW_STEPS.length}`;
  return (
    <Text>
      <Text bold {...cyan}>
        Charter primer
      </Text>{' '}
      · {position} · <ProgressBar answered={countAnswered(answers)} total={PRIMER_KEYS.length} />
    </Text>
  );
}

/**
 * Runs the interview on a terminal and answers the confirmed result, or null when the owner quits with
 * Ctrl+C. Drawn on `output` (stderr in the command) so standard output stays for the report.
 */
export async function runInterview(options: {
  stdin: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  initial?: Partial<InterviewResult>;
  currentTier?: ProjectTier | undefined;
  /** useColour(io, 'stderr'): NO_COLOR and non-terminals get no colours. */
  colour: boolean;
}): Promise<InterviewResult | null> {
  let outcome: InterviewResult | null = null;
  const instance = render(
    <ColourContext.Provider value={options.colour}>
      <Interview
        initial={options.initial}
        currentTier={options.currentTier}
        onDone={(result) => {
          outcome = result;
          instance.unmount();
        }}
        onCancel={() => instance.unmount()}
      />
    </ColourContext.Provider>,
    {
      stdin: options.stdin as NodeJS.ReadStream,
      stdout: options.output as NodeJS.WriteStream,
      exitOnCtrlC: false,
      patchConsole: false,
    },
  );
  await instance.waitUntilExit();
  // Ink unrefs stdin when it lets go of raw mode; the confirmation prompt that follows reads it again, and
  // an unref'd stdin would let the process exit in the middle of that prompt.
  (options.stdin as { ref?: () => void }).ref?.();
  return outcome;
}
