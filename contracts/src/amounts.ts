import { Type, type TNumber } from '@sinclair/typebox';

/**
 * A money field carries `x-amount: true`: the server's validator refuses an amount over the operator's cap
 * (MAX_AMOUNT_RUPEES, ten crore rupees unless raised; docs/operations.md). The schema's own maximum is the ceiling
 * no setting can pass.
 */
export const AMOUNT = 'x-amount';
export const AMOUNT_CEILING = 1_000_000_000_000;

/** Rupees: a JSON number (never a boolean or a string in JSON), more than 0, at most the cap. */
export const Rupees = (extra: Record<string, unknown> = {}): TNumber =>
  Type.Number({ exclusiveMinimum: 0, maximum: AMOUNT_CEILING, [AMOUNT]: true, ...extra });
