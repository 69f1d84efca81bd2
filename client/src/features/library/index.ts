// The library's pages: the circulation (dashboard, students, profiles, rules, a student's own page) and the catalogue.
export * from './circulation/index';
export * from './catalogue/index';
