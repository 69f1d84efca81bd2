/** Shown while a panel's code loads: the shape of the layout, nothing that pretends to be data. */
export function PanelSkeleton() {
  return (
    <div className="min-h-dvh lg:flex" aria-busy="true" aria-label="Loading">
      <div className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block" />
      <div className="min-w-0 flex-1">
        <div className="h-16 border-b border-slate-200 bg-white" />
        <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
          <span className="skeleton block h-8 w-64" />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <span key={i} className="skeleton block h-24 rounded-2xl" />
            ))}
          </div>
          <span className="skeleton block h-72 rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
