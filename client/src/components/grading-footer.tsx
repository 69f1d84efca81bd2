import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from './button';
import { Card } from './card';

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
