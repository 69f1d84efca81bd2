import type { SupplyStatus } from '@school/contracts';

export interface StockListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
  category: string;
}

export interface SupplyListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
  status: '' | SupplyStatus | 'CANCELLED';
}

/** Every inventory query sits under `['inventory']`, so a push of an inventory read model refreshes them all. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  items: () => [...inventoryKeys.all, 'items'] as const,
  itemList: (params: StockListParams) => [...inventoryKeys.items(), 'list', params] as const,
  item: (id: string) => [...inventoryKeys.items(), 'one', id] as const,
  categories: (search: string) => [...inventoryKeys.all, 'categories', search] as const,
  supplies: () => [...inventoryKeys.all, 'supplies'] as const,
  supplyList: (params: SupplyListParams) => [...inventoryKeys.supplies(), params] as const,
  settings: () => [...inventoryKeys.all, 'settings'] as const,
  stat: () => [...inventoryKeys.all, 'stat'] as const,
  topProducts: () => [...inventoryKeys.all, 'top-products'] as const,
};

/** The read models a write of this feature changes (the server signals them; without push the mutation refreshes). */
export const INVENTORY_READ_MODELS = ['inventory_item', 'inventory_supply'] as const;

/** The admin dashboard's queries (its Total Stocks card counts the store): dashboards' keys start with this. */
export const DASHBOARD_KEY = ['dashboard'] as const;
