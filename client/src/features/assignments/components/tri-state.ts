/** 002 §4 student-status filters: true, false or unset; clicking the checked box clears it. */
export type TriState = '' | 'true' | 'false';

/** The next value after a click on the box standing for `box` ('true' or 'false'). */
export const toggleTri = (current: TriState, box: 'true' | 'false'): TriState => (current === box ? '' : box);

/** The value a query sends: undefined when unset. */
export const triParam = (v: string): boolean | undefined => (v === 'true' ? true : v === 'false' ? false : undefined);
