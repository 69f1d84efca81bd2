export { useBulkJob, type BulkJob } from './api/bulk-upload';
export { Figure, JobPanel, ProblemTable, ProgressBar } from './components/job-panel';
