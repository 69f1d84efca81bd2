import type { AppUpdateType } from '@school/contracts';

export interface AppUpdateHistoryParams {
  pageNo: number;
  perPage: number;
}

export const appUpdateKeys = {
  all: ['app-updates'] as const,
  current: (type: AppUpdateType) => [...appUpdateKeys.all, 'current', type] as const,
  history: (type: AppUpdateType, params: AppUpdateHistoryParams) => [...appUpdateKeys.all, 'history', type, params] as const,
};
