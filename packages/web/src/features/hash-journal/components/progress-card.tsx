import { DAILY_WORD_GOAL, goalPercent } from '@charter/core';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { plural } from '../utils/local-day';

interface ProgressCardProps {
  wordsToday: number;
  streak: number;
}

/** Today's words against the daily goal (the bar stops at 100%) and the current streak. */
export function ProgressCard({ wordsToday, streak }: ProgressCardProps) {
  const left = Math.max(0, DAILY_WORD_GOAL - wordsToday);
  return (
    <Card as="section" aria-labelledby="journal-progress-title" className="journal-progress">
      <h2 id="journal-progress-title" className="card-title">
        Today’s progress
      </h2>
      <p className="journal-progress-figure">
        <strong>{wordsToday.toLocaleString('en-US')}</strong> of {DAILY_WORD_GOAL} words today
      </p>
      <ProgressBar label="Daily word goal" value={goalPercent(wordsToday)} color="secondary" />
      <p className="journal-muted">
        {left > 0 ? `${plural(left, 'word')} to reach today’s goal.` : 'Goal reached for today.'}
      </p>
      <p className="journal-streak">
        Current streak: <strong>{plural(streak, 'day')}</strong>
      </p>
    </Card>
  );
}
