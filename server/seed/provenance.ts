// The acts behind each seeded encounter (SPEC §3 Provenance): create, then check-in, check-out,
// e-sign, amend or cancel as far as the encounter got, at the times it records, by the visit's
// clinician (User/{id} for a demo account, else the Practitioner). Check-ins carry the device and
// the position of the visit's address, as a tablet in the patient's home would send them.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Encounter, Provenance, ProvenanceActivity, Reference } from '../../src/domain/resources.ts';
import { ref, type WithId } from './address.ts';
import { Rng } from './random.ts';
import { displayPractitioner, type Visit } from './schedule.ts';

dayjs.extend(utc);

const DEVICE = 'tablet (Android)';

export function buildProvenances(
  visits: readonly Visit[],
  encounters: readonly WithId<Encounter>[],
  userIds: ReadonlyMap<string, string>,
): WithId<Provenance>[] {
  const rng = new Rng('provenance');
  const visitByAppointment = new Map(visits.map((v) => [v.appointment.id, v]));
  const out: WithId<Provenance>[] = [];
  for (const encounter of encounters) {
    const appointmentId = encounter.appointment?.reference?.split('/')[1];
    const visit = appointmentId ? visitByAppointment.get(appointmentId) : undefined;
    if (!visit) continue;
    const { staff } = visit.plan;
    const userId = staff.personaKey ? userIds.get(staff.personaKey) : undefined;
    const who: Reference = userId
      ? { reference: `User/${userId}`, display: displayPractitioner(staff) }
      : ref('Practitioner', staff.practitioner.id, displayPractitioner(staff));
    const address = visit.appointment.location?.address;
    const act = (activity: ProvenanceActivity, at: string, extra: Partial<Provenance> = {}) =>
      out.push({
        id: rng.uuid(),
        target: [{ reference: `Encounter/${encounter.id}` }],
        recorded: at,
        activity,
        agent: [{ who }],
        ...extra,
      });

    const start = dayjs.utc(encounter.checkedInAt ?? visit.appointment.start);
    act('create', start.subtract(1, 'minute').toISOString(), { device: DEVICE });
    if (encounter.checkedInAt) {
      const position =
        address?.latitude != null && address.longitude != null
          ? {
              position: {
                latitude: address.latitude + rng.int(-20, 20) / 100_000,
                longitude: address.longitude + rng.int(-20, 20) / 100_000,
              },
            }
          : {};
      act('check-in', encounter.checkedInAt, { device: DEVICE, ...position });
    }
    if (encounter.checkedOutAt) act('check-out', encounter.checkedOutAt, { device: DEVICE });
    if (encounter.signedAt) act('e-sign', encounter.signedAt, { device: DEVICE });
    if (encounter.amendReason && encounter.signedAt) {
      act('amend', dayjs.utc(encounter.signedAt).add(1, 'day').toISOString(), { reason: encounter.amendReason });
    }
    if (encounter.status === 'cancelled') {
      act('cancel', start.toISOString(), { device: DEVICE, ...(encounter.cancelReason ? { reason: encounter.cancelReason } : {}) });
    }
  }
  return out;
}
