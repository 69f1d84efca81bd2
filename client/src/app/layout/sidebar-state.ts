import { atom } from 'jotai';

/** Whether the sidebar drawer is open on narrow screens (UI state only). */
export const sidebarOpenAtom = atom(false);
