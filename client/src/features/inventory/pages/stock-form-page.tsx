import { InventoryItemBody } from '@school/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormError } from '@/components/form-error';
import { ChevronLeftIcon } from '@/components/icons';
import { useFormSubmit } from '@/components/use-form-submit';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { bind, errorOf, filtered, pick, schemaResolver } from '@/lib/schema-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInventoryCategories } from '../api/get-categories';
import { useStockItem } from '../api/get-stock-item';
import { useSaveStock } from '../api/save-stock';
import { ReceiveStockForm, WriteOffForm } from '../components/stock-movement-forms';

interface Values {
  title: string;
  category: string;
  price: string;
  quantity: string;
  description: string;
  image: File | null;
}
const empty: Values = { title: '', category: '', price: '', quantity: '', description: '', image: null };

const PRICE = /^\d+(\.\d{1,2})?$/;
const priceCheck = (v: Values) => ({
  price: v.price.trim() && !PRICE.test(v.price.trim()) ? 'Price must be a positive number with at most two decimals.' : undefined,
});
/** 001 §5 Inventory: product name, quantity, price and category required (the contract's messages). */
const createResolver = schemaResolver<Values>(
  pick(InventoryItemBody, ['title', 'category', 'price', 'quantity', 'description']),
  priceCheck,
);
/** Editing: the quantity moves only by Receive stock and Write off below. */
const editResolver = schemaResolver<Values>(pick(InventoryItemBody, ['title', 'category', 'price', 'description']), priceCheck);

/** /panel/admin/inventory/create (and ?edit=true&editId=): the stock form (001 §2). */
export function StockFormPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit') === 'true' ? (params.get('editId') ?? undefined) : undefined;
  const editing = !!editId;
  useDocumentTitle(editing ? 'Edit Stock' : 'Add New Stock');
  const [, navigate] = useLocation();
  const form = useForm<Values>({ defaultValues: empty, resolver: editing ? editResolver : createResolver });
  const errors = form.formState.errors;
  const existing = useStockItem(editId);
  const categories = useInventoryCategories();
  const save = useSaveStock();
  const item = existing.data?.data;

  useEffect(() => {
    if (!item) return;
    form.reset({
      title: item.title,
      category: item.category?._id ?? '',
      price: String(item.price),
      quantity: '',
      description: item.description ?? '',
      image: null,
    });
  }, [item, form]);

  // A link to "#receive" (the stock list's Receive stock) scrolls there once the item has loaded.
  useEffect(() => {
    if (item && location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [item]);

  const { busy, handleSubmit, serverError } = useFormSubmit({
    form,
    submit: (v) =>
      save.mutateAsync({
        id: editId,
        input: {
          title: v.title,
          category: v.category,
          price: v.price,
          quantity: editing ? undefined : v.quantity,
          description: v.description,
          image: v.image,
        },
      }),
    onSuccess: () => (editing ? form.setValue('image', null) : navigate(paths.inventoryStock)),
  });

  const loading = editing && existing.isPending;
  const options = categories.data?.data ?? [];
  const current = item?.category && !options.some((c) => c._id === item.category!._id) ? [item.category] : [];

  return (
    <>
      <Link
        href={paths.inventoryStock}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        Manage Stock
      </Link>
      <PageHeader
        title={editing ? 'Edit Stock' : 'Add New Stock'}
        description={
          editing
            ? 'Change the item here; its quantity moves only by receiving stock or writing it off, each recorded with who and why.'
            : 'The quantity is the first stock received; later stock is received from the item’s edit page.'
        }
      />
      {existing.error ? (
        <Card className="max-w-3xl p-5">
          <FormError message={errorMessage(existing.error)} />
        </Card>
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card>
            <form onSubmit={handleSubmit} noValidate aria-busy={loading || undefined}>
              <div className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-2">
                {serverError ? (
                  <div className="sm:col-span-2">
                    <FormError message={serverError} />
                  </div>
                ) : null}
                <div className="sm:col-span-2">
                  <TextField
                    label="Product name"
                    required
                    maxLength={200}
                    disabled={loading}
                    {...form.register('title')}
                    error={errorOf(errors, 'title')}
                  />
                </div>
                <SelectField
                  label="Category"
                  required
                  disabled={loading}
                  {...form.register('category')}
                  error={errorOf(errors, 'category')}
                  hint={options.length === 0 && !categories.isPending ? 'No category yet: add one first.' : undefined}
                >
                  <option value="">{categories.isPending ? 'Loading…' : 'Choose a category'}</option>
                  {[...current, ...options].map((c) => (
                    <option key={c._id} value={c._id}>
                      {c.title}
                    </option>
                  ))}
                </SelectField>
                <div className="flex items-end pb-2.5 sm:pb-0">
                  <Link href={paths.configInventoryCategory} className="text-sm font-medium text-brand-700 hover:underline sm:mb-2.5">
                    Add or edit categories
                  </Link>
                </div>
                <TextField
                  label="Price (₹)"
                  required
                  inputMode="decimal"
                  placeholder="0.00"
                  disabled={loading}
                  {...filtered(form.register('price'), (t) => t.replace(/[^\d.]/g, ''))}
                  error={errorOf(errors, 'price')}
                />
                {editing ? (
                  <div className="text-sm text-slate-700">
                    <p className="font-medium">Stock</p>
                    <p className="mt-2 tabular-nums">
                      {item
                        ? `${item.quantity.toLocaleString('en-IN')} in the store · ${item.stockUsed.toLocaleString('en-IN')} supplied`
                        : '…'}
                    </p>
                  </div>
                ) : (
                  <TextField
                    label="Quantity"
                    required
                    inputMode="numeric"
                    placeholder="e.g. 100"
                    {...filtered(form.register('quantity'), (t) => t.replace(/\D/g, ''))}
                    error={errorOf(errors, 'quantity')}
                  />
                )}
                <div className="sm:col-span-2">
                  <TextAreaField
                    label="Description"
                    maxLength={2000}
                    disabled={loading}
                    {...form.register('description')}
                    error={errorOf(errors, 'description')}
                  />
                </div>
                <div className="sm:col-span-2">
                  <FileInput label="Image" {...bind(form, 'image')} currentUrl={item?.imageUrl} hint="Optional. PNG, JPEG or WebP." />
                </div>
              </div>
              <div className="flex flex-col-reverse gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={() => navigate(paths.inventoryStock)} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" loading={busy} disabled={loading}>
                  {editing ? 'Save changes' : 'Add Stock'}
                </Button>
              </div>
            </form>
          </Card>
          {item ? (
            <div className="space-y-6">
              <ReceiveStockForm item={item} />
              <WriteOffForm item={item} />
            </div>
          ) : null}
        </div>
      )}
    </>
  );
}
