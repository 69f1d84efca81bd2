import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { TextField } from '@/components/field';
import { Modal } from '@/components/modal';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { saveExamWeights, useBatchWeights } from '../api/get-results';
import { resultKeys } from '../api/result-keys';
import { weightProblem } from './result-format';

type Row = { exam: { _id: string; title: string }; weight: number };

function WeightsForm({ batchId, rows, onClose }: { batchId: string; rows: Row[]; onClose: () => void }) {
  const qc = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(rows.map((r) => [r.exam._id, String(r.weight)])));
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const problems = Object.fromEntries(rows.map((r) => [r.exam._id, weightProblem(values[r.exam._id] ?? '')]));
  const save = async () => {
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      const res = await saveExamWeights(
        batchId,
        rows.map((r) => ({ exam: r.exam._id, weight: Number(values[r.exam._id]) })),
      );
      toast.success(res.message);
      void qc.invalidateQueries({ queryKey: resultKeys.all });
      onClose();
    } catch (e) {
      toast.error(errorMessage(e, 'Oops! something went wrong.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="space-y-4 px-5 py-4"
      noValidate
      onSubmit={(ev) => {
        ev.preventDefault();
        void save();
      }}
    >
      {rows.map((r) => (
        <TextField
          key={r.exam._id}
          label={r.exam.title}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="any"
          value={values[r.exam._id] ?? ''}
          onChange={(ev) => setValues((v) => ({ ...v, [r.exam._id]: ev.target.value }))}
          error={tried ? problems[r.exam._id] : null}
        />
      ))}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** The office sets how much each of the batch's exams counts in the session report card (PUT exam/weights/:batchId). */
export function WeightsDialog({ batchId, open, onClose }: { batchId: string; open: boolean; onClose: () => void }) {
  const q = useBatchWeights(batchId, open);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Exam weights"
      description="How much each exam counts in the session report card (0 leaves it out)."
    >
      {q.isPending ? (
        <span className="skeleton m-5 block h-32" aria-busy="true" />
      ) : q.error || !q.data ? (
        <EmptyState title="Could not load the exams" text={errorMessage(q.error)} />
      ) : q.data.length === 0 ? (
        <EmptyState title="No exam available" />
      ) : (
        <WeightsForm batchId={batchId} rows={q.data} onClose={onClose} />
      )}
    </Modal>
  );
}
