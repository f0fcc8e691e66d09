import { Box, Chip } from '@mui/material';
import type { ContactMessage } from '@directory/shared';
import { Datagrid, FunctionField, type RaRecord, SimpleList, useTranslate } from 'react-admin';
import { ListEmpty } from '../../components/list-empty';
import { useFormat } from '../../components/format';
import { PagedList } from '../../components/paged-list';
import { usePhone } from '../../components/use-phone';

const unreadRow = (message: RaRecord) => ((message as ContactMessage).readAt ? {} : { fontWeight: 700 });

function UnreadChip({ message }: { message: ContactMessage }) {
  const translate = useTranslate();
  return message.readAt ? null : (
    <Chip size="small" color="primary" label={translate('app.messages.unread')} sx={{ height: 20, fontSize: 12 }} />
  );
}

/**
 * `GET /api/admin/contact-messages`, newest first; unread ones in bold. A row opens the message
 * (docs/screens.md "Back office: audit log and messages"); under 600 px cards whose text wraps, so nothing is wider than the screen.
 */
export function ContactMessageList() {
  const format = useFormat();
  const phone = usePhone();
  const empty = <ListEmpty message="resources.contact-messages.empty" />;
  return (
    <PagedList>
      {phone ? (
        <SimpleList<ContactMessage>
          primaryText={(message) => (
            <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', ...unreadRow(message) }}>
              <span>{message.subject}</span>
              <UnreadChip message={message} />
            </Box>
          )}
          secondaryText={(message) => `${message.name} · ${message.email}`}
          tertiaryText={(message) => format.date(message.createdAt)}
          linkType="show"
          empty={empty}
          sx={{ overflowWrap: 'anywhere' }}
        />
      ) : (
        <Datagrid
          bulkActionButtons={false}
          rowClick="show"
          rowSx={unreadRow}
          empty={empty}
          sx={{ '& td': { overflowWrap: 'anywhere', fontWeight: 'inherit' } }}
        >
          <FunctionField<ContactMessage>
            source="createdAt"
            sortable={false}
            render={(message) => format.date(message.createdAt)}
          />
          <FunctionField<ContactMessage> source="name" sortable={false} render={(message) => message.name} />
          <FunctionField<ContactMessage> source="email" sortable={false} render={(message) => message.email} />
          <FunctionField<ContactMessage>
            source="subject"
            sortable={false}
            render={(message) => (
              <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <span>{message.subject}</span>
                <UnreadChip message={message} />
              </Box>
            )}
          />
          <FunctionField<ContactMessage>
            source="message"
            sortable={false}
            render={(message) => (message.message.length > 80 ? `${message.message.slice(0, 80)}…` : message.message)}
          />
        </Datagrid>
      )}
    </PagedList>
  );
}
