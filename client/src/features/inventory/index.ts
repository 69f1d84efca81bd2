export { inventoryKeys } from './api/inventory-keys';
export { supplyTitle } from './components/supply-flow';
