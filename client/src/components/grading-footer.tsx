import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from './button';
import { Card } from './card';
import { ReasonDialog } from './reason-dialog';

/**
 * The foot of a grading page (002 §4 Grading pages), shared by exams and assignments: the remark box on the last page,
 * Prev (never below page 1), and 'Submit & Next' or, on the last page, 'Submit'; a read-only viewer gets Next instead.
 */
export function GradingFooter({
  pageNo,
  last,
  readOnly,
  submitting,
  remark,
  remarkMaxLength,
  onPage,
}: {
  pageNo: number;
  last: boolean;
  readOnly: boolean;
  submitting: boolean;
  remark: UseFormRegisterReturn;
  remarkMaxLength: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      {last && !readOnly ? (
        <Card className="p-4">
          <label htmlFor="grading-remark" className="mb-1.5 block text-sm font-medium text-slate-700">
            Remark
          </label>
          <textarea
            id="grading-remark"
            rows={3}
            maxLength={remarkMaxLength}
            className="block w-full rounded-lg border-0 px-3 py-2 text-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-500"
            {...remark}
          />
        </Card>
      ) : null}
      <nav aria-label="Grading pages" className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" disabled={pageNo <= 1} onClick={() => onPage(Math.max(1, pageNo - 1))}>
          Prev
        </Button>
        <span className="text-sm text-slate-600">Page {pageNo}</span>
        {readOnly ? (
          <Button variant="secondary" disabled={last} onClick={() => onPage(pageNo + 1)}>
            Next
          </Button>
        ) : (
          <Button type="submit" loading={submitting}>
            {last ? 'Submit' : 'Submit & Next'}
          </Button>
        )}
      </nav>
    </>
  );
}

/** The reason asked when a mark already given changes (marks are never edited in place: the reason goes with the new event). */
export function MarkReasonDialog<T extends object>({
  pending,
  onClose,
  send,
}: {
  /** The page's marks waiting for a reason, or null when nothing asks. */
  pending: T | null;
  onClose: () => void;
  send: (body: T & { reason: string }) => Promise<{ message: string }>;
}) {
  return (
    <ReasonDialog
      open={!!pending}
      onClose={onClose}
      title="Change a mark"
      description="A mark already given is changing: the reason is kept with the new mark."
      submitLabel="Save"
      onSubmit={async (reason) => {
        const res = await send({ ...(pending as T), reason });
        onClose();
        return res;
      }}
    />
  );
}
