// ASC X12 005010X279A1 eligibility: the 270 inquiry a clearinghouse takes and the 271 answer it
// gives, written and read with node-x12 (a well-kept X12 parser and generator), mapped to and from
// the app's EligibilityRequest and EligibilityAnswer (SPEC §3 Coverage/eligibility fields and
// identifier codes RN, AN, PCPNPI, PCPFIRSTNAME, PCPLASTNAME, NPI, TAX; SPEC §8 eligibility errors
// from the 271's AAA reject reasons). Pure: the HTTP exchange is x12-clearinghouse.ts.
import { X12Interchange, X12Parser, type X12Segment } from 'node-x12';
import { ELIGIBILITY_ERRORS, type EligibilityErrorCode } from '../../../src/domain/coverage/eligibility.ts';
import type { EligibilityAnswer, EligibilityRequest } from './eligibility-service.ts';

/** Who the inquiry comes from (ISA/GS ids, the provider's NPI and name). */
export interface X12Parties {
  senderId: string;
  receiverId: string;
  providerNpi: string;
  providerName: string;
}

const pad = (value: string, length: number) => value.slice(0, length).padEnd(length, ' ');
const ymd = (date: string) => date.replaceAll('-', '');
const iso = (yyyymmdd: string | undefined) =>
  yyyymmdd && /^\d{8}$/.test(yyyymmdd) ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}` : undefined;
/** X12 data elements may not carry the delimiters. */
const clean = (text: string) =>
  text
    .replace(/[*~:^]/g, ' ')
    .trim()
    .toUpperCase();

/** The 270 inquiry of one subscriber on the service date (benefit 30: health benefit plan coverage). */
export function build270(request: EligibilityRequest, parties: X12Parties, control: number, now: Date): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  const time = now.toISOString().slice(11, 16).replace(':', '');
  const controlNumber = String(control % 1_000_000_000).padStart(9, '0');
  const interchange = new X12Interchange('~', '*');
  interchange.setHeader([
    '00',
    pad('', 10),
    '00',
    pad('', 10),
    'ZZ',
    pad(parties.senderId, 15),
    'ZZ',
    pad(parties.receiverId, 15),
    date.slice(2),
    time,
    '^',
    '00501',
    controlNumber,
    '0',
    'P',
    ':',
  ]);
  const group = interchange.addFunctionalGroup();
  group.setHeader(['HS', parties.senderId, parties.receiverId, date, time, String(control), 'X', '005010X279A1']);
  const tx = group.addTransaction();
  tx.setHeader(['270', '0001', '005010X279A1']);
  tx.addSegment('BHT', ['0022', '13', controlNumber, date, time]);
  tx.addSegment('HL', ['1', '', '20', '1']);
  tx.addSegment('NM1', ['PR', '2', clean(request.insurer.name), '', '', '', '', 'PI', request.insurer.payerId ?? request.insurer.id]);
  tx.addSegment('HL', ['2', '1', '21', '1']);
  tx.addSegment('NM1', ['1P', '2', clean(parties.providerName), '', '', '', '', 'XX', parties.providerNpi]);
  tx.addSegment('HL', ['3', '2', '22', '0']);
  tx.addSegment('TRN', ['1', controlNumber, `9${parties.providerNpi.slice(0, 9)}`]);
  tx.addSegment('NM1', [
    'IL',
    '1',
    clean(request.patient.familyName),
    clean(request.patient.givenName),
    '',
    '',
    '',
    'MI',
    clean(request.memberId),
  ]);
  if (request.groupNumber) tx.addSegment('REF', ['6P', clean(request.groupNumber)]);
  tx.addSegment('DMG', ['D8', ymd(request.patient.birthDate)]);
  tx.addSegment('DTP', ['291', 'D8', ymd(request.serviceDate)]);
  tx.addSegment('EQ', ['30']);
  return interchange.toString();
}

/** The 271's segments, in order (its one transaction set). */
function segmentsOf(edi: string): X12Segment[] {
  const parsed = new X12Parser(true).parse(edi) as X12Interchange;
  const tx = parsed.functionalGroups[0]?.transactions[0];
  if (tx?.header.valueOf(1) !== '271' || !tx) throw new Error('The clearinghouse answered with no 271 transaction.');
  return tx.segments;
}

const money = (value: string | undefined) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined);

/**
 * The 271's answer: AAA reject reasons become SPEC §8 errors (outcome error); otherwise EB01 1
 * (active) or 6 (inactive) says whether the coverage is in force, EB B/C/A give the copay,
 * deductible and coinsurance, DTP 291 the plan's dates, NM1 P3 the PCP, TRN the reference number.
 */
export function parse271(edi: string, request: EligibilityRequest): EligibilityAnswer {
  const segments = segmentsOf(edi);
  const errors: EligibilityAnswer['errors'] = [];
  const identifiers: EligibilityAnswer['identifiers'] = [];
  const answer: Partial<EligibilityAnswer> = {};
  let inforce: boolean | null = null;
  let payerName = request.insurer.name;
  let payerId: string | undefined;
  let entity = '';
  for (const s of segments) {
    const v = (n: number) => s.valueOf(n) ?? undefined;
    switch (s.tag) {
      case 'AAA': {
        if (v(1) === 'N' && v(3)) {
          const code = v(3) as string;
          errors.push({ code, display: ELIGIBILITY_ERRORS[code as EligibilityErrorCode] ?? `Error: reject reason ${code}` });
        }
        break;
      }
      case 'NM1': {
        entity = v(1) ?? '';
        if (entity === 'PR') {
          payerName = v(3) ?? payerName;
          payerId = v(9);
        } else if (entity === 'IL' && v(9)) answer.memberId = v(9) as string;
        else if (entity === 'P3') {
          if (v(4)) identifiers.push({ code: 'PCPFIRSTNAME', value: v(4) as string });
          if (v(3)) identifiers.push({ code: 'PCPLASTNAME', value: v(3) as string });
          if (v(8) === 'XX' && v(9)) identifiers.push({ code: 'PCPNPI', value: v(9) as string });
        } else if (entity === '1P' && v(8) === 'XX' && v(9)) identifiers.push({ code: 'NPI', value: v(9) as string });
        break;
      }
      case 'TRN':
        if (v(2) && !identifiers.some((i) => i.code === 'RN')) identifiers.push({ code: 'RN', value: v(2) as string });
        break;
      case 'REF':
        if (v(1) === '6P' && v(2)) answer.groupNumber = v(2) as string;
        if (v(1) === '9F' && v(2)) identifiers.push({ code: 'AN', value: v(2) as string });
        if (v(1) === 'TJ' && v(2)) identifiers.push({ code: 'TAX', value: v(2) as string });
        break;
      case 'PER':
        if (v(3) === 'TE' && v(4)) answer.contactNumber = v(4) as string;
        break;
      case 'N4':
        if (entity === 'PR' && v(2)) answer.state = v(2) as string;
        break;
      case 'N3':
        if (entity === 'PR' && v(1)) answer.address = v(1) as string;
        break;
      case 'DTP':
        if (v(1) === '291' && v(2) === 'RD8' && v(3)) {
          const [from, to] = (v(3) as string).split('-');
          const start = iso(from);
          const end = iso(to);
          if (start) answer.effectiveDate = start;
          if (end) answer.terminationDate = end;
        }
        break;
      case 'EB': {
        const kind = v(1);
        if (kind === '1') inforce = true;
        else if (kind === '6' && inforce === null) inforce = false;
        if ((kind === '1' || kind === '6') && v(5)) answer.planName = v(5) as string;
        if ((kind === '1' || kind === '6') && v(4)) answer.planType = v(4) as string;
        const amount = money(v(7));
        if (kind === 'B' && amount !== undefined) answer.copay = amount;
        if (kind === 'C' && amount !== undefined) answer.deductible = amount;
        if (kind === 'A' && money(v(8)) !== undefined) answer.coinsurance = Math.round((money(v(8)) as number) * 100);
        break;
      }
    }
  }
  const insurer = { name: payerName, ...(payerId ? { id: payerId } : {}) };
  if (errors.length > 0) {
    return { outcome: 'error', inforce: null, insurer, memberId: answer.memberId ?? request.memberId, identifiers, errors };
  }
  return { ...answer, outcome: 'complete', inforce, insurer, memberId: answer.memberId ?? request.memberId, identifiers, errors: [] };
}
