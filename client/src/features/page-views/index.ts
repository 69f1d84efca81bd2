// Page views (issue 19 §6): the visit a session records, the admin dashboard's Page View Status widget.
export { useRecordVisit } from './api/record-visit';
export { PageViewStatusCard } from './components/page-view-status-card';
