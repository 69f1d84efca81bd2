import { useEffect } from 'react';

/** Names the browser tab after the page (screen readers announce it on navigation). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · School Panel` : 'School Panel';
  }, [title]);
}
