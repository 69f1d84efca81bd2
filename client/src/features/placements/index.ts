// Placements (issue 18 §4–§6): notices and applications, reports and dashboards.
export * from './notices/index';
export * from './reports/index';
