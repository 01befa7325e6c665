import { useId } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The 1–5 star rating as a native radio group: one tab stop, arrow keys choose, each star is named
 * ("3 stars"), and the chosen value is what gets sent (the original always sent 5).
 */
export function StarRating({
  value,
  onChange,
  describedBy,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  describedBy?: string;
}) {
  const name = useId();
  return (
    <fieldset className="journey-stars" aria-describedby={describedBy}>
      <legend className="field-label">Rating</legend>
      <div className="journey-stars-row">
        {STARS.map((star) => (
          <label key={star} className="journey-star" data-filled={value !== null && star <= value}>
            <input
              type="radio"
              className="visually-hidden-input"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
            />
            <span aria-hidden="true" className="journey-star-glyph">
              {value !== null && star <= value ? '★' : '☆'}
            </span>
            <span className="visually-hidden">{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
        <span className="journey-stars-value" aria-hidden="true">
          {value === null ? 'Not rated' : `${value} of 5`}
        </span>
      </div>
    </fieldset>
  );
}
