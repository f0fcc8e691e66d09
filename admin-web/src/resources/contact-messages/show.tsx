import DeleteIcon from '@mui/icons-material/Delete';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ReplyIcon from '@mui/icons-material/Reply';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import type { ContactMessage } from '@directory/shared';
import { useEffect, useRef, useState } from 'react';
import { Confirm, Show, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { messagesApi, useRefreshMessages } from './messages-api';

/** Opening an unread message marks it read, once (docs/behaviour.md "Contact messages in the back office"). */
function useMarkReadOnOpen(message: ContactMessage | undefined) {
  const refresh = useRefreshMessages();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!message || message.readAt || marked.current === message.id) return;
    marked.current = message.id;
    void messagesApi.markRead(message.id).then(refresh, () => undefined);
  }, [message, refresh]);
}

function Actions({ message }: { message: ContactMessage }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefreshMessages();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      await refresh();
      notify(done, { type: 'success' });
      redirect('list', 'contact-messages');
    } catch (error) {
      notify((error as Error).message || 'app.common.error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        size="small"
        startIcon={<ReplyIcon />}
        href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
      >
        {translate('app.messages.reply')}
      </Button>
      <Button
        size="small"
        startIcon={<MarkEmailUnreadIcon />}
        disabled={busy}
        onClick={() => run(() => messagesApi.markUnread(message.id), 'app.messages.marked_unread')}
      >
        {translate('app.messages.mark_unread')}
      </Button>
      <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirming(true)}>
        {translate('app.messages.delete')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="app.messages.delete_title"
        content="app.messages.delete_content"
        translateOptions={{ subject: message.subject }}
        onConfirm={() => run(() => messagesApi.delete(message.id), 'app.messages.deleted')}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

function MessageView() {
  const message = useRecordContext<ContactMessage>();
  const translate = useTranslate();
  const format = useFormat();
  useMarkReadOnOpen(message);
  if (!message) return null;
  const field = (key: string, value: string | null) => (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {translate(`resources.contact-messages.fields.${key}`)}:
      </Box>{' '}
      {value ?? '–'}
    </Typography>
  );
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {message.subject}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {field('name', message.name)}
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate('resources.contact-messages.fields.email')}:
          </Box>{' '}
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </Typography>
        {field('company', message.company)}
        {field('phone', message.phone)}
        {field('createdAt', format.date(message.createdAt))}
      </Box>
      <Divider />
      <Typography data-testid="message-text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message}
      </Typography>
      <Divider />
      <Actions message={message} />
    </Box>
  );
}

/** `GET /api/admin/contact-messages/{id}`: one message in full (docs/screens.md "Back office: audit log and messages"). */
export function ContactMessageShow() {
  return (
    <Show actions={false} sx={{ minWidth: 0, '& .RaShow-main': { minWidth: 0 } }}>
      <MessageView />
    </Show>
  );
}
