import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { TextAreaField, TextField } from '@/components/field';
import { FormError } from '@/components/form-error';
import { ChevronLeftIcon, ClockIcon } from '@/components/icons';
import { OptionPicker, type Option } from '@/components/option-picker';
import { HistoryDrawer } from '@/features/audit';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { booksQueryOptions } from '../api/get-books';
import { useBook } from '../api/get-book';
import { useUpdateStock } from '../api/update-stock';

/** The book picker's options: 20 books matching the search (001 §7). */
const useBookOptions = (search: string) =>
  useQuery({
    ...booksQueryOptions({ pageNo: 1, perPage: 20, searchTitle: search }),
    select: (r): Option[] => r.data.map((b) => ({ _id: b._id, label: b.title, detail: b.author?.name ?? undefined })),
  });

/** /panel/admin/library/update-stock (?book=<id>): add copies of a book, or write some off with a remark; its History. */
export function UpdateStockPage() {
  useDocumentTitle('Update Book Stock');
  const [, navigate] = useLocation();
  const chosenId = new URLSearchParams(useSearch()).get('book');
  const book = useBook(chosenId);
  const b = book.data?.data;
  const picked: Option | null = b ? { _id: b._id, label: b.title } : null;
  const [mode, setMode] = useState<'add' | 'off'>('add');
  const [count, setCount] = useState('');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [history, setHistory] = useState(false);
  const update = useUpdateStock(chosenId ?? '');

  const submit = async (e: { preventDefault(): void }) => {
    e.preventDefault();
    setProblem(null);
    const n = Number(count);
    if (!/^\d+$/.test(count.trim()) || n < 1) return setProblem('Enter the number of copies (a whole number from 1).');
    if (mode === 'off' && !remark.trim()) return setProblem('Remark is required when copies are written off.');
    try {
      const r = await update.mutateAsync({ quantity: mode === 'add' ? n : -n, remark: remark.trim() || null });
      toast.success(r.message);
      setCount('');
      setRemark('');
    } catch (err) {
      setProblem(errorMessage(err));
      toast.error(errorMessage(err));
    }
  };

  return (
    <>
      <Link
        href={paths.libraryBooks}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        Books
      </Link>
      <PageHeader
        title="Update Book Stock"
        description="Add the copies received, or write off lost and damaged ones. Every change is kept with who and why."
      />
      <Card className="space-y-5 p-5">
        <OptionPicker
          label="Book"
          value={picked}
          onChange={(o) => navigate(`${paths.libraryUpdateStock}${o ? `?book=${encodeURIComponent(o._id)}` : ''}`, { replace: true })}
          useOptions={useBookOptions}
          placeholder="Search a book"
        />
        {chosenId && book.isError ? <FormError message={errorMessage(book.error)} /> : null}
        {b ? (
          <>
            <dl className="grid grid-cols-3 gap-2 text-center text-sm" aria-label="Copies">
              <div className="rounded-lg bg-slate-50 px-2 py-2">
                <dt className="text-slate-600">Quantity</dt>
                <dd className="text-lg font-semibold tabular-nums">{b.quantity}</dd>
              </div>
              <div className="rounded-lg bg-slate-50 px-2 py-2">
                <dt className="text-slate-600">Out</dt>
                <dd className="text-lg font-semibold tabular-nums">{b.totalIssue}</dd>
              </div>
              <div className="rounded-lg bg-emerald-50 px-2 py-2">
                <dt className="text-emerald-800">Available</dt>
                <dd className="text-lg font-semibold text-emerald-900 tabular-nums">{b.available}</dd>
              </div>
            </dl>
            <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
              <fieldset className="flex flex-wrap gap-2">
                <legend className="sr-only">Change</legend>
                {(
                  [
                    ['add', 'Add copies'],
                    ['off', 'Write off'],
                  ] as const
                ).map(([value, label]) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-brand-500"
                  >
                    <input
                      type="radio"
                      name="stock-mode"
                      checked={mode === value}
                      onChange={() => setMode(value)}
                      className="accent-brand-600"
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
              <TextField
                label="Copies"
                required
                type="number"
                inputMode="numeric"
                min={1}
                value={count}
                onChange={(e) => setCount(e.target.value)}
              />
              <TextAreaField
                label="Remark"
                required={mode === 'off'}
                maxLength={500}
                value={remark}
                onChange={(e) => setRemark(e.target.value)}
                placeholder={mode === 'off' ? 'Lost, damaged…' : 'Invoice or supplier (optional)'}
              />
              {problem ? (
                <p role="alert" className="text-sm text-rose-700">
                  {problem}
                </p>
              ) : null}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                <Button variant="secondary" onClick={() => setHistory(true)}>
                  <ClockIcon className="size-4" />
                  History
                </Button>
                <Button type="submit" loading={update.isPending}>
                  {mode === 'add' ? 'Add copies' : 'Write off copies'}
                </Button>
              </div>
            </form>
          </>
        ) : null}
      </Card>
      <HistoryDrawer
        open={history}
        onClose={() => setHistory(false)}
        title={b ? `History: ${b.title}` : 'History'}
        url={b ? `book/history/${b._id}` : ''}
      />
    </>
  );
}
