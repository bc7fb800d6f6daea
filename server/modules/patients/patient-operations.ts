// The patient's own writes, declared once for the write pipeline (DESIGN §5): the admission's
// status (SPEC §3/§4 holds, resume, readmit), the demographics (SPEC §2), the availability (SPEC §2
// 'Appointment Available Time') and the discharge requests (SPEC §3/§4). Each names its
// operation, input, target (the patient's record, locked, under the patient access rule), the
// roles that never change a chart (external, reviewer-readonly: src/domain/chart/
// chart-record-access.ts) and the version the user saw, with the CONFLICT words of its screen.
// A change of the admission's status raises 'admission-status-changed' (SPEC §3 Event) in the
// transaction; the pipeline publishes it after commit.
import dayjs from 'dayjs';
import * as v from 'valibot';
import { chartWriter } from '../../../src/domain/chart/chart-record-access.ts';
import type { Task } from '../../../src/domain/chart/chart-records.ts';
import { calendarDateIn } from '../../../src/domain/format.ts';
import type { FacilityOrganization } from '../../../src/domain/master-lists/facility-record.ts';
import { contactDisplayName } from '../../../src/domain/master-lists/facility-record.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { CARE_FACILITY_TYPES } from '../../../src/domain/patients/address.ts';
import {
  ADMISSION_ACTIONS,
  admissionTransition,
  HOLD_REASON_CODES,
  HOSPITAL_ID,
  HOSPITAL_NAME_MAX,
  type HoldReason,
  READMIT_REASON_CODES,
  READMIT_TEXT_MAX,
} from '../../../src/domain/patients/admission-actions.ts';
import { withAdmissionStatus } from '../../../src/domain/patients/admission-history.ts';
import { AvailabilityInput, type PatientAvailability, pastStartIssue } from '../../../src/domain/patients/availability.ts';
import { mayEditDemographics } from '../../../src/domain/patients/demographics-access.ts';
import { applyDemographics, type DemographicsPatient } from '../../../src/domain/patients/demographics-apply.ts';
import type { DemographicsValues } from '../../../src/domain/patients/demographics-input.ts';
import type { DischargeRequest } from '../../../src/domain/patients/discharge-request.ts';
import {
  admissionAfterRequest,
  DISCHARGE_REQUEST_MESSAGES,
  isOpenRequest,
  mayFileDischargeRequest,
  nextRequestStatuses,
} from '../../../src/domain/patients/discharge-request-rules.ts';
import { CONSENT_ALREADY_SAVED, consentChangeRefused, textConsentIssue } from '../../../src/domain/patients/phone.ts';
import type { EpisodeOfCare, Organization, Patient, Reference } from '../../../src/domain/resources.ts';
import { admissionChangeTask } from '../../../src/domain/tasks/admission-tasks.ts';
import { ADMISSION_TASK_JOB_FUNCTION } from '../../../src/domain/tasks/task-queue.ts';
import { timeZoneForState } from '../../../src/domain/time-zone.ts';
import { textField } from '../../../src/domain/validation/fields.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { badInput, notFound } from '../../errors.ts';
import type { RaiseNotification } from '../notifications/notification-fanout.ts';
import { isCountyOf } from '../organizations/county-data.ts';
import { isId, parseId } from '../shared/ids.ts';
import { parseInput, parseVersionId } from '../shared/input.ts';
import { assertCanReadPatient, mayReadPatient } from '../shared/patient-access.ts';
import { defineWrite, type WriteTarget } from '../shared/write-pipeline.ts';
import { authorOf, patientRecordTarget } from '../shared/write-targets.ts';
import { admissionChanged } from './admission-notification.ts';
import { checkDischargeReason, offeredCancellationReason } from './admission-reasons.ts';
import { parseDemographicsInput } from './demographics-input.ts';
import {
  type CreateDischargeRequestArgs,
  parseCreateDischargeRequest,
  parseUpdateDischargeRequest,
  type UpdateDischargeRequestArgs,
} from './discharge-request-input.ts';
import { parsePatientId } from './patient-input.ts';

export const ADMISSION_CONFLICT = 'This admission was changed by someone else. Refresh to see the change, then try again.';
export const DEMOGRAPHICS_CONFLICT = "This patient's demographics were changed by someone else. Refresh to see the change, then try again.";
export const AVAILABILITY_CONFLICT = "This patient's record was changed by someone else. Refresh to see the change, then try again.";
export const MOVED_OUT_OF_REACH = 'You cannot move the patient to a state whose patients you do not see.';

/** The patient id a `Patient/id` reference names, or null. */
export const patientIdOf = (reference: string): string | null => {
  const [type, id] = reference.split('/');
  return type === 'Patient' && id && isId(id) ? id : null;
};

interface PatientRowTarget {
  row: ResourceRow<Patient>;
  patientId: string;
}

/** The patient's own record, of a patient the caller may read (NOT_FOUND / FORBIDDEN), locked; its version is the record's. */
const patientRow: WriteTarget<{ patientId: string }, PatientRowTarget> = {
  kind: 'patient',
  async resolve(tx, me, { patientId }) {
    await assertCanReadPatient(tx, me, patientId);
    const row = await stores.patient.read(tx, patientId, { forUpdate: true });
    if (!row) throw notFound('Patient');
    return { row, patientId };
  },
  versionOf: (target) => target.row.versionId,
};

const AdmissionChangeInput = v.object({
  admissionId: v.string(),
  versionId: v.pipe(
    v.number('versionId must be a number'),
    v.integer('versionId must be a whole number'),
    v.minValue(1, 'versionId must be at least 1'),
  ),
  action: v.picklist(ADMISSION_ACTIONS, `action must be one of ${ADMISSION_ACTIONS.join(', ')}`),
  reason: v.nullish(v.picklist(HOLD_REASON_CODES, `reason must be one of ${HOLD_REASON_CODES.join(', ')}`)),
  readmitReason: v.nullish(v.picklist(READMIT_REASON_CODES, `readmitReason must be one of ${READMIT_REASON_CODES.join(', ')}`)),
  readmitText: v.nullish(textField({ max: READMIT_TEXT_MAX }), ''),
  hospitalName: v.nullish(textField({ max: HOSPITAL_NAME_MAX }), ''),
  cancellationReason: v.nullish(v.string('cancellationReason must be a string'), null),
});

export interface AdmissionChange {
  admissionId: string;
  versionId: number;
  action: string;
  reason?: string | null | undefined;
  readmitReason?: string | null | undefined;
  readmitText?: string | null | undefined;
  hospitalName?: string | null | undefined;
  cancellationReason?: string | null | undefined;
}

export interface AvailabilityChange {
  patientId: string;
  versionId: number;
  type: string;
  weekdays?: readonly { day: number; ranges: readonly { start: string; end: string }[] }[] | null | undefined;
  dates?: readonly { date: string; ranges: readonly { start: string; end: string }[] }[] | null | undefined;
}

const incorrect = (field: string) => badInput(MESSAGES.incorrectValue, field);

/**
 * The organizations the demographics name: each address's care facility and its contact person
 * (one of the facility's, active unless the patient already had it), its market (of the
 * address's state), the home health agency (type home-health) and the PCP practice (type pcp)
 * with its physician (one of its contacts), each active unless already the patient's. Each real
 * and fitting, or BAD_USER_INPUT on the field; their names by id, and the contacts' by theirs.
 */
async function organizationNames(
  tx: Executor,
  values: Pick<DemographicsValues, 'addresses' | 'homeHealthId' | 'pcpPracticeId' | 'pcpPhysicianId'>,
  current: DemographicsPatient,
): Promise<{ organizations: Map<string, string>; contacts: Map<string, string> }> {
  const { addresses, homeHealthId, pcpPracticeId, pcpPhysicianId } = values;
  const named = [...addresses.flatMap((a) => [a.addressType === 'facility' ? a.facilityId : '', a.marketId]), homeHealthId, pcpPracticeId];
  const ids = [...new Set(named.filter(Boolean))];
  const found = new Map((await stores.organization.readMany(tx, ids)).map((r) => [r.id, r.content as FacilityOrganization] as const));
  const state = (o: Organization) => o.address?.[0]?.state;
  const heldContacts = new Set(current.address.map((a) => a.facilityContact?.id).filter(Boolean));
  const contacts = new Map<string, string>();
  addresses.forEach((a, i) => {
    if (a.addressType === 'facility') {
      const facility = found.get(a.facilityId);
      if (!facility || !(CARE_FACILITY_TYPES as readonly string[]).includes(facility.type)) throw incorrect(`addresses.${i}.facilityId`);
      if (a.facilityContactId) {
        const contact = facility.contact?.find((c) => c.id === a.facilityContactId);
        if (!contact || (!contact.active && !heldContacts.has(contact.id))) throw incorrect(`addresses.${i}.facilityContactId`);
        contacts.set(contact.id, contactDisplayName(contact));
      }
    }
    if (a.marketId) {
      const market = found.get(a.marketId);
      if (market?.type !== 'market' || state(market) !== a.state) throw incorrect(`addresses.${i}.marketId`);
    }
    if (a.county && !isCountyOf(a.state, a.county)) throw incorrect(`addresses.${i}.county`);
  });
  if (homeHealthId) {
    const agency = found.get(homeHealthId);
    const held = current.homeHealth?.reference === `Organization/${homeHealthId}`;
    if (agency?.type !== 'home-health' || (!agency.active && !held)) throw incorrect('homeHealthId');
  }
  // The PCP: a practice (type pcp) and one of its physicians, each active unless already the patient's.
  if (pcpPracticeId) {
    const practice = found.get(pcpPracticeId);
    const held = current.generalPractitioner?.[0]?.reference === `Organization/${pcpPracticeId}`;
    if (practice?.type !== 'pcp' || (!practice.active && !held)) throw incorrect('pcpPracticeId');
    if (pcpPhysicianId) {
      const physician = practice.contact?.find((c) => c.id === pcpPhysicianId);
      if (!physician || (!physician.active && current.pcpPhysician?.id !== physician.id)) throw incorrect('pcpPhysicianId');
      contacts.set(physician.id, contactDisplayName(physician));
    }
  } else if (pcpPhysicianId) throw incorrect('pcpPracticeId');
  return { organizations: new Map([...found].map(([id, o]) => [id, o.name])), contacts };
}

/** The admission with its status changed at `at` (a discharge closes its period). */
function admissionWith(content: EpisodeOfCare, status: EpisodeOfCare['status'], at: string): EpisodeOfCare {
  const next = withAdmissionStatus(content, status, at);
  next.period = status === 'discharged' ? { start: content.period.start, end: at } : { start: content.period.start };
  return next;
}

interface AdmissionTarget {
  admission: ResourceRow<EpisodeOfCare>;
  patientId: string;
}

/** The patient's admission a request is filed on, locked (NOT_FOUND when it is not this patient's), under the patient access rule. */
const admissionOfPatient: WriteTarget<{ patientId: string; admissionId: string }, AdmissionTarget> = {
  kind: 'patient',
  async resolve(tx, me, { patientId, admissionId }) {
    const admission = await stores.episodeOfCare.read(tx, admissionId, { forUpdate: true });
    if (!admission || patientIdOf(admission.content.patient.reference) !== patientId) throw notFound('Admission');
    await assertCanReadPatient(tx, me, patientId);
    return { admission, patientId };
  },
};

export function patientWrites(raise: RaiseNotification) {
  return {
    /**
     * SPEC §3/§4 admission holds: put on hold with a reason (a hospitalized patient's hospital kept
     * as the admission's contained organization), 'Resume Admission', 'Remove hold'; and 'Readmit'
     * of a discharged admission with its readmit reason; 'Cancel admission' of one not yet started,
     * with a reason of the 'admission-cancellation-reason' code system (its code and display kept on
     * the admission, so a reason retired later reads as it was). The transition rule is the screen's
     * (src/domain/patients/admission-actions.ts); it closes the current status period and opens the next.
     */
    changeAdmissionStatus: defineWrite({
      operation: 'Mutation.changeAdmissionStatus',
      input: (raw: unknown) => {
        const parsed = parseInput(AdmissionChangeInput, raw);
        return { ...parsed, admissionId: parseId(parsed.admissionId, 'admissionId') };
      },
      roles: chartWriter('Mutation.changeAdmissionStatus'),
      target: patientRecordTarget({
        store: stores.episodeOfCare,
        what: 'Admission',
        id: (i: { admissionId: string }) => i.admissionId,
        patientOf: (e: EpisodeOfCare) => e.patient,
      }),
      version: (i) => i.versionId,
      conflictMessage: ADMISSION_CONFLICT,
      apply: async ({ tx, me, now, input: parsed, target: { row, patientId }, emit }) => {
        const reason: HoldReason | null = parsed.action === 'hold' ? (parsed.reason ?? null) : null;
        const readmit = parsed.action === 'readmit' ? { code: parsed.readmitReason ?? null, text: parsed.readmitText } : null;
        const cancellation = parsed.action === 'cancel' ? (parsed.cancellationReason?.trim() ?? null) : null;
        const next = admissionTransition(row.content.status, parsed.action, {
          reason,
          readmitReason: readmit?.code ?? null,
          readmitText: readmit?.text ?? null,
          cancellationReason: cancellation,
        });
        if (!next.ok) throw badInput(next.message, next.field);
        const content: EpisodeOfCare = withAdmissionStatus(row.content, next.status, now.toISOString());
        if (reason) content.holdReason = reason;
        else delete content.holdReason;
        // The hospital belongs to a hospitalized hold: kept while it lasts, named when given.
        const hospital = reason === 'hospitalized' ? parsed.hospitalName : '';
        const others = (content.contained ?? []).filter((c) => c.id !== HOSPITAL_ID);
        content.contained = hospital ? [...others, { resourceType: 'Organization', id: HOSPITAL_ID, name: hospital }] : others;
        if (content.contained.length === 0) delete content.contained;
        if (readmit?.code) {
          // A readmitted admission is open again (planned), with why.
          content.readmitReason =
            readmit.code === 'other' && readmit.text ? { code: readmit.code, text: readmit.text } : { code: readmit.code };
          content.period = { start: content.period.start };
        }
        if (cancellation) content.cancellationReason = await offeredCancellationReason(tx, cancellation);
        const saved = await stores.episodeOfCare.update(tx, row.id, content, row.versionId, { authorId: me.id, now });
        // The case managers' task the change leaves (src/domain/tasks/admission-tasks.ts), in their queue.
        const todo = admissionChangeTask(parsed.action, reason);
        if (todo) {
          const today = calendarDateIn(
            now.toISOString(),
            timeZoneForState((await stores.patient.read(tx, patientId))?.content.address[0]?.state ?? null),
          );
          const task: Task = {
            status: 'requested',
            for: { reference: `Patient/${patientId}` },
            title: todo.title,
            priority: todo.priority,
            dueDate: dayjs(today).add(todo.dueInDays, 'day').format('YYYY-MM-DD'),
            authoredOn: now.toISOString(),
            requester: authorOf(me),
            focus: { reference: `EpisodeOfCare/${row.id}` },
            origin: 'admission',
            ownerJobFunction: ADMISSION_TASK_JOB_FUNCTION,
          };
          await stores.task.create(tx, task, { authorId: me.id, now });
        }
        const notified = await raise(tx, admissionChanged(patientId, row.id, next.status, me.id), now);
        emit(...notified.events);
        return saved;
      },
    }),

    /**
     * SPEC §2 Demographics edits, parsed by the form's own schema; then the rules that need the
     * record: the 'OK to text' consent (SPEC §5: required until saved, then kept: 'Consent already
     * saved'), the care facility (and its contact person) and the market an address names (real,
     * of the right type, a market of the address's state), the county (of the address's state),
     * the home health agency and the PCP practice with its physician. A user may not move a
     * patient out of the patients they may read. External users are refused (mayEditDemographics);
     * reviewer-readonly by the operation's rule.
     */
    updatePatientDemographics: defineWrite({
      operation: 'Mutation.updatePatientDemographics',
      input: (raw: unknown) => parseDemographicsInput(raw, dayjs().format('YYYY-MM-DD')),
      roles: mayEditDemographics,
      target: patientRow,
      version: (i) => i.versionId,
      conflictMessage: DEMOGRAPHICS_CONFLICT,
      apply: async ({ tx, me, now, input: { patientId, values }, target: { row } }) => {
        const current = row.content as DemographicsPatient;
        if (consentChangeRefused(current.textConsent, values.okToText)) throw badInput(CONSENT_ALREADY_SAVED, 'okToText');
        const consentIssue = textConsentIssue(values.phones, values.okToText, current.textConsent !== undefined);
        if (consentIssue) throw badInput(consentIssue, 'okToText');
        const names = await organizationNames(tx, values, current);
        const next = applyDemographics(current, values, {
          organizationNames: names.organizations,
          contactNames: names.contacts,
          userId: me.id,
          now: now.toISOString(),
        });
        const saved = await stores.patient.update(tx, patientId, next, row.versionId, { authorId: me.id, now });
        if (!(await mayReadPatient(tx, me, patientId))) {
          const serviceRow = Math.max(
            0,
            values.addresses.findIndex((a) => a.serviceAddress),
          );
          throw badInput(MOVED_OUT_OF_REACH, `addresses.${serviceRow}.state`);
        }
        return saved as typeof saved & { content: DemographicsPatient };
      },
    }),

    /**
     * The patient's availability (SPEC §2 'Appointment Available Time', SPEC §3 availability types),
     * parsed with the rules the form uses (src/domain/patients/availability.ts), then SPEC §5's
     * 'Start time must be greater than the current time.' in the patient's zone.
     */
    updatePatientAvailability: defineWrite({
      operation: 'Mutation.updatePatientAvailability',
      input: (raw: unknown) => {
        const input = raw as AvailabilityChange;
        const patientId = parsePatientId(input.patientId, 'patientId');
        const versionId = parseVersionId(input.versionId);
        const given = { type: input.type, weekdays: input.weekdays ?? [], dates: input.dates ?? [] };
        return { patientId, versionId, given, availability: parseInput(AvailabilityInput, given) };
      },
      roles: chartWriter('Mutation.updatePatientAvailability'),
      target: patientRow,
      version: (i) => i.versionId,
      conflictMessage: AVAILABILITY_CONFLICT,
      apply: ({ tx, me, now, input: { given, availability }, target: { row } }) => {
        // On the rows as given (not as normalised), so the field path names the row the user sent.
        const past = pastStartIssue(given as PatientAvailability, {
          now,
          timeZone: timeZoneForState(row.content.address[0]?.state),
          saved: row.content.availability,
        });
        if (past) throw badInput(past.message, past.path.join('.'));
        return stores.patient.update(tx, row.id, { ...row.content, availability }, row.versionId, { authorId: me.id, now });
      },
    }),

    /** Files a request on an active admission, which becomes discharge-ordered (SPEC §4 'Discharge pending'). */
    createDischargeRequest: defineWrite({
      operation: 'Mutation.createDischargeRequest',
      input: (raw: unknown) => parseCreateDischargeRequest(raw as CreateDischargeRequestArgs),
      roles: chartWriter('Mutation.createDischargeRequest'),
      target: admissionOfPatient,
      apply: async ({ tx, me, now, input: { fields }, target: { admission, patientId }, emit }) => {
        if (!mayFileDischargeRequest(admission.content.status)) {
          throw badInput(DISCHARGE_REQUEST_MESSAGES.needsActiveAdmission, 'admissionId');
        }
        await checkDischargeReason(tx, fields.reason);
        const at = now.toISOString();
        const content: DischargeRequest = {
          resourceType: 'DischargeRequest',
          status: 'requested',
          patient: { reference: `Patient/${patientId}` },
          episodeOfCare: { reference: `EpisodeOfCare/${admission.id}` },
          requestedOn: at,
          requestedDate: fields.requestedDate,
          disposition: fields.disposition,
          reason: fields.reason,
          requester: { reference: `User/${me.id}`, display: `${me.givenName} ${me.familyName}`.trim() },
        };
        if (fields.dischargeOption) content.dischargeOption = fields.dischargeOption;
        if (fields.notes) content.notes = fields.notes;
        const saved = await stores.dischargeRequest.create(tx, content, { authorId: me.id, now });
        await stores.episodeOfCare.update(
          tx,
          admission.id,
          admissionWith(admission.content, 'discharge-ordered', at),
          admission.versionId,
          {
            authorId: me.id,
            now,
          },
        );
        const notified = await raise(tx, admissionChanged(patientId, admission.id, 'discharge-ordered', me.id), now);
        emit(...notified.events);
        return saved;
      },
    }),

    /** Changes an open request's fields and status; confirming or cancelling it moves the admission (discharge-request-rules.ts). */
    updateDischargeRequest: defineWrite({
      operation: 'Mutation.updateDischargeRequest',
      input: (raw: unknown) => parseUpdateDischargeRequest(raw as UpdateDischargeRequestArgs),
      roles: chartWriter('Mutation.updateDischargeRequest'),
      target: patientRecordTarget({
        store: stores.dischargeRequest,
        what: 'Discharge request',
        id: (i: { id: string }) => i.id,
        // Only a Patient reference names the request's patient.
        patientOf: (d: DischargeRequest): Reference | undefined => (patientIdOf(d.patient.reference) ? d.patient : undefined),
      }),
      version: (i) => i.versionId,
      apply: async ({ tx, me, now, input: { edit }, target: { row, patientId }, emit }) => {
        const current = row.content;
        if (!isOpenRequest(current.status)) throw badInput(DISCHARGE_REQUEST_MESSAGES.closed, 'status');
        if (!nextRequestStatuses(current.status).includes(edit.status)) throw badInput(MESSAGES.incorrectValue, 'status');
        await checkDischargeReason(tx, edit.reason, current.reason);
        const content: DischargeRequest = {
          ...current,
          status: edit.status,
          requestedDate: edit.requestedDate,
          disposition: edit.disposition,
          reason: edit.reason,
        };
        if (edit.dischargeOption) content.dischargeOption = edit.dischargeOption;
        else delete content.dischargeOption;
        if (edit.notes) content.notes = edit.notes;
        else delete content.notes;

        const admissionId = current.episodeOfCare.reference.split('/')[1] ?? '';
        const admission = isId(admissionId) ? await stores.episodeOfCare.read(tx, admissionId, { forUpdate: true }) : null;
        const admissionStatus = admission ? admissionAfterRequest(admission.content.status, current.status, edit.status) : null;
        const saved = await stores.dischargeRequest.update(tx, row.id, content, row.versionId, { authorId: me.id, now });
        if (admission && admissionStatus) {
          await stores.episodeOfCare.update(
            tx,
            admission.id,
            admissionWith(admission.content, admissionStatus, now.toISOString()),
            admission.versionId,
            { authorId: me.id, now },
          );
          const notified = await raise(tx, admissionChanged(patientId, admission.id, admissionStatus, me.id), now);
          emit(...notified.events);
        }
        return saved;
      },
    }),
  };
}

export type PatientWrites = ReturnType<typeof patientWrites>;
