/** kebab-case: a-z and 0-9 in words joined by single dashes. */
export const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const words = (k) => k.split('-');
const pascal = (k) =>
  words(k)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
const camel = (k) => pascal(k)[0].toLowerCase() + pascal(k).slice(1);
const snake = (k) => words(k).join('_');
const plural = (k) => (/(s|x|ch|sh)$/.test(k) ? `${k}es` : /[^aeiou]y$/.test(k) ? `${k.slice(0, -1)}ies` : `${k}s`);
const sentence = (k) => words(k).join(' ')[0].toUpperCase() + words(k).join(' ').slice(1);

/** Every name the templates use, from the module's name and its entity's (examples for `library --entity book`). */
export function namesOf(name, entity) {
  const pk = plural(entity);
  return {
    name, // library: folders, tags
    entity, // book
    N: pascal(name), // Library: LibraryEvent
    n: camel(name), // library: libraryModule, libraryRoutes, libraryPush
    E: pascal(entity), // Book: contracts' types and events
    e: camel(entity), // book: bookDecider, bookStream, bookKeys, bookId
    ek: entity, // book: client file names
    pk, // books: projection and page file names
    P: pascal(pk), // Books: BooksPage, useBooks
    p: camel(pk), // books: booksProjection, booksQueryOptions
    rm: snake(entity), // book: the read model and its table
    label: words(entity).join(' '), // book
    Label: sentence(entity), // Book
    Plural: sentence(pk), // Books
    base: name === entity ? name : `${name}/${entity}`, // library/book: the routes under /api/v1
    keyRoot: name === entity ? `'${name}'` : `'${name}', '${entity}'`, // the client's query keys
    ROLES: `${snake(name).toUpperCase()}_ROLES`, // LIBRARY_ROLES
  };
}

/** A template: `\`` and `\${` stand for a backtick and `${` of the generated code; backslashes stay as written. */
export const t = (s, ...v) =>
  String.raw(s, ...v)
    .replace(/\\`/g, '`')
    .replace(/\\\$\{/g, '${');
