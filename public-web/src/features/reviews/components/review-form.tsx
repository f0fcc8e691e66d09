import { REVIEW_LIMITS, type OwnReview } from '@directory/shared';
import { type FormEvent, Fragment, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Stack } from '../../../ui/layout';
import { TextField } from '../../../ui/text-field';
import { Typography } from '../../../ui/typography';
import { StarBorderIcon } from '../../../ui/icons/star-border';
import { StarIcon } from '../../../ui/icons/star';
import { fieldErrorsOf, messageOf } from '../../../lib/api-client';
import { useEditReview, useWriteReview } from '../api/reviews-api';
import styles from './review-form.module.css';

interface ReviewFormProps {
  slug: string;
  /** The account's review of this business, to edit; none to write a new one. */
  editing?: OwnReview;
  onDone?: (written: OwnReview) => void;
  onCancel?: () => void;
}

const { min, max } = REVIEW_LIMITS.text;
const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** Why a write failed, in the visitor's words. */
function failure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) {
    return 'You have already reviewed this business. Edit your review instead.';
  }
  return messageOf(error);
}

/** Writes or edits the signed-in account's review: a rating of 1–5 and 20–5 000 characters of plain text. */
export function ReviewForm({ slug, editing, onDone, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState<number | null>(editing?.rating ?? null);
  const ratingId = useId();
  const [text, setText] = useState(editing?.text ?? '');
  const [touched, setTouched] = useState(false);
  const write = useWriteReview(slug);
  const edit = useEditReview(slug);
  const call = editing ? edit : write;
  const length = text.trim().length;
  const textError =
    length < min
      ? `Write at least ${min} characters (${length} so far)`
      : length > max
        ? `At most ${max} characters`
        : null;
  const errors = fieldErrorsOf(call.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!rating || textError) return;
    const input = { rating, text: text.trim() };
    const done = ({ review }: { review: OwnReview }) => onDone?.(review);
    if (editing) edit.mutate({ id: editing.id, ...input }, { onSuccess: done });
    else write.mutate(input, { onSuccess: done });
  };

  return (
    <form id="write-review" method="post" noValidate onSubmit={submit}>
      <Stack spacing={1.5}>
        <div>
          <Typography component="legend" variant="body2" id={`${ratingId}-legend`} className={styles.legend}>
            Your rating
          </Typography>
          {/*
           * MUI's Rating, without its runtime: five radio inputs named 'rating', each with its label '1 star' …
           * '5 stars' (visually hidden) beside a star; the stars up to the pointer light up on hover, and a click
           * on the chosen star clears the rating.
           */}
          <span role="radiogroup" aria-labelledby={`${ratingId}-legend`} className={styles.rating}>
            {STAR_VALUES.map((value) => (
              <Fragment key={value}>
                <label
                  htmlFor={`${ratingId}-${value}`}
                  className={cx(styles.star, rating !== null && value <= rating && styles.filled)}
                >
                  <span className={styles.icon}>
                    <StarIcon fontSize="inherit" className={styles.full} />
                    <StarBorderIcon fontSize="inherit" className={styles.empty} />
                  </span>
                  <span className="visually-hidden">{`${value} star${value === 1 ? '' : 's'}`}</span>
                </label>
                <input
                  className="visually-hidden"
                  type="radio"
                  name="rating"
                  id={`${ratingId}-${value}`}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  onClick={(event) => {
                    // A pointer's click on the chosen star clears it (a keyboard's "click" has no position).
                    if (event.clientX === 0 && event.clientY === 0) return;
                    if (rating === value) setRating(null);
                  }}
                />
              </Fragment>
            ))}
          </span>
          {touched && !rating && <p className={styles.ratingError}>Choose a rating from 1 to 5 stars</p>}
        </div>
        <TextField
          label="Your review"
          name="text"
          multiline
          minRows={4}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="What was good, what could be better? Plain text: links and e-mail addresses wait for a moderator."
          error={(touched && Boolean(textError)) || Boolean(errors.text)}
          helperText={errors.text ?? (touched && textError) ?? `${length} / ${max}`}
          maxLength={max + 200}
        />
        {call.isError && Object.keys(errors).length === 0 && (
          <Alert severity="error" role="alert">
            {failure(call.error)}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={call.isPending}>
            {editing ? 'Save changes' : 'Post review'}
          </Button>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        </Stack>
      </Stack>
    </form>
  );
}
