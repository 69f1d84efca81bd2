import { useInventoryCategories } from '../api/get-categories';

/** The stock list's category filter (the first 20 categories, which is what an institute has). */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const categories = useInventoryCategories();
  return (
    <>
      <label htmlFor="inventory-category-filter" className="sr-only">
        Category
      </label>
      <select
        id="inventory-category-filter"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 max-w-44 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        <option value="">All categories</option>
        {categories.data?.data.map((c) => (
          <option key={c._id} value={c._id}>
            {c.title}
          </option>
        ))}
      </select>
    </>
  );
}
