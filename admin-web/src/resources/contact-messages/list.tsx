import { Box, Typography } from '@mui/material';
import type { ContactMessage } from '@directory/shared';
import { FunctionField, useRecordContext, useTranslate } from 'react-admin';
import { ExpandableList } from '../../components/expandable-list';
import { useFormat } from '../../components/format';

function MessageBody() {
  const message = useRecordContext<ContactMessage>();
  const translate = useTranslate();
  if (!message) return null;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.contact-messages.fields.company')}: {message.company ?? '–'} ·{' '}
        {translate('resources.contact-messages.fields.phone')}: {message.phone ?? '–'}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.message}</Typography>
    </Box>
  );
}

/** `GET /api/admin/contact-messages`: what the public contact form stored, newest first. */
export function ContactMessageList() {
  const format = useFormat();
  return (
    <ExpandableList<ContactMessage>
      empty="resources.contact-messages.empty"
      expand={<MessageBody />}
      phoneRow={{
        primaryText: (message) => message.subject,
        secondaryText: (message) => `${message.name} · ${message.email}`,
        tertiaryText: (message) => format.date(message.createdAt),
      }}
    >
      <FunctionField<ContactMessage>
        source="createdAt"
        sortable={false}
        render={(message) => format.date(message.createdAt)}
      />
      <FunctionField<ContactMessage> source="name" sortable={false} render={(message) => message.name} />
      <FunctionField<ContactMessage>
        source="email"
        sortable={false}
        render={(message) => <a href={`mailto:${message.email}`}>{message.email}</a>}
      />
      <FunctionField<ContactMessage> source="subject" sortable={false} render={(message) => message.subject} />
      <FunctionField<ContactMessage>
        source="message"
        sortable={false}
        render={(message) => (message.message.length > 80 ? `${message.message.slice(0, 80)}…` : message.message)}
      />
    </ExpandableList>
  );
}
