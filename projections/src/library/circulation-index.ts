import type { Projection } from '../types.js';
import { circulationHoldsProjection, circulationIssuesProjection } from './circulation-issues.js';
import { libraryMembersProjection } from './member-students.js';

export { circulationHoldsProjection, circulationIssuesProjection, libraryMembersProjection };

/** Library circulation's read models (issue 17 §2–§4). */
export const circulationProjections: readonly Projection[] = [
  circulationIssuesProjection,
  circulationHoldsProjection,
  libraryMembersProjection,
];
