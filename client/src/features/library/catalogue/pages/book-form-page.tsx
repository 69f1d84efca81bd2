import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { BookBody } from '@school/contracts';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { TextAreaField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormError } from '@/components/form-error';
import { ChevronLeftIcon } from '@/components/icons';
import type { Option } from '@/components/option-picker';
import { useFormSubmit } from '@/components/use-form-submit';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { bind, errorOf, pick, schemaResolver } from '@/lib/schema-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { emptyBook, type BookInput } from '../api/book-form-data';
import { useBook } from '../api/get-book';
import { useSaveBook } from '../api/save-book';
import { MasterPicker } from '../components/master-picker';

const COVER_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const COVER_MAX = 2 * 1024 * 1024;

const resolver = schemaResolver<BookInput>(pick(BookBody, ['title', 'quantity']), (v) => ({
  image:
    v.image && !COVER_TYPES.includes(v.image.type)
      ? 'Image must be a PNG, JPEG, GIF or WebP image.'
      : v.image && v.image.size > COVER_MAX
        ? 'Image is too large (at most 2 MiB).'
        : undefined,
}));

/** The config pages the spec's add-new shortcuts lead to (001 §2 book form). */
const SHORTCUTS = [
  { href: paths.configAuthor, label: 'Authors' },
  { href: paths.configPublication, label: 'Publications' },
  { href: paths.configBookCategory, label: 'Book categories' },
];

/** /panel/admin/library/add-new-book (?edit=true&editId= to update): the book form of 001 §2. */
export function BookFormPage() {
  const params = new URLSearchParams(useSearch());
  const editId = params.get('edit') === 'true' ? params.get('editId') : null;
  useDocumentTitle(editId ? 'Update Book' : 'Add New Book');
  const [, navigate] = useLocation();
  const existing = useBook(editId);
  const form = useForm<BookInput>({ defaultValues: emptyBook, resolver });
  const [author, setAuthor] = useState<Option | null>(null);
  const [publication, setPublication] = useState<Option | null>(null);
  const [category, setCategory] = useState<Option | null>(null);
  const save = useSaveBook(editId);
  const book = existing.data?.data;
  const reset = form.reset;

  useEffect(() => {
    if (!book) return;
    reset({
      title: book.title,
      summery: book.summery ?? '',
      quantity: String(book.quantity),
      author: book.author?._id ?? '',
      publication: book.publication?._id ?? '',
      dateOfPublication: book.dateOfPublication ?? '',
      bookCategory: book.category?._id ?? '',
      image: null,
    });
    setAuthor(book.author ? { _id: book.author._id, label: book.author.name } : null);
    setPublication(book.publication ? { _id: book.publication._id, label: book.publication.name } : null);
    setCategory(book.category ? { _id: book.category._id, label: book.category.title } : null);
  }, [book, reset]);

  const { busy, handleSubmit, serverError } = useFormSubmit({
    form,
    submit: (v) => save.mutateAsync(v),
    onSuccess: () => navigate(paths.libraryBooks),
  });
  const errors = form.formState.errors;
  const choose = (field: 'author' | 'publication' | 'bookCategory', set: (o: Option | null) => void) => (o: Option | null) => {
    set(o);
    form.setValue(field, o?._id ?? '', { shouldDirty: true });
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
        title={editId ? 'Update Book' : 'Add New Book'}
        description="Title and quantity are required; the rest helps readers find it."
      />
      {editId && existing.isError ? <FormError message={errorMessage(existing.error)} /> : null}
      <Card className="p-5">
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          <FormError message={serverError} />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Title" required maxLength={300} {...form.register('title')} error={errorOf(errors, 'title')} autoFocus />
            <TextField
              label="Quantity"
              required
              type="number"
              inputMode="numeric"
              min={0}
              {...form.register('quantity')}
              error={errorOf(errors, 'quantity')}
              hint={book ? `${book.totalIssue} out now: the quantity cannot go below that.` : undefined}
            />
            <MasterPicker kind="author" value={author} onChange={choose('author', setAuthor)} />
            <MasterPicker kind="publication" value={publication} onChange={choose('publication', setPublication)} />
            <MasterPicker kind="category" value={category} onChange={choose('bookCategory', setCategory)} />
            <TextField
              label="Date of publication"
              type="date"
              {...form.register('dateOfPublication')}
              error={errorOf(errors, 'dateOfPublication')}
            />
          </div>
          <TextAreaField label="Summary" maxLength={5000} {...form.register('summery')} error={errorOf(errors, 'summery')} />
          <FileInput
            label="Cover image"
            accept={COVER_TYPES.join(',')}
            {...bind(form, 'image')}
            currentUrl={book?.imageUrl}
            hint="Optional. PNG, JPEG, GIF or WebP, at most 2 MiB."
            error={errorOf(errors, 'image')}
          />
          <p className="text-sm text-slate-600">
            Manage the lists:{' '}
            {SHORTCUTS.map((s, i) => (
              <span key={s.href}>
                {i > 0 ? ', ' : null}
                <Link href={s.href} className="font-medium text-brand-700 hover:underline">
                  {s.label}
                </Link>
              </span>
            ))}
          </p>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => navigate(paths.libraryBooks)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {editId ? 'Update Book' : 'Add Book'}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
