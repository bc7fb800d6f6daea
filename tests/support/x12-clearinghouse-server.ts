// An in-process clearinghouse compatible with x12-clearinghouse.ts (tests only): it reads each
// 270 with node-x12, asks the built-in simulator about that subscriber, and answers with the
// simulator's answer as a 271 (AAA reject reasons for its errors; EB, DTP, REF, PER and the PCP's
// NM1 P3 loop for a coverage), written with node-x12. A member id the simulator cannot answer
// (DOWN…) gets HTTP 503. Listens on 127.0.0.1 only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { X12Interchange, X12Parser } from 'node-x12';
import type { EligibilityAnswer, EligibilityRequest } from '../../server/modules/coverage/eligibility-service.ts';
import { simulateEligibility } from '../../server/modules/coverage/eligibility-simulator.ts';

const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;

/** What the 270 asks, as the simulator takes it. */
export function requestOf270(edi: string): EligibilityRequest {
  const tx = (new X12Parser(true).parse(edi) as X12Interchange).functionalGroups[0]?.transactions[0];
  if (!tx) throw new Error('no 270');
  const request: EligibilityRequest = {
    memberId: '',
    groupNumber: null,
    insurer: { id: '', name: '', payerId: null },
    patient: { givenName: '', familyName: '', birthDate: '', state: null },
    serviceDate: '',
  };
  for (const s of tx.segments) {
    if (s.tag === 'NM1' && s.valueOf(1) === 'PR') request.insurer = { id: s.valueOf(9), name: s.valueOf(3), payerId: s.valueOf(9) };
    if (s.tag === 'NM1' && s.valueOf(1) === 'IL') {
      request.memberId = s.valueOf(9);
      request.patient.familyName = s.valueOf(3);
      request.patient.givenName = s.valueOf(4);
    }
    if (s.tag === 'REF' && s.valueOf(1) === '6P') request.groupNumber = s.valueOf(2);
    if (s.tag === 'DMG') request.patient.birthDate = iso(s.valueOf(2));
    if (s.tag === 'DTP' && s.valueOf(1) === '291') request.serviceDate = iso(s.valueOf(3));
  }
  return request;
}

const idOf = (answer: EligibilityAnswer, code: string) => answer.identifiers.find((i) => i.code === code)?.value ?? '';

/** The simulator's answer as a 271. */
export function build271(answer: EligibilityAnswer, request: EligibilityRequest): string {
  const interchange = new X12Interchange('~', '*');
  interchange.setHeader([
    '00',
    ''.padEnd(10),
    '00',
    ''.padEnd(10),
    'ZZ',
    'CLEARINGHOUSE'.padEnd(15),
    'ZZ',
    'WOUNDCAREEMR'.padEnd(15),
    '261130',
    '1200',
    '^',
    '00501',
    '000000001',
    '0',
    'P',
    ':',
  ]);
  const group = interchange.addFunctionalGroup();
  group.setHeader(['HB', 'CLEARINGHOUSE', 'WOUNDCAREEMR', '20261130', '1200', '1', 'X', '005010X279A1']);
  const tx = group.addTransaction();
  tx.setHeader(['271', '0001', '005010X279A1']);
  tx.addSegment('BHT', ['0022', '11', '1', '20261130', '1200']);
  tx.addSegment('HL', ['1', '', '20', '1']);
  tx.addSegment('NM1', ['PR', '2', answer.insurer?.name ?? request.insurer.name, '', '', '', '', 'PI', answer.insurer?.id ?? 'UNKNOWN']);
  if (answer.address) tx.addSegment('N3', [answer.address]);
  if (answer.state) tx.addSegment('N4', ['TAMPA', answer.state, '33601']);
  if (answer.contactNumber) tx.addSegment('PER', ['IC', '', 'TE', answer.contactNumber]);
  tx.addSegment('HL', ['2', '1', '21', '1']);
  if (idOf(answer, 'NPI')) tx.addSegment('NM1', ['1P', '2', 'WOUND CARE HOME HEALTH', '', '', '', '', 'XX', idOf(answer, 'NPI')]);
  tx.addSegment('HL', ['3', '2', '22', '0']);
  tx.addSegment('TRN', ['2', idOf(answer, 'RN'), '9CLEARING']);
  tx.addSegment('NM1', [
    'IL',
    '1',
    request.patient.familyName,
    request.patient.givenName,
    '',
    '',
    '',
    'MI',
    answer.memberId ?? request.memberId,
  ]);
  for (const error of answer.errors) tx.addSegment('AAA', ['N', '', error.code, 'C']);
  if (answer.outcome === 'complete') {
    if (answer.groupNumber) tx.addSegment('REF', ['6P', answer.groupNumber]);
    if (idOf(answer, 'AN')) tx.addSegment('REF', ['9F', idOf(answer, 'AN')]);
    if (idOf(answer, 'TAX')) tx.addSegment('REF', ['TJ', idOf(answer, 'TAX')]);
    if (answer.effectiveDate && answer.terminationDate) {
      tx.addSegment('DTP', ['291', 'RD8', `${answer.effectiveDate.replaceAll('-', '')}-${answer.terminationDate.replaceAll('-', '')}`]);
    }
    tx.addSegment('EB', [answer.inforce === false ? '6' : '1', '', '30', answer.planType ?? '', answer.planName ?? '']);
    if (answer.copay !== undefined) tx.addSegment('EB', ['B', '', '30', '', '', '27', String(answer.copay)]);
    if (answer.deductible !== undefined) tx.addSegment('EB', ['C', '', '30', '', '', '23', String(answer.deductible)]);
    if (answer.coinsurance !== undefined) tx.addSegment('EB', ['A', '', '30', '', '', '', '', String(answer.coinsurance / 100)]);
    if (idOf(answer, 'PCPLASTNAME')) {
      tx.addSegment('LS', ['2120']);
      tx.addSegment('NM1', [
        'P3',
        '1',
        idOf(answer, 'PCPLASTNAME'),
        idOf(answer, 'PCPFIRSTNAME'),
        '',
        '',
        '',
        'XX',
        idOf(answer, 'PCPNPI'),
      ]);
      tx.addSegment('LE', ['2120']);
    }
  }
  return interchange.toString();
}

export interface ClearinghouseServer {
  url: string;
  /** The 270s received, in order. */
  received: string[];
  close(): Promise<void>;
}

export async function startClearinghouse(): Promise<ClearinghouseServer> {
  const received: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push(body);
      try {
        const request = requestOf270(body);
        const answer = simulateEligibility(request);
        res.writeHead(200, { 'content-type': 'application/edi-x12' }).end(build271(answer, request));
      } catch {
        res.writeHead(503).end('unavailable');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/x12/270`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
