export { useBulkJob, type BulkJob, type JobState } from './api/bulk-upload';
export { Figure, JobPanel, ProblemTable, ProgressBar } from './components/job-panel';
export { useImportRun } from './components/use-import-run';
export { BulkUploadPage } from './pages/bulk-upload-page';
