import type { ExpiringPaper } from '@school/contracts';

/**
 * The transport dashboard's "Expiring soon" list (issue 18 §2; built by the riders slice): the papers and licences of
 * `dashboard/admin/transport-stat`'s `expiringSoon`, which the dashboard page passes in.
 */
export function ExpiringPapers(_props: { papers: readonly ExpiringPaper[] | undefined }) {
  return null;
}
