export { resources, useResourceList, type AnyRow } from './api/resources';
export { academicKeys } from './api/academic-keys';
export { useBatches, type Batch } from './api/batches';
export { useBatchOptions, useSubjectOptions, useTeacherOptions, type Option } from './api/get-picker-options';
