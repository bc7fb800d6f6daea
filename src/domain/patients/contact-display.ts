// SPEC §3 Phone and Identifier display rules for the chart: phones labelled by use, a work phone
// with its extension, fax marked; SPEC §5 SSN shown XXX-XX-#### (only its last 4 digits ever
// leave the server).
import { maskPhone } from '../format';
import type { ContactPoint, Identifier } from '../resources';

/** SPEC §3: use mobile, home, work, temp labelled Mobile, Home, Work, Other. */
export const PHONE_USE_LABELS = { mobile: 'Mobile', home: 'Home', work: 'Work', temp: 'Other' } as const;

/**
 * SPEC §3 display: work '(Work) number ext.N'; temp '(Other) number'; fax 'number (Fax)';
 * mobile and home the masked number alone.
 */
export function phoneDisplay(point: Pick<ContactPoint, 'system' | 'value' | 'use'> & { extension?: string | null }): string {
  const number = maskPhone(point.value);
  if (point.system === 'fax') return `${number} (Fax)`;
  if (point.use === 'work') return point.extension ? `(Work) ${number} ext.${point.extension}` : `(Work) ${number}`;
  if (point.use === 'temp') return `(Other) ${number}`;
  return number;
}

/** SPEC §3: only the first contact point of a system is shown, unless all are asked for. */
export function firstOfSystem<T extends Pick<ContactPoint, 'system' | 'rank'>>(
  points: readonly T[],
  system: ContactPoint['system'],
): T | null {
  const of = points.filter((p) => p.system === system);
  return [...of].sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99))[0] ?? null;
}

/**
 * SPEC §3: of a patient's contact points, only the first phone, email, fax or url is shown,
 * unless all phones are asked for (then every phone, in rank order, and the first of the others).
 */
export function shownContactPoints<T extends Pick<ContactPoint, 'system' | 'rank'>>(
  points: readonly T[],
  { allPhones = false }: { allPhones?: boolean } = {},
): T[] {
  const systems: ContactPoint['system'][] = ['phone', 'email', 'fax', 'url'];
  return systems.flatMap((system) => {
    if (system === 'phone' && allPhones) {
      return points.filter((p) => p.system === 'phone').sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99));
    }
    const first = firstOfSystem(points, system);
    return first ? [first] : [];
  });
}

/** The SSN identifier (type code SB, SPEC §3). */
export const ssnOf = (identifiers: readonly Identifier[] | undefined): Identifier | null =>
  (identifiers ?? []).find((i) => i.type?.coding?.some((c) => c.code === 'SB')) ?? null;

/** The last 4 digits of an SSN, or null when it has fewer than 4. */
export function ssnLast4(ssn: string | null | undefined): string | null {
  const digits = (ssn ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/** SPEC §5: an SSN is shown XXX-XX-#### from its last 4 digits. */
export const maskedSsn = (last4: string | null | undefined): string | null => (last4 && /^\d{4}$/.test(last4) ? `XXX-XX-${last4}` : null);
