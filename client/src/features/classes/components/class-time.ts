/** The institute's zone is a fixed +05:30 (docs/api.md: Asia/Kolkata, no daylight saving). */
const OFFSET = '+05:30';
const ZONE = 'Asia/Kolkata';
const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const hmFormat = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The institute's calendar date (YYYY-MM-DD) of an instant. */
export const instituteDay = (at: Date | string | number): string => dateFormat.format(new Date(at));
/** HH:mm in the institute of an instant (a time input's value). */
export const instituteHm = (at: Date | string | number): string => hmFormat.format(new Date(at));
/** The ISO instant of a date and HH:mm in the institute; '' while either is missing. */
export const instituteIso = (date: string, hm: string): string => (date && hm ? `${date}T${hm}:00${OFFSET}` : '');
