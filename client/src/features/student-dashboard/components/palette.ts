/** Series colours of the student's charts (a subject keeps its colour across the charts of a page by its order). */
export const PALETTE = ['#4f46e5', '#0ea5e9', '#10b981', '#f59e0b', '#f43f5e', '#8b5cf6', '#14b8a6', '#f97316', '#64748b', '#84cc16'];
export const colourAt = (i: number) => PALETTE[i % PALETTE.length]!;
export const PRESENT = '#10b981';
export const ABSENT = '#f43f5e';
