export { resources, useResourceList, type AnyRow } from './api/resources';
export { academicKeys } from './api/academic-keys';
export { useBatches, type Batch } from './api/batches';
