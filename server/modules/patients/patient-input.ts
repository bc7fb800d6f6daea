// The arguments of the patient reads (DESIGN §5): parsed before anything else, refused with
// BAD_USER_INPUT naming the field.
import * as v from 'valibot';
import { ADMISSION_FILTER_KEYS, type AdmissionFilterKey, admissionStatusesOf } from '../../../src/domain/patients/admission-status.ts';
import { type PatientSearch, parsePatientSearch } from '../../../src/domain/patients/patient-search.ts';
import type { AdmissionStatus } from '../../../src/domain/resources.ts';
import { parseId } from '../shared/ids.ts';
import { parseArg } from '../shared/input.ts';
import { type PageArgs, parsePage, parseTerm } from '../shared/paging.ts';

type Maybe<T> = T | null | undefined;

const STATE = /^[A-Z]{2}$/;
/** What a state filter that is not a state code becomes: it matches no patient (it is not refused). */
const NO_STATE = '--';

export interface PatientListFilter {
  /** What the search box holds (SPEC §2 patient list: name, date of birth, external number, phone). */
  search: PatientSearch;
  /** A state code, or null for every state. */
  state: string | null;
  /** A market (Organization of type market) id, or null for every market. */
  marketId: string | null;
  /** The admission statuses of the chosen admission filters (null: every patient). */
  admissionStatuses: AdmissionStatus[] | null;
}

export interface PatientListArgs {
  term?: Maybe<string>;
  state?: Maybe<string>;
  market?: Maybe<string>;
  admission?: Maybe<readonly string[]>;
}

const AdmissionArg = v.pipe(
  v.array(v.picklist(ADMISSION_FILTER_KEYS, `must be one of ${ADMISSION_FILTER_KEYS.join(', ')}`)),
  v.maxLength(ADMISSION_FILTER_KEYS.length, 'has too many values'),
);

export function parsePatientListFilter(args: PatientListArgs): PatientListFilter {
  const admission = args.admission ? (parseArg(AdmissionArg, 'admission', args.admission) as AdmissionFilterKey[]) : [];
  return {
    search: parsePatientSearch(parseTerm(args.term)),
    state: args.state ? (STATE.test(args.state) ? args.state : NO_STATE) : null,
    marketId: args.market ? parseId(args.market, 'market') : null,
    admissionStatuses: admissionStatusesOf(admission),
  };
}

export const parsePatientId = (id: string, field = 'id'): string => parseId(id, field);

/**
 * A list's paging arguments, refused first (BAD_USER_INPUT on first or after) as pagedList would:
 * before the list's other arguments and the patient's access rule. pagedList pages by them.
 */
export function checkedPage<A extends PageArgs>(args: A): A {
  parsePage(args);
  return args;
}
