// The X12 clearinghouse client (ELIGIBILITY_SERVICE=x12) against an in-process compatible
// clearinghouse (tests/support/x12-clearinghouse-server.ts) that answers each 270 with the
// built-in simulator's answer as a 271: what the client reads from the 271 is what the simulator
// said (the fields a 271 carries), errors included; a clearinghouse that fails or is gone did not
// answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClearinghouseServer, startClearinghouse } from '../../../tests/support/x12-clearinghouse-server.ts';
import type { EligibilityRequest } from './eligibility-service.ts';
import { simulateEligibility } from './eligibility-simulator.ts';
import { EligibilityUnavailableError } from './eligibility-unavailable.ts';
import { createX12Clearinghouse } from './x12-clearinghouse.ts';
import { build270 } from './x12-eligibility.ts';

const parties = {
  senderId: 'WOUNDCAREEMR',
  receiverId: 'CLEARINGHOUSE',
  providerNpi: '1234567893',
  providerName: 'Wound Care Home Health',
};

const request = (memberId: string): EligibilityRequest => ({
  memberId,
  groupNumber: 'GRP100',
  insurer: { id: 'ins-1', name: 'GULF HEALTH OF FLORIDA', payerId: '60054' },
  patient: { givenName: 'ROSA', familyName: 'DIAZ', birthDate: '1948-03-09', state: 'FL' },
  serviceDate: '2026-11-30',
});

/** The fields a 271 carries (no patient responsibility nor lab company). */
const carried = ({ patientResponsibility: _p, labCompany: _l, ...rest }: ReturnType<typeof simulateEligibility>) => ({
  ...rest,
  identifiers: [...rest.identifiers].sort((a, b) => a.code.localeCompare(b.code)),
});

describe('the X12 270/271 clearinghouse', () => {
  let clearinghouse: ClearinghouseServer;
  beforeAll(async () => {
    clearinghouse = await startClearinghouse();
  });
  afterAll(() => clearinghouse.close());

  it('writes a 270 for the subscriber, the payer, the provider and the service date', () => {
    const edi = build270(request('ABC123456789'), parties, 42, new Date('2026-11-30T15:04:00Z'));
    expect(edi).toMatch(/^ISA\*00\*/);
    expect(edi).toContain('ST*270*0001*005010X279A1~');
    expect(edi).toContain('NM1*PR*2*GULF HEALTH OF FLORIDA*****PI*60054~');
    expect(edi).toContain('NM1*1P*2*WOUND CARE HOME HEALTH*****XX*1234567893~');
    expect(edi).toContain('NM1*IL*1*DIAZ*ROSA****MI*ABC123456789~');
    expect(edi).toContain('DMG*D8*19480309~');
    expect(edi).toContain('DTP*291*D8*20261130~');
    expect(edi).toContain('EQ*30~');
  });

  it("reads the 271 of a coverage in force, not in force, and the payer's errors as the simulator gave them", async () => {
    const service = createX12Clearinghouse({ ...parties, url: clearinghouse.url });
    for (const memberId of ['ABC123456789', 'XYZ987654555', 'ERR12345', 'QRS123456000']) {
      const asked = request(memberId);
      const answer = await service.check(asked);
      // The 270 names no subscriber address, so the clearinghouse's simulator hears no state.
      const expected = carried(simulateEligibility({ ...asked, patient: { ...asked.patient, state: null } }));
      expect({ ...answer, identifiers: [...answer.identifiers].sort((a, b) => a.code.localeCompare(b.code)) }, memberId).toEqual(expected);
    }
    expect(clearinghouse.received).toHaveLength(4);
    expect(clearinghouse.received[0]).toContain('NM1*IL*1*DIAZ*ROSA****MI*ABC123456789~');
  });

  it('says a clearinghouse that fails or is gone did not answer', async () => {
    const service = createX12Clearinghouse({ ...parties, url: clearinghouse.url });
    await expect(service.check(request('DOWN0001'))).rejects.toBeInstanceOf(EligibilityUnavailableError);
    const gone = createX12Clearinghouse({ ...parties, url: 'http://127.0.0.1:9/x12', timeoutMs: 2_000 });
    await expect(gone.check(request('ABC123456789'))).rejects.toBeInstanceOf(EligibilityUnavailableError);
  });
});
