import { downloadFile } from '@/lib/download';

/** 'Download Excel': GET placement/notice/:placementId/student/export, a CSV of every applicant (opens in Excel). */
export const downloadApplicants = (placementId: string) =>
  downloadFile(`placement/notice/${encodeURIComponent(placementId)}/student/export`, {
    accept: 'text/csv',
    fallbackName: 'placement-applicants.csv',
  });
