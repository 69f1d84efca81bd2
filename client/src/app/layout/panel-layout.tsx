import { useEffect, type ReactNode } from 'react';
import { useMe } from '@/features/identity';
import { useRecordVisit } from '@/features/page-views';
import { useSession } from '@/lib/session';
import { updateSessionUser } from '@/lib/session';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** Sidebar, header and the page: the frame of every panel. */
export function PanelLayout({ children }: { children: ReactNode }) {
  // The stored user may be stale (renamed, moved to another institute): refresh it from the server.
  const me = useMe();
  useEffect(() => {
    if (me.data) updateSessionUser(me.data);
  }, [me.data]);
  // A visit per browser session, for the admin dashboard's Page View Status (issue 19 §6).
  useRecordVisit(useSession()?.user._id);

  return (
    // A row on wide screens: the sidebar column stretches to the height of the whole page (its background
    // with it), while its content stays in view (sticky). A fixed sidebar only spans the viewport, which
    // shows as a white strip that stops short in full-page captures and when printing.
    <div className="min-h-dvh lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Sidebar />
      <div className="min-w-0 flex-1">
        <Header />
        <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
