import { atom, getDefaultStore } from 'jotai';

export type ToastKind = 'success' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** UI state only: the toasts on screen. */
export const toastsAtom = atom<Toast[]>([]);

const store = getDefaultStore();
let seq = 0;

export function dismissToast(id: number): void {
  store.set(toastsAtom, (all) => all.filter((t) => t.id !== id));
}

function show(kind: ToastKind, message: string): void {
  const id = ++seq;
  store.set(toastsAtom, (all) => [...all.filter((t) => t.message !== message), { id, kind, message }].slice(-4));
  setTimeout(() => dismissToast(id), kind === 'error' ? 7000 : 4500);
}

/** 000 §7/§8: a reply's `message` is a success toast, its `error` an error toast. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};
