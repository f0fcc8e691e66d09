import type { ContactMessage, SuccessMessage, UnreadCount } from '@directory/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { call, post, remove } from '../../providers/http';

const path = (id: Identifier) => `/api/admin/contact-messages/${Number(id)}`;

/** docs/behaviour.md "Contact messages in the back office": the calls beside the list and the single message. */
export const messagesApi = {
  markRead: (id: Identifier) => post<ContactMessage>(`${path(id)}/read`),
  markUnread: (id: Identifier) => post<ContactMessage>(`${path(id)}/unread`),
  delete: (id: Identifier) => remove<SuccessMessage>(path(id)),
  unreadCount: () => call<UnreadCount>('/api/admin/contact-messages/unread-count'),
};

const UNREAD_KEY = ['admin', 'contact-messages', 'unread-count'] as const;

/** The menu's badge: unread messages, refreshed every minute and after every change here. */
export function useUnreadCount() {
  return useQuery({ queryKey: UNREAD_KEY, queryFn: messagesApi.unreadCount, refetchInterval: 60_000 });
}

/** After a read state changes or a message goes: the badge and the list read again. */
export function useRefreshMessages() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: UNREAD_KEY }),
      client.invalidateQueries({ queryKey: ['contact-messages'] }),
    ]);
}
