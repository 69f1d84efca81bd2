import { Type, type Static } from '@sinclair/typebox';
import { Ok } from '../envelope.js';

/**
 * Registration numbers (issue 11 item 8): unique in the institute, made from a pattern the institute sets.
 * Tokens: {YYYY} and {YY} the year of the registration day in the institute; {SESSION} the title of the student's
 * batch session (its letters and digits, e.g. 2025-2026), the year when there is no batch; {SEQ} or {SEQ:n} a running
 * number, zero-padded to n digits (1 to 9). The running number counts separately for each distinct rest of the number,
 * so `{YYYY}/{SEQ:4}` starts again at 0001 every year and `REG-{SESSION}-{SEQ}` for every session.
 * Around the tokens: letters, digits and / - _ . only.
 */
export const DEFAULT_REGISTRATION_PATTERN = '{YYYY}/{SEQ:4}';
export const REGISTRATION_PATTERN_MAX = 60;

export type PatternPart = { literal: string } | { token: 'YYYY' | 'YY' | 'SESSION' } | { seq: number };

/** The parts of a pattern, or the message saying what is wrong with it. */
export function parseRegistrationPattern(pattern: string): { parts: PatternPart[] } | { error: string } {
  const p = pattern.trim();
  if (!p) return { error: 'Pattern is required.' };
  if (p.length > REGISTRATION_PATTERN_MAX) return { error: `The pattern may be at most ${REGISTRATION_PATTERN_MAX} characters.` };
  const parts: PatternPart[] = [];
  let seqs = 0;
  for (const m of p.matchAll(/\{([^{}]*)\}|([^{}]+)|([{}])/g)) {
    if (m[3]) return { error: 'A { or } in the pattern is not closed.' };
    if (m[2] !== undefined) {
      if (!/^[A-Za-z0-9/_.-]+$/.test(m[2])) return { error: 'Around the tokens use only letters, digits and / - _ .' };
      parts.push({ literal: m[2] });
      continue;
    }
    const t = m[1]!.toUpperCase();
    if (t === 'YYYY' || t === 'YY' || t === 'SESSION') parts.push({ token: t });
    else if (/^SEQ(:[1-9])?$/.test(t)) {
      seqs++;
      parts.push({ seq: t.length > 3 ? Number(t.slice(4)) : 1 });
    } else return { error: `Unknown token {${m[1]}}: use {YYYY}, {YY}, {SESSION}, {SEQ} or {SEQ:n}.` };
  }
  if (seqs !== 1) return { error: 'The pattern needs exactly one {SEQ} or {SEQ:n}.' };
  return { parts };
}

/** What the tokens other than {SEQ} stand for at one registration. */
export interface PatternValues {
  /** The registration day in the institute, YYYY-MM-DD. */
  day: string;
  /** The batch session's title, or null without a batch. */
  session: string | null;
}

const sessionText = (v: PatternValues) => (v.session ?? '').replace(/[^A-Za-z0-9-]/g, '') || v.day.slice(0, 4);

/** The number with `{SEQ}` left as the marker `#`: the running number counts per distinct key. */
export function registrationKey(parts: PatternPart[], v: PatternValues): string {
  return parts
    .map((x) =>
      'literal' in x
        ? x.literal
        : 'seq' in x
          ? '#'
          : x.token === 'YYYY'
            ? v.day.slice(0, 4)
            : x.token === 'YY'
              ? v.day.slice(2, 4)
              : sessionText(v),
    )
    .join('');
}

export function renderRegistrationNumber(parts: PatternPart[], v: PatternValues, seq: number): string {
  return parts
    .map((x) =>
      'seq' in x
        ? String(seq).padStart(x.seq, '0')
        : 'literal' in x
          ? x.literal
          : x.token === 'YYYY'
            ? v.day.slice(0, 4)
            : x.token === 'YY'
              ? v.day.slice(2, 4)
              : sessionText(v),
    )
    .join('');
}

/** PUT institute/registration-pattern. */
export const RegistrationPatternBody = Type.Object({
  pattern: Type.String({ minLength: 1, maxLength: REGISTRATION_PATTERN_MAX, 'x-message': 'Pattern is required.' }),
});
export type RegistrationPatternBody = Static<typeof RegistrationPatternBody>;
export const RegistrationSettings = Type.Object({
  pattern: Type.String(),
  /** True while the institute has not set one (the default applies). */
  isDefault: Type.Boolean(),
  /** The pattern rendered for today with running number 1, to show what numbers look like. */
  example: Type.String(),
});
export type RegistrationSettings = Static<typeof RegistrationSettings>;
export const RegistrationSettingsReply = Ok(RegistrationSettings);

/** The institute set how new registration numbers are made (numbers already given stay as they are). */
export interface RegistrationPatternSet {
  type: 'RegistrationPatternSet';
  data: { instituteId: string; pattern: string; previous: string | null };
}
