export { HistoryDrawer, type HistoryDrawerProps } from './components/history-drawer';
export { historyKeys, type HistoryEntry, type HistoryChange } from './api/get-history';
