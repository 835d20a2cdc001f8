import type { CreateMessageBody, CreateMessageResponse, QuotationDetailResponse } from '@cotizador/contracts/quotation-detail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { quotationKeys } from './get-my-quotations';

/** POST /common/quotations/{id}/create-message-quotation */
export function sendMessage(quotationId: number, body: CreateMessageBody): Promise<CreateMessageResponse> {
  return apiClient.post<CreateMessageResponse>(`common/quotations/${quotationId}/create-message-quotation`, body);
}

/** The sent message joins the chat at once (the real-time echo of it is deduplicated by id). */
export function useSendMessage(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (html: string) => sendMessage(quotationId, { message: html }),
    onSuccess: ({ message }) => {
      queryClient.setQueryData<QuotationDetailResponse>(quotationKeys.detail(quotationId), (previous) =>
        previous && !previous.quotation.messages.some((m) => m.id === message.id)
          ? { quotation: { ...previous.quotation, messages: [...previous.quotation.messages, message] } }
          : previous,
      );
      void queryClient.invalidateQueries({ queryKey: quotationKeys.detail(quotationId) });
    },
  });
}
