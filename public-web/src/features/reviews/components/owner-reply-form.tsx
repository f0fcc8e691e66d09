import { REVIEW_LIMITS } from '@directory/shared';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../components/form/error-alert';
import { StateTextField } from '../../../components/form/state-text-field';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/layout';
import { useReply } from '../api/reviews-api';
import styles from './owner-reply-form.module.css';

interface OwnerReplyFormProps {
  slug: string;
  reviewId: number;
  initial: string;
  onDone: () => void;
}

/** The verified owner's answer under a review (docs/behaviour.md §13): written once, editable. */
export function OwnerReplyForm({ slug, reviewId, initial, onDone }: OwnerReplyFormProps) {
  const [text, setText] = useState(initial);
  const reply = useReply(slug);
  const trimmed = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate({ id: reviewId, text: trimmed }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <StateTextField
        label="Your reply as the owner"
        name="reply"
        multiline
        minRows={2}
        fullWidth
        value={text}
        onValueChange={setText}
        maxLength={REVIEW_LIMITS.reply.max}
        hint={`${text.length} / ${REVIEW_LIMITS.reply.max}`}
      />
      {reply.isError && <ErrorAlert error={reply.error} />}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={!trimmed || reply.isPending}>
          Post reply
        </Button>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
      </Stack>
    </form>
  );
}
