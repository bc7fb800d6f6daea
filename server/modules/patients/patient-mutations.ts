// SPEC §2 Demographics edits. The record the form edits (with the version it writes against), and
// the versioned write: the permission, external users refused (they read what they are granted,
// they do not change patients; reviewer-readonly is refused by the operation rule), the input
// parsed by the form's own schema, the patient access rule, the version the user saw (CONFLICT
// when someone changed the record since), then the rules that need the record: the 'OK to text'
// consent (SPEC §5: required until saved, then kept: 'Consent already saved'), the care
// facility and the market an address names (real, of the right type, a market of the address's
// state), the county (of the address's state). The store keeps the version with who and when
// (resource history). A user may not move a patient out of the patients they may read.
import dayjs from 'dayjs';
import type { SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { type AddressRowValue, CARE_FACILITY_TYPES } from '../../../src/domain/patients/address.ts';
import { mayEditDemographics } from '../../../src/domain/patients/demographics-access.ts';
import { applyDemographics, type DemographicsPatient } from '../../../src/domain/patients/demographics-apply.ts';
import { CONSENT_ALREADY_SAVED, consentChangeRefused, textConsentIssue } from '../../../src/domain/patients/phone.ts';
import type { Organization } from '../../../src/domain/resources.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { AppError, badInput, forbidden, notFound } from '../../errors.ts';
import { isCountyOf } from '../organizations/county-data.ts';
import { assertCanReadPatient, mayReadPatient } from '../shared/patient-access.ts';
import { parseDemographicsInput } from './demographics-input.ts';
import { type DemographicsRecordView, toDemographicsRecordView } from './demographics-views.ts';
import { parsePatientId } from './patient-input.ts';

export const DEMOGRAPHICS_CONFLICT = "This patient's demographics were changed by someone else. Refresh to see the change, then try again.";
export const MOVED_OUT_OF_REACH = 'You cannot move the patient to a state whose patients you do not see.';

const conflict = (currentVersion: number) => new AppError(ERROR_CODES.CONFLICT, DEMOGRAPHICS_CONFLICT, { currentVersion });
const incorrect = (field: string) => badInput(MESSAGES.incorrectValue, field);

/** The facilities and markets the addresses name: each real and fitting (BAD_USER_INPUT on the field); their names by id. */
async function organizationNames(tx: Executor, addresses: readonly AddressRowValue[]): Promise<Map<string, string>> {
  const ids = [...new Set(addresses.flatMap((a) => [a.addressType === 'facility' ? a.facilityId : '', a.marketId]).filter(Boolean))];
  const found = new Map((await stores.organization.readMany(tx, ids)).map((r) => [r.id, r.content] as const));
  const state = (o: Organization) => o.address?.[0]?.state;
  addresses.forEach((a, i) => {
    if (a.addressType === 'facility') {
      const facility = found.get(a.facilityId);
      if (!facility || !(CARE_FACILITY_TYPES as readonly string[]).includes(facility.type)) throw incorrect(`addresses.${i}.facilityId`);
    }
    if (a.marketId) {
      const market = found.get(a.marketId);
      if (market?.type !== 'market' || state(market) !== a.state) throw incorrect(`addresses.${i}.marketId`);
    }
    if (a.county && !isCountyOf(a.state, a.county)) throw incorrect(`addresses.${i}.county`);
  });
  return new Map([...found].map(([id, o]) => [id, o.name]));
}

export function createPatientMutations(db: Database) {
  return {
    /** The demographics as the edit form reads them, with the version to write against. */
    async demographicsRecord(user: SessionUser | null, patientId: string): Promise<DemographicsRecordView> {
      const me = authorize(user, 'Query.PatientDemographicsRecord');
      const id = parsePatientId(patientId, 'patientId');
      await assertCanReadPatient(db, me, id);
      const row = await stores.patient.read(db, id);
      if (!row) throw notFound('Patient');
      return toDemographicsRecordView(row as typeof row & { content: DemographicsPatient });
    },

    async updateDemographics(user: SessionUser | null, input: unknown): Promise<DemographicsRecordView> {
      const me = authorize(user, 'Mutation.updatePatientDemographics');
      if (!mayEditDemographics(me)) throw forbidden();
      const { patientId, versionId, values } = parseDemographicsInput(input, dayjs().format('YYYY-MM-DD'));
      return db.transaction(async (tx) => {
        const row = await stores.patient.read(tx, patientId, { forUpdate: true });
        if (!row) throw notFound('Patient');
        await assertCanReadPatient(tx, me, patientId);
        if (row.versionId !== versionId) throw conflict(row.versionId);
        const current = row.content as DemographicsPatient;
        if (consentChangeRefused(current.textConsent, values.okToText)) throw badInput(CONSENT_ALREADY_SAVED, 'okToText');
        const consentIssue = textConsentIssue(values.phones, values.okToText, current.textConsent !== undefined);
        if (consentIssue) throw badInput(consentIssue, 'okToText');
        const names = await organizationNames(tx, values.addresses);
        const next = applyDemographics(current, values, { organizationNames: names, userId: me.id, now: new Date().toISOString() });
        try {
          const saved = await stores.patient.update(tx, patientId, next, row.versionId, { authorId: me.id });
          if (!(await mayReadPatient(tx, me, patientId))) {
            const serviceRow = Math.max(
              0,
              values.addresses.findIndex((a) => a.serviceAddress),
            );
            throw badInput(MOVED_OUT_OF_REACH, `addresses.${serviceRow}.state`);
          }
          return toDemographicsRecordView(saved as typeof saved & { content: DemographicsPatient });
        } catch (error) {
          if (error instanceof ConflictError) throw conflict(error.currentVersion);
          throw error;
        }
      });
    },
  };
}

export type PatientMutations = ReturnType<typeof createPatientMutations>;
