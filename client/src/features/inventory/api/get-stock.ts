import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryItem } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { inventoryKeys, type StockListParams } from './inventory-keys';

export type { InventoryItem };

/** GET inventory?perPage=12&pageNo&searchTitle&category (001 §9: 12 a page). */
export const stockQueryOptions = (params: StockListParams) =>
  queryOptions({
    queryKey: inventoryKeys.itemList(params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<InventoryItem>>('inventory', {
        query: {
          pageNo: params.pageNo,
          perPage: params.perPage,
          searchTitle: params.searchTitle || undefined,
          category: params.category || undefined,
        },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const useStock = (params: StockListParams, enabled = true) => useQuery({ ...stockQueryOptions(params), enabled });

/** A product picker's choice: the item itself rides along (its price sets the supply's amount). */
export interface ProductOption {
  _id: string;
  label: string;
  detail?: string;
  item: InventoryItem;
}

/** The supply dialog's product picker: GET inventory?perPage=20&pageNo=1&searchTitle (a picker's 20, 001 §9). */
export const useProductOptions = (search: string) =>
  useQuery({
    ...stockQueryOptions({ pageNo: 1, perPage: 20, searchTitle: search, category: '' }),
    select: (r): ProductOption[] =>
      r.data.map((item) => ({
        _id: item._id,
        label: item.title,
        detail: `₹${item.price.toLocaleString('en-IN')} · ${item.quantity.toLocaleString('en-IN')} in stock`,
        item,
      })),
  });
