import { useEffect } from 'react';
import type { ActivityKind, TakingSettings } from '../api/types';

/**
 * The restrictions the exam switches on (002 §3 online settings), and the activity counted on the server: copy, paste,
 * right click and printing blocked when the exam says so; a tab switch and leaving full screen always counted.
 * Spell check, autocomplete and translation are attributes of the sheet (see ExamSheet).
 */
export function useExamRestrictions(settings: TakingSettings, record: (kind: ActivityKind) => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const block = (kind: ActivityKind) => (e: Event) => {
      e.preventDefault();
      record(kind);
    };
    const copy = block('COPY_BLOCKED');
    const paste = block('PASTE_BLOCKED');
    const menu = block('RIGHT_CLICK_BLOCKED');
    const beforePrint = () => record('PRINT_BLOCKED');
    const printKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'p') {
        e.preventDefault();
        record('PRINT_BLOCKED');
      }
    };
    // A reload or leaving the page hides it too: that is not a tab switch.
    let leaving = false;
    const leave = () => {
      leaving = true;
    };
    const visibility = () => {
      if (document.visibilityState === 'hidden' && !leaving) record('TAB_SWITCH');
    };
    let wasFull = !!document.fullscreenElement;
    const fullscreen = () => {
      const full = !!document.fullscreenElement;
      if (wasFull && !full) record('FULLSCREEN_EXIT');
      wasFull = full;
    };
    if (settings.disableCopyPaste) {
      document.addEventListener('copy', copy);
      document.addEventListener('cut', copy);
      document.addEventListener('paste', paste);
    }
    if (settings.disableRightClick) document.addEventListener('contextmenu', menu);
    if (settings.disablePrinting) {
      window.addEventListener('beforeprint', beforePrint);
      window.addEventListener('keydown', printKey);
      document.documentElement.classList.add('exam-no-print');
    }
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', visibility);
    document.addEventListener('fullscreenchange', fullscreen);
    return () => {
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('copy', copy);
      document.removeEventListener('cut', copy);
      document.removeEventListener('paste', paste);
      document.removeEventListener('contextmenu', menu);
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('keydown', printKey);
      document.documentElement.classList.remove('exam-no-print');
      document.removeEventListener('visibilitychange', visibility);
      document.removeEventListener('fullscreenchange', fullscreen);
    };
  }, [settings, record, active]);
}
