import { chargeStandingLabel, PayStudentFeeBody } from '@school/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import type { StudentPaymentMode as PaymentMode, PaymentOrderReplyData as PaymentOrder } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Drawer } from '@/components/drawer';
import { SelectField, TextField } from '@/components/field';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';
import { bind, errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { usePaymentOverview } from '../api/get-payment-overview';
import { usePaymentSettings } from '../api/get-payment-settings';
import { usePendingFees } from '../api/get-pending-fees';
import { isOrder, usePayFee } from '../api/pay-fee';
import { useVerifyPayment } from '../api/verify-payment';
import { amountError, periodText } from './fee-format';
import { PaymentModeField } from './payment-mode-field';
import { CheckoutDismissed, razorpayCheckout } from './razorpay-checkout';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';
import { StandingBadge } from './status-badge';

const FALLBACK = 'Oops! Something went wrong.';

interface Values {
  fee: string;
  mode: PaymentMode | '';
  amount: string;
}
type Errors = Partial<Record<keyof Values, string>>;

/** 000 §5 student fee payment messages (the fee's one keeps the spec's leading space). */
export function validatePayment(v: Values, due: number | undefined): Errors {
  const e: Errors = {};
  if (!v.mode) e.mode = 'Mode of payment is required.';
  if (!v.fee) e.fee = ' Name Of Fee is required.';
  const amount = amountError(v.amount);
  if (amount) e.amount = amount;
  else if (due !== undefined && Number(v.amount) > due) e.amount = `Amount is more than the fee due (${formatRupees(due)}).`;
  return e;
}

/** The contract's body and messages, then the amount against what is due on the chosen fee (the form's context: the pending fees). */
const resolver = schemaResolver<Values>(
  PayStudentFeeBody,
  (v, fees) => validatePayment(v, (fees as { _id: string; amount: number }[] | undefined)?.find((f) => f._id === v.fee)?.amount),
  {
    toBody: (v) => ({ paymentMode: v.mode, studentFeesId: v.fee, amount: v.amount }),
    fieldOf: { paymentMode: 'mode', studentFeesId: 'fee' },
  },
);

export interface PayFeesDrawerProps {
  open: boolean;
  onClose: () => void;
  studentId: string;
  studentName?: string;
  /** A pending fee (charge) to start with. */
  chargeId?: string;
}

/** 000 §2 Pay Fees drawer: the student's totals, pending fees and the payment form (cash, online or Update). */
export function PayFeesDrawer({ open, onClose, studentId, studentName, chargeId }: PayFeesDrawerProps) {
  const user = useSession()?.user;
  const onlineOnly = user?.role === 'STUDENT' || user?.role === 'PARENT';
  const settings = usePaymentSettings();
  const direct = !!settings.data?.feeRemoval && user?.role === 'ADMIN';
  // Online payment only where the server has a provider (until the settings answer, as if it had).
  const online = settings.data?.online ?? true;
  const cannotPay = onlineOnly && !online;
  const overview = usePaymentOverview(studentId, open);
  const pending = usePendingFees(studentId, open);
  const pay = usePayFee(studentId);
  const verify = useVerifyPayment();
  const initial = (): Values => ({ fee: chargeId ?? '', mode: onlineOnly && online ? 'ONLINE' : '', amount: '' });
  const fees = pending.data?.data;
  const form = useForm<Values>({ defaultValues: initial(), resolver, context: fees });
  const errors = form.formState.errors;
  const values = form.watch();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [order, setOrder] = useState<PaymentOrder | null>(null);
  const [checkingOut, setCheckingOut] = useState(false);
  const chosen = fees?.find((f) => f._id === values.fee);

  // A fresh form each time the drawer opens; the amount defaults to what is due on the chosen fee.
  useEffect(() => {
    if (!open) return;
    form.reset(initial());
    setServerError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, studentId, chargeId]);
  // The settings arrive saying online payment is off: an ONLINE choice made meanwhile is dropped.
  useEffect(() => {
    if (!online && form.getValues('mode') === 'ONLINE') form.setValue('mode', '');
  }, [online, form]);
  const chosenId = chosen?._id;
  const chosenDue = chosen?.amount;
  useEffect(() => {
    if (chosenId && chosenDue !== undefined && !form.getValues('amount')) form.setValue('amount', String(chosenDue));
  }, [chosenId, chosenDue, form]);

  const chooseFee = (id: string) => {
    const again = { shouldValidate: form.formState.isSubmitted };
    form.setValue('fee', id, again);
    form.setValue('amount', String(fees?.find((f) => f._id === id)?.amount ?? ''), again);
  };
  const finish = () => {
    setOrder(null);
    setCheckingOut(false);
    onClose();
  };

  const send = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const res = await pay.mutateAsync({
        paymentMode: values.mode as PaymentMode,
        studentFeesId: values.fee,
        amount: Number(values.amount),
        ...(direct ? { status: true } : {}),
      });
      if (!isOrder(res.data)) {
        toast.success(res.message);
        finish();
        return;
      }
      const o = res.data;
      if (o.provider === 'sandbox') {
        setOrder(o);
        return;
      }
      // Razorpay's own window: this drawer steps aside so its focus trap does not hold the checkout's inputs.
      setCheckingOut(true);
      try {
        const proof = await razorpayCheckout(o, { name: user?.displayName, email: user?.email });
        const done = await verify.mutateAsync({ orderId: o.orderId, ...proof });
        toast.success(done.message);
        finish();
      } catch (err) {
        setCheckingOut(false);
        if (err instanceof CheckoutDismissed) return;
        throw err;
      }
    } catch (err) {
      const message = errorMessage(err, FALLBACK);
      setServerError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  });
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    setServerError(null);
    void send();
  };

  const close = () => {
    if (busy && !order) return;
    finish();
  };
  const ov = overview.data?.data;
  const stat = (label: string, value: string, tone = 'text-slate-900') => (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200/70">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={cn('mt-0.5 text-sm font-semibold break-words tabular-nums', tone)}>{overview.isPending ? '…' : value}</dd>
    </div>
  );

  return (
    <>
      <Drawer open={open && !order && !checkingOut} onClose={close} title="Pay Fees" description={studentName ?? ov?.student.displayName}>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-label="Pay Fees">
          <div className="flex-1 space-y-5 overflow-y-auto px-5 py-5">
            <dl className="grid grid-cols-2 gap-2" data-testid="pay-overview">
              {stat('Total this year', formatRupees(ov?.totalYearlyFee))}
              {stat('Registration number', ov?.student.registrationNumber ?? 'Not Provided')}
              {stat('Paid this year', formatRupees(ov?.amountPaid), 'text-emerald-700')}
              {stat('Due now', formatRupees(ov?.dueNow), 'text-rose-700')}
            </dl>
            <section aria-labelledby="pending-fees-title">
              <h3 id="pending-fees-title" className="text-sm font-semibold text-slate-900">
                Pending Fees
              </h3>
              {pending.isPending ? (
                <span className="skeleton mt-2 block h-14 w-full" aria-hidden="true" />
              ) : pending.error ? (
                <p className="mt-2 text-sm text-rose-700">{errorMessage(pending.error)}</p>
              ) : !fees?.length ? (
                <p className="mt-2 rounded-lg bg-slate-50 px-3 py-4 text-center text-sm font-medium text-slate-600">No Pending Fees</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {fees.map((f) => (
                    <li key={f._id}>
                      <button
                        type="button"
                        aria-pressed={values.fee === f._id}
                        onClick={() => chooseFee(f._id)}
                        className={cn(
                          'flex w-full items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-left text-sm ring-1 transition',
                          values.fee === f._id ? 'bg-brand-50 ring-brand-500' : 'bg-white ring-slate-200 hover:ring-slate-300',
                        )}
                      >
                        <span className="min-w-0">
                          <span className="block font-medium break-words text-slate-900">{f.fees.title}</span>
                          <span className="block text-xs text-slate-600">{periodText(f.periodStart, f.periodEnd)}</span>
                          <StandingBadge standing={f} className="mt-1" />
                        </span>
                        <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatRupees(f.amount)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {cannotPay ? (
              <p
                role="note"
                className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200"
                data-testid="online-off"
              >
                Online payment is not set up for this institute. Please pay at the school office.
              </p>
            ) : null}
            <FormError message={serverError} />
            <SelectField
              label="Name Of Fee"
              required
              value={values.fee}
              error={errorOf(errors, 'fee')}
              onChange={(e) => chooseFee(e.target.value)}
            >
              <option value="">Choose a fee</option>
              {fees?.map((f) => (
                <option key={f._id} value={f._id}>
                  {f.fees.title} · {periodText(f.periodStart, f.periodEnd)} · {formatRupees(f.amount)} · {chargeStandingLabel(f)}
                </option>
              ))}
            </SelectField>
            <PaymentModeField
              {...bind(form, 'mode')}
              error={errorOf(errors, 'mode')}
              onlineOnly={onlineOnly}
              online={online}
              test={!!settings.data?.test}
            />
            <TextField
              label="Amount (₹)"
              required
              inputMode="decimal"
              {...filtered(form.register('amount'), (t) => t.replace(/[^\d.]/g, ''))}
              error={errorOf(errors, 'amount')}
              hint={chosen ? `Due: ${formatRupees(chosen.amount)}` : undefined}
            />
          </div>
          <div className="flex gap-2 border-t border-slate-100 bg-slate-50/70 px-5 py-4">
            <Button variant="secondary" className="flex-1" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" className="flex-1" loading={busy} disabled={pending.isPending || cannotPay}>
              {direct ? 'Update' : 'Pay'}
            </Button>
          </div>
        </form>
      </Drawer>
      <SandboxCheckoutDialog
        order={order}
        onClose={() => {
          setOrder(null);
          setBusy(false);
        }}
        onPaid={finish}
      />
    </>
  );
}
