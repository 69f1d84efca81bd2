/** The library catalogue's pages (issue 17 §1); the panels import them from here. */
export { BooksPage } from './pages/books-page';
export { BookFormPage } from './pages/book-form-page';
export { UpdateStockPage } from './pages/update-stock-page';
export { AuthorsPage, PublicationsPage } from './pages/masters-page';
export { catalogueKeys } from './api/catalogue-keys';
export { booksQueryOptions, type Book } from './api/get-books';
