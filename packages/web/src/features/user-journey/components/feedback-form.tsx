import type { JourneyUserType } from '@charter/core';
import { RATING_MESSAGE } from '@charter/core';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { toIssues } from '../utils/format-journey';
import { StarRating } from './star-rating';

export interface FeedbackValues {
  rating: number;
  userType: JourneyUserType;
  feedback: string;
  issues: string[];
}

const USER_TYPES = [
  { value: 'new', label: 'New to Charter' },
  { value: 'experienced', label: 'Experienced with Charter' },
] as const;

/** Shown once every step is complete: the rating is required, the rest is optional. */
export function FeedbackForm({
  defaultUserType,
  submitting,
  onSubmit,
}: {
  defaultUserType: JourneyUserType;
  submitting: boolean;
  onSubmit: (values: FeedbackValues) => void;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [userType, setUserType] = useState<JourneyUserType>(defaultUserType);
  const [feedback, setFeedback] = useState('');
  const [issues, setIssues] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setError(RATING_MESSAGE);
      return;
    }
    setError(null);
    onSubmit({ rating, userType, feedback, issues: toIssues(issues) });
  };

  return (
    <form className="form stack" onSubmit={submit} aria-label="Test feedback" noValidate>
      <StarRating
        value={rating}
        onChange={(value) => {
          setRating(value);
          setError(null);
        }}
        describedBy={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <SelectField
        label="Your experience"
        options={USER_TYPES}
        value={userType}
        onChange={(event) => setUserType(event.target.value as JourneyUserType)}
      />
      <TextAreaField
        label="Feedback"
        value={feedback}
        maxLength={5000}
        onChange={(event) => setFeedback(event.target.value)}
        hint="What worked, what did not."
      />
      <TextAreaField
        label="Issues"
        value={issues}
        rows={3}
        onChange={(event) => setIssues(event.target.value)}
        hint="One issue per line; they are counted across tests."
      />
      <div className="button-row">
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting…' : 'Submit Feedback'}
        </Button>
      </div>
    </form>
  );
}
