/** Shapes of the student-fees calls (/work money design, docs/api.md "Student fees"). Amounts are rupees. */
export type FeeType = 'ONETIME' | 'RECURRING';
export type PaymentMode = 'ONLINE' | 'CASH';
export type ChargeStatus = 'PENDING' | 'PARTIAL' | 'PAID' | 'CANCELLED';
export type PaymentStatus = 'SUCCESSFUL' | 'REVERSED';

interface Titled {
  _id?: string;
  title: string;
}

/** One row of GET student-fee (a fee set for a batch). */
export interface FeeAssignment {
  _id: string;
  fees: { _id: string; title: string };
  batch: { _id: string; title?: string; course?: Titled | null; branch?: Titled | null; session?: Titled | null };
  amount: number;
  feeType: FeeType;
  startDate: string;
  endDate: string;
  dueDay?: number | null;
  /** How many students the fee was set for. */
  students: number;
  charges: number;
  /** Students who have paid everything. */
  totalPaid: number;
  totalAmountCollected: number;
  totalAmountDue: number;
  createdAt: string;
}

export interface ChargeRow {
  _id: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  amount: number;
  paid: number;
  due: number;
  status: ChargeStatus;
}

export interface FeeStudentRow {
  student: { _id: string; displayName: string; photoUrl: string | null; registrationNumber: string | null };
  amount: number;
  paid: number;
  due: number;
  status: ChargeStatus;
  charges: ChargeRow[];
}

export interface FeeAssignmentDetail extends FeeAssignment {
  studentsList: FeeStudentRow[];
}

/** GET student/student-fee/:studentId: what is still to pay (PENDING or PARTIAL charges). */
export interface PendingFee {
  _id: string;
  /** Due now. */
  amount: number;
  totalAmount: number;
  paid: number;
  fees: { _id?: string; title: string };
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  status: ChargeStatus;
}

export interface PaymentOverview {
  totalYearlyFee: number;
  amountPaid: number;
  amountToPaid: number;
  student: { _id: string; displayName: string; registrationNumber: string | null };
}

export interface Transaction {
  _id: string;
  createdAt: string;
  paymentType: PaymentMode;
  paymentMode: PaymentMode;
  amount: number;
  status: PaymentStatus;
  fees: { title: string };
  chargeId: string;
  receiptNo: string;
  /** Made through the test sandbox: no money was received. */
  test?: boolean;
  reversal?: { reason: string; at: string; by: string } | null;
}

export interface BalanceEntry {
  at: string;
  kind: 'CHARGE' | 'PAYMENT' | 'REVERSAL' | 'CANCELLATION';
  title: string;
  amount: number;
  balanceAfter: number;
}

export interface Balance {
  asOf: string;
  charged: number;
  paid: number;
  reversed: number;
  balance: number;
  entries: BalanceEntry[];
}

/** POST student/pay/:studentId with paymentMode ONLINE: the provider order the checkout opens. */
export interface PaymentOrder {
  orderId: string;
  provider: 'sandbox' | 'razorpay';
  keyId: string;
  providerOrderId: string;
  amount: number;
  amountPaise: number;
  currency: 'INR';
  totalPayableAmount: number;
  payId: string;
  paymentTitle: string;
  studentId: string;
  notes: Record<string, string>;
  receipt: string;
}

/** The checkout's answer, passed to POST student/pay/verify. */
export interface CheckoutProof {
  providerOrderId: string;
  providerPaymentId: string;
  signature: string;
}

/**
 * GET payment/settings (designed call): the fee-removal flag, whether online payment is set up (`online`), whether it is
 * the test sandbox (`test`), and the provider the checkout uses.
 */
export interface PaymentSettings {
  feeRemoval: boolean;
  online: boolean;
  test: boolean;
  provider: 'sandbox' | 'razorpay' | 'none';
  keyId: string;
}
