import type { BusinessSubmission, SuccessMessage } from '@directory/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const submitBusiness = (input: BusinessSubmission) => apiPost<SuccessMessage>('/api/businesses/submit', input);

export const useSubmitBusiness = () => useMutation({ mutationFn: submitBusiness });
