import { PRIMER_FIELDS, PRIMER_KEYS, type PrimerKey, toCompletion } from '@charter/core';
import { Box, Text } from 'ink';
import { EXPERIENCE_QUESTION, type InterviewResult, TIER_QUESTION } from '../services/primer/interview-steps';
import { describeTierLimits } from '../services/primer/tier-constitution';
import { type Choice, ChoiceList } from './interview-inputs';

/** A summary row: confirm, or the step to go back to and edit. */
export type SummaryChoice = 'confirm' | 'experience' | 'tier' | PrimerKey;

const MAX_SHOWN = 70;
const shorten = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_SHOWN ? `${line.slice(0, MAX_SHOWN - 1)}…` : line;
};

export interface SummaryProps {
  result: InterviewResult;
  onChoose(choice: SummaryChoice): void;
  onBack(): void;
}

/** Every answer on one screen; Enter on the first row confirms, on any other row goes back to edit it. */
export function Summary({ result, onChoose, onBack }: SummaryProps) {
  const answerRow = (key: PrimerKey): Choice<SummaryChoice> => {
    const answer = shorten(result.answers[key]);
    return { value: key, label: `${PRIMER_FIELDS[key].label}: ${answer === '' ? '(skipped)' : answer}` };
  };
  const choices: Choice<SummaryChoice>[] = [
    { value: 'confirm', label: 'Confirm — generate the primer and show the changes' },
    { value: 'experience', label: `${EXPERIENCE_QUESTION.label}: ${result.experience}` },
    {
      value: 'tier',
      label: `${TIER_QUESTION.label}: ${result.tier}`,
      description: describeTierLimits(result.tier),
    },
    ...PRIMER_KEYS.map(answerRow),
  ];
  return (
    <Box flexDirection="column">
      <Text bold>Summary</Text>
      <Text>
        Primer completeness: {toCompletion(result.answers)}% of the 16 primer questions answered. Blank
        answers appear in the primer as questions for the owner.
      </Text>
      <Box marginTop={1}>
        <ChoiceList choices={choices} initial="confirm" onSubmit={onChoose} onBack={onBack} />
      </Box>
      <Text dimColor>↑/↓ move · Enter confirms or edits the row · Esc back to the last question</Text>
    </Box>
  );
}
