import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PageHeader } from '@/components/card';
import { CardGrid } from '@/components/card-grid';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PlusIcon } from '@/components/icons';
import { ListToolbar } from '@/components/list-toolbar';
import { HistoryDrawer } from '@/features/audit';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useDeleteBook } from '../api/delete-book';
import { useBooks, type Book } from '../api/get-books';
import { BookCard, BookCardSkeleton } from '../components/book-card';
import { BookExportDrawer } from '../components/book-export-drawer';

const PER_PAGE = 12;
const linkButton =
  'inline-flex h-10 items-center gap-1.5 rounded-lg px-4 text-sm font-medium shadow-sm ring-1 ring-slate-300 bg-white text-slate-700 hover:bg-slate-50';

/** /panel/admin/library/books: the book grid, 12 a page, search, Export; a card's edit, delete and History (001 §2). */
export function BooksPage() {
  useDocumentTitle('Books');
  const [, navigate] = useLocation();
  const [{ pageNo, searchTitle }, setList] = useListParams({ pageNo: 1, searchTitle: '' });
  const setPageNo = (n: number) => setList((p) => ({ ...p, pageNo: n }));
  const list = useBooks({ pageNo, perPage: PER_PAGE, searchTitle });
  const remove = useDeleteBook();
  const [deleting, setDeleting] = useState<Book | null>(null);
  const [historyOf, setHistoryOf] = useState<Book | null>(null);
  const rows = list.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Books"
        description="The library's catalogue: copies owned, issued and on the shelf."
        actions={
          <div className="flex flex-wrap gap-2">
            <BookExportDrawer searchTitle={searchTitle} total={list.data?.totalCount} />
            <Link href={paths.libraryUpdateStock} className={linkButton}>
              Update Book Stock
            </Link>
            <Link href={paths.libraryBulkUpload} className={linkButton}>
              Bulk Upload
            </Link>
            <Link
              href={paths.libraryAddBook}
              className="inline-flex h-10 items-center gap-1.5 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
            >
              <PlusIcon className="size-4" />
              Add New Book
            </Link>
          </div>
        }
      />
      <ListToolbar
        searchLabel="Search books"
        search={searchTitle}
        onSearch={(text) => setList((p) => ({ ...p, searchTitle: text, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <CardGrid
        label="Books"
        query={list}
        columns="sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
        skeleton={<BookCardSkeleton />}
        skeletonCount={6}
        errorTitle="Could not load books"
        empty={
          <div className="rounded-2xl bg-white ring-1 ring-slate-200/80">
            <EmptyState
              title="No Books Found"
              text={searchTitle ? `Nothing matches “${searchTitle}”.` : 'Add the first book of your library.'}
            />
          </div>
        }
        onPage={setPageNo}
        pagesLabel="Book pages"
        itemKey={(b) => b._id}
        renderItem={(b) => (
          <BookCard
            book={b}
            onEdit={() => navigate(`${paths.libraryAddBook}?edit=true&editId=${encodeURIComponent(b._id)}`)}
            onDelete={() => setDeleting(b)}
            onHistory={() => setHistoryOf(b)}
          />
        )}
      />
      <HistoryDrawer
        open={!!historyOf}
        onClose={() => setHistoryOf(null)}
        title={historyOf ? `History: ${historyOf.title}` : 'History'}
        url={historyOf ? `book/history/${historyOf._id}` : ''}
      />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const res = await remove.mutateAsync(deleting!._id);
          if (rows.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
          return res;
        }}
      />
    </>
  );
}
