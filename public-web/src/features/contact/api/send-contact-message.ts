import type { ContactMessageInput, SuccessMessage } from '@directory/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const sendContactMessage = (input: ContactMessageInput) => apiPost<SuccessMessage>('/api/contact', input);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
