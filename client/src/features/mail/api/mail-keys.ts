import type { MailStatus } from '@school/contracts';

export interface MailDeliveryParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
  status: MailStatus | '';
}

export const mailKeys = {
  all: ['mail'] as const,
  delivery: (params: MailDeliveryParams) => [...mailKeys.all, 'delivery', params] as const,
};
