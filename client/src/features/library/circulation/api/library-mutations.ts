import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BookHold,
  BookIssue,
  IssueBookBody,
  LibraryRulesBody,
  PayFineBody,
  PlaceHoldBody,
  RenewIssueBody,
  WaiveFineBody,
} from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { libraryKeys } from './library-keys';
import { LIBRARY_WRITTEN_MODELS as WRITTEN } from '../../push';

const id = (s: string) => encodeURIComponent(s);

/**
 * After a write: the library keys. While the socket is up the signals of the library's models refetch them; when no
 * such model is signalled (none named `library_*`), the write refetches them itself.
 */
function useRefresh() {
  const qc = useQueryClient();
  return () => invalidateUnlessPushed(qc, WRITTEN, WRITTEN.length ? [] : [libraryKeys.all]);
}

function useLibraryMutation<V, R>(call: (v: V) => Promise<Envelope<R>>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: call, onSuccess: refresh });
}

/** POST library/issue-book ('Book issued successfully'). */
export const useIssueBook = () => useLibraryMutation((body: IssueBookBody) => api.post<Envelope<BookIssue>>('library/issue-book', body));

/** POST library/return-issue-book/:issueId ('Book returned successfully'): the fine freezes at the return. */
export const useReturnBook = () =>
  useLibraryMutation((issueId: string) => api.post<Envelope<BookIssue>>(`library/return-issue-book/${id(issueId)}`, {}));

/** PUT library/update-issue-book/:issueId { finePaid: true | rupees, method } ('Fine paid successfully'): a ledger CREDIT. */
export const usePayFine = () =>
  useLibraryMutation(({ issueId, body }: { issueId: string; body: PayFineBody }) =>
    api.put<Envelope<BookIssue>>(`library/update-issue-book/${id(issueId)}`, body),
  );

/** POST library/waive-fine/:issueId { amount?, reason } ('Fine waived'). */
export const useWaiveFine = () =>
  useLibraryMutation(({ issueId, body }: { issueId: string; body: WaiveFineBody }) =>
    api.post<Envelope<BookIssue>>(`library/waive-fine/${id(issueId)}`, body),
  );

/** POST library/renew-issue-book/:issueId { returnDate } ('Book renewed'). */
export const useRenewIssue = () =>
  useLibraryMutation(({ issueId, body }: { issueId: string; body: RenewIssueBody }) =>
    api.post<Envelope<BookIssue>>(`library/renew-issue-book/${id(issueId)}`, body),
  );

/** POST library/hold { book, user } ('Hold placed'). */
export const usePlaceHold = () => useLibraryMutation((body: PlaceHoldBody) => api.post<Envelope<BookHold>>('library/hold', body));

/** DELETE library/hold/:holdId ('Hold cancelled'). */
export const useCancelHold = () => useLibraryMutation((holdId: string) => api.delete<Envelope<BookHold>>(`library/hold/${id(holdId)}`));

/** PUT library/settings ('Library rules saved'). */
export const useSaveRules = () =>
  useLibraryMutation((body: LibraryRulesBody) => api.put<Envelope<LibraryRulesBody>>('library/settings', body));
