import { Box, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, Pagination, type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { pick } from '../../providers/read-list';

const text = (record: RaRecord | undefined, ...names: string[]) => {
  const value = pick(record, ...names);
  return value === undefined ? '–' : String(value);
};

function MessageBody() {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.contact-messages.fields.company')}: {text(record, 'company')} ·{' '}
        {translate('resources.contact-messages.fields.phone')}: {text(record, 'phone')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{text(record, 'message', 'body', 'text')}</Typography>
    </Box>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
      {translate('resources.contact-messages.empty')}
    </Typography>
  );
}

/** `GET /api/admin/contact-messages`: read defensively, the contract does not fix the row shape. */
export function ContactMessageList() {
  const format = useFormat();
  return (
    <List
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      empty={<Empty />}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} expand={<MessageBody />} rowClick="expand" empty={<Empty />}>
        <FunctionField
          source="createdAt"
          sortable={false}
          render={(record: RaRecord) => format.date(pick(record, 'createdAt', 'created_at', 'date'))}
        />
        <FunctionField source="name" sortable={false} render={(record: RaRecord) => text(record, 'name')} />
        <FunctionField
          source="email"
          sortable={false}
          render={(record: RaRecord) => {
            const email = text(record, 'email');
            return email === '–' ? email : <a href={`mailto:${email}`}>{email}</a>;
          }}
        />
        <FunctionField source="subject" sortable={false} render={(record: RaRecord) => text(record, 'subject')} />
        <FunctionField
          source="message"
          sortable={false}
          render={(record: RaRecord) => {
            const body = text(record, 'message', 'body', 'text');
            return body.length > 80 ? `${body.slice(0, 80)}…` : body;
          }}
        />
      </Datagrid>
    </List>
  );
}
