import { Alert, Box, Button, FormHelperText, Rating, Stack, TextField, Typography } from '@mui/material';
import { REVIEW_LIMITS, type OwnReview } from '@directory/shared';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorsOf, messageOf } from '../../account/api/account-api';
import { useEditReview, useWriteReview } from '../api/reviews-api';

interface ReviewFormProps {
  slug: string;
  /** The account's review of this business, to edit; none to write a new one. */
  editing?: OwnReview;
  onDone?: (written: OwnReview) => void;
  onCancel?: () => void;
}

const { min, max } = REVIEW_LIMITS.text;

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
    <Box component="form" id="write-review" method="post" noValidate onSubmit={submit}>
      <Stack spacing={1.5}>
        <Box>
          <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
            Your rating
          </Typography>
          <Rating
            name="rating"
            value={rating}
            onChange={(_, value) => setRating(value)}
            size="large"
            getLabelText={(value) => `${value} star${value === 1 ? '' : 's'}`}
          />
          {touched && !rating && <FormHelperText error>Choose a rating from 1 to 5 stars</FormHelperText>}
        </Box>
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
          slotProps={{ htmlInput: { maxLength: max + 200 } }}
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
    </Box>
  );
}
