// The PCP letters' flags on the demo's letters screens (SPEC §2 /missed-appointments and
// /made-encounters, §3 Letters' 'No PCP' and 'No Fax'): in Florida, the PCC's market, the
// screens' default range (the last 7 days, SPEC §9's America/New_York days) always shows a
// patient whose PCP has no fax and a patient without a PCP, whatever `today` is, while some of its
// letters stay ready to send. The random gaps (patients.ts, organizations.ts) leave that to chance:
// none of Florida's practices lacks a fax. Applied after everything else is built, so no other
// record of the seed changes (the chart's referrals name the PCP the patient had when referred).
import { calendarDateIn } from '../../src/domain/format.ts';
import { defaultLetterRange } from '../../src/domain/letters/letter-search.ts';
import type { SeedData } from './data.ts';
import { buildPcpWithoutFax } from './organizations.ts';

const ZONE = 'America/New_York';
const STATE = 'FL';

const patientIdOf = (reference: string | undefined): string => reference?.split('/')[1] ?? '';

/**
 * The first Florida patients (by visit time) with a signed visit, and with a missed visit, in the
 * default range: the first of each gets the practice without a fax (the missed one only when
 * another patient's missed visit is in the range too, which stays ready), and the second with a
 * signed visit loses the PCP.
 */
export function seedLetterGaps(data: SeedData, today: Date): void {
  const range = defaultLetterRange(calendarDateIn(today.toISOString(), ZONE));
  const byId = new Map(data.patients.filter((p) => p.place.state === STATE).map((p) => [p.patient.id, p]));
  const inRange = (at: string | undefined) => {
    if (!at) return false;
    const day = calendarDateIn(at, ZONE);
    return day >= range.from && day <= range.to;
  };
  /** The distinct Florida patients of these visits, by visit time. */
  const patientsOf = (visits: { at: string; patientId: string }[]): string[] => [
    ...new Set(
      visits
        .filter((v) => byId.has(v.patientId) && inRange(v.at))
        .sort((a, b) => a.at.localeCompare(b.at) || a.patientId.localeCompare(b.patientId))
        .map((v) => v.patientId),
    ),
  ];
  const signed = patientsOf(
    data.encounters.flatMap((e) =>
      e.signedAt && e.period?.start ? [{ at: e.period.start, patientId: patientIdOf(e.subject.reference) }] : [],
    ),
  );
  const missed = patientsOf(
    data.appointments.flatMap((a) => (a.status === 'noshow' ? [{ at: a.start, patientId: patientIdOf(a.patient?.reference) }] : [])),
  );
  const [firstSigned, secondSigned] = signed;
  const withoutFax = [firstSigned, missed.length > 1 ? missed[0] : undefined].flatMap((id) => (id ? [id] : []));
  const first = withoutFax[0] ? byId.get(withoutFax[0]) : undefined;
  if (!first) return;
  const practice = buildPcpWithoutFax(first.place);
  data.organizations.push(practice);
  for (const id of withoutFax) {
    const patient = byId.get(id)?.patient;
    if (patient) patient.generalPractitioner = [{ reference: `Organization/${practice.id}`, display: practice.name }];
  }
  const noPcp = secondSigned ? byId.get(secondSigned)?.patient : undefined;
  if (noPcp) delete noPcp.generalPractitioner;
}
