// The demo's letters screens show SPEC §3 Letters' No PCP and No Fax flags in Florida's default
// range (letter-gaps.ts), on every day of the week, and still have letters ready to send.
import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '../../src/domain/format.ts';
import { defaultLetterRange } from '../../src/domain/letters/letter-search.ts';
import { faxOf, isReadyToSend, letterFlags } from '../../src/domain/letters/pcp-letters.ts';
import { buildSeedData } from './data.ts';

const NY = 'America/New_York';

/** The flags of Florida's letters in the default range, as the server would list them. */
function flagsOf(today: Date) {
  const data = buildSeedData(today);
  const range = defaultLetterRange(calendarDateIn(today.toISOString(), NY));
  const orgs = new Map(data.organizations.map((o) => [o.id, o]));
  const patients = new Map(data.patients.filter((p) => p.place.state === 'FL').map((p) => [p.patient.id, p.patient]));
  const inRange = (at: string) => calendarDateIn(at, NY) >= range.from && calendarDateIn(at, NY) <= range.to;
  const rowOf = (reference: string | undefined) => {
    const patient = patients.get(reference?.split('/')[1] ?? '');
    if (!patient) return null;
    const pcpId = patient.generalPractitioner?.[0]?.reference?.split('/')[1] ?? null;
    const pcp = { pcpId, fax: pcpId ? faxOf(orgs.get(pcpId)?.telecom) : null };
    return { flags: letterFlags(pcp, 'none'), ready: isReadyToSend(pcp, 'none') };
  };
  const rows = (visits: (ReturnType<typeof rowOf> | null)[]) => visits.flatMap((r) => (r ? [r] : []));
  return {
    missed: rows(data.appointments.filter((a) => a.status === 'noshow' && inRange(a.start)).map((a) => rowOf(a.patient?.reference))),
    made: rows(
      data.encounters.filter((e) => e.signedAt && e.period?.start && inRange(e.period.start)).map((e) => rowOf(e.subject.reference)),
    ),
  };
}

describe('the letters screens’ flags in the demo seed', () => {
  // Monday to Sunday: the default range holds a different share of the week's visits each day.
  const week = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 2, 9 + i, 15)));

  it.each(week.map((today) => [today.toISOString().slice(0, 10), today] as const))(
    'in the range ending %s: made encounters with one No Fax and one No PCP, missed appointments with one No Fax, letters ready on both',
    (_, today) => {
      const { made, missed } = flagsOf(today);
      expect(made.some((r) => r.flags.includes('No Fax'))).toBe(true);
      expect(made.some((r) => r.flags.includes('No PCP'))).toBe(true);
      expect(made.filter((r) => r.ready).length).toBeGreaterThan(10);
      expect(missed.some((r) => r.flags.includes('No Fax'))).toBe(true);
      expect(missed.some((r) => r.ready)).toBe(true);
    },
    // The whole demo data set is built for each day.
    30_000,
  );
});
