import { AMOUNT_CEILING, FINANCE_TYPES, type BulkRowError, type FinanceType } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { CommandContext } from '../../platform/commands.js';
import { isRupeeAmount } from '../../platform/money.js';
import { uuidFrom } from '../../platform/ids.js';
import { financeDecider, financeEntryStream } from './decider.js';

/** The finance sample's required columns (/UploadFinanceSample.xlsx). */
export const FINANCE_REQUIRED = ['title', 'financeType', 'amount'];

interface Row {
  row: number;
  values: Record<string, string>;
}

/**
 * Checks an uploaded ledger sheet and, unless a dry run, records each good row as a finance entry through the ledger's
 * own decider (as Add Finance does). An entry's id is the job's and the row's, so a job that runs again after a crash
 * records no row twice: money is never doubled by a retry.
 */
export async function importFinanceRows(rt: Runtime, ctx: CommandContext, rows: Row[], dryRun: boolean) {
  const errors: BulkRowError[] = [];
  const good: { row: number; title: string; financeType: FinanceType; amount: number }[] = [];
  for (const { row, values: v } of rows) {
    const fail = (field: string, message: string) => errors.push({ row, field, message });
    const before = errors.length;
    const title = (v.title ?? '').trim();
    if (!title) fail('title', 'Finance name is required.');
    else if (title.length > 200) fail('title', 'Finance name is at most 200 characters.');
    const type = (v.financeType ?? '').trim().toUpperCase();
    if (!type) fail('financeType', 'Finance type is required.');
    else if (!(FINANCE_TYPES as readonly string[]).includes(type)) fail('financeType', 'Finance type must be CREDIT or DEBIT.');
    const raw = (v.amount ?? '').replace(/[₹,\s]/g, '');
    const amount = Number(raw);
    if (!raw) fail('amount', 'Amount is required.');
    else if (!Number.isFinite(amount) || !isRupeeAmount(amount) || amount > AMOUNT_CEILING)
      fail('amount', 'Amount must be a positive number with at most two decimals.');
    if (errors.length === before) good.push({ row, title, financeType: type as FinanceType, amount });
  }
  if (dryRun) return { good: good.length, imported: 0, errors };
  let imported = 0;
  for (const g of good) {
    const entryId = uuidFrom(ctx.instituteId, 'finance-bulk', ctx.correlationId, String(g.row));
    try {
      const state = await rt.commands.state(financeDecider, financeEntryStream(entryId), ctx);
      if (!state.exists) {
        const data = { entryId, title: g.title, financeType: g.financeType, amount: g.amount };
        await rt.commands.handle(financeDecider, financeEntryStream(entryId), { type: 'RecordFinanceEntry', data }, ctx);
      }
      imported++;
    } catch (err) {
      errors.push({ row: g.row, field: 'row', message: (err as Error).message });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { good: good.length, imported, errors };
}
