import { useQuery } from '@tanstack/react-query';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

export interface InventoryCategory {
  _id: string;
  title: string;
  description?: string | null;
}

/** GET inventory/category?perPage=20&pageNo=1&searchTitle (a picker's 20, 001 §9). */
export const useInventoryCategories = (search = '') =>
  useQuery({
    queryKey: inventoryKeys.categories(search),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<InventoryCategory>>('inventory/category', {
        query: { pageNo: 1, perPage: 20, searchTitle: search || undefined },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
