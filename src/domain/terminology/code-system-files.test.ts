import { describe, expect, it } from 'vitest';
import { csvColumns, membersOfCell, normalizeStatus, readFhirCodes, toFhirCodeSystem } from './code-system-files';
import { codeSystemById } from './code-systems';

const procedures = codeSystemById('procedures');
if (!procedures) throw new Error('no procedures code system');

describe('toFhirCodeSystem', () => {
  it('writes a FHIR R4 CodeSystem with each code, its status and its category', () => {
    const resource = toFhirCodeSystem(
      procedures,
      [
        { code: 'punch-biopsy', display: 'Punch biopsy', status: 'active', category: 'biopsy' },
        { code: 'old', display: 'Old', status: 'inactive', category: 'others' },
      ],
      3,
    );
    expect(resource).toMatchObject({
      resourceType: 'CodeSystem',
      id: 'procedures',
      url: 'https://woundcare.example/fhir/CodeSystem/procedures',
      version: '3',
      title: 'Procedures',
      content: 'complete',
      valueSet: 'https://woundcare.example/fhir/ValueSet/procedures',
      count: 2,
      concept: [
        {
          code: 'punch-biopsy',
          display: 'Punch biopsy',
          property: [
            { code: 'status', valueCode: 'active' },
            { code: 'category', valueCode: 'biopsy' },
          ],
        },
        { code: 'old', display: 'Old' },
      ],
    });
  });

  it('reads back what it writes', () => {
    const concepts = [{ code: 'punch-biopsy', display: 'Punch biopsy', status: 'inactive' as const, category: 'biopsy' }];
    expect(readFhirCodes(JSON.stringify(toFhirCodeSystem(procedures, concepts, 0)))).toEqual({ ok: true, rows: concepts });
  });
});

describe('readFhirCodes', () => {
  it("reads a CodeSystem's nested concepts and FHIR's inactive property", () => {
    const text = JSON.stringify({
      resourceType: 'CodeSystem',
      concept: [
        { code: 'a', display: 'A', concept: [{ code: 'a1', display: 'A one', property: [{ code: 'inactive', valueBoolean: true }] }] },
      ],
    });
    expect(readFhirCodes(text)).toEqual({
      ok: true,
      rows: [
        { code: 'a', display: 'A' },
        { code: 'a1', display: 'A one', status: 'inactive' },
      ],
    });
  });

  it("reads a ValueSet's expansion, or else the concepts its compose includes, and a Bundle holding one", () => {
    const expansion = { resourceType: 'ValueSet', expansion: { contains: [{ code: 'x', display: 'X', inactive: true }] } };
    expect(readFhirCodes(JSON.stringify(expansion))).toEqual({ ok: true, rows: [{ code: 'x', display: 'X', status: 'inactive' }] });
    const compose = { resourceType: 'ValueSet', compose: { include: [{ system: 's', concept: [{ code: 'y', display: 'Y' }] }] } };
    expect(readFhirCodes(JSON.stringify(compose))).toEqual({ ok: true, rows: [{ code: 'y', display: 'Y' }] });
    const bundle = { resourceType: 'Bundle', entry: [{ resource: { resourceType: 'Patient' } }, { resource: compose }] };
    expect(readFhirCodes(JSON.stringify(bundle))).toEqual({ ok: true, rows: [{ code: 'y', display: 'Y' }] });
  });

  it('says why a file cannot be read', () => {
    expect(readFhirCodes('{')).toEqual({ ok: false, message: 'The file is not valid JSON.' });
    expect(readFhirCodes('[]')).toEqual({ ok: false, message: 'The file is not a FHIR CodeSystem, ValueSet or Bundle.' });
    expect(readFhirCodes('{"resourceType":"Patient"}')).toEqual({
      ok: false,
      message: 'The file is not a FHIR CodeSystem, ValueSet or Bundle.',
    });
    expect(readFhirCodes('{"resourceType":"Bundle","entry":[]}')).toEqual({
      ok: false,
      message: 'The Bundle holds no CodeSystem or ValueSet.',
    });
    expect(readFhirCodes('{"resourceType":"CodeSystem","concept":[]}')).toEqual({ ok: false, message: 'The file holds no codes.' });
  });
});

describe('normalizeStatus', () => {
  it("reads SPEC §3's statuses in any case, FHIR's retired as inactive, and a blank as none", () => {
    expect(normalizeStatus(' Active ')).toBe('active');
    expect(normalizeStatus('retired')).toBe('inactive');
    expect(normalizeStatus('')).toBeUndefined();
    expect(normalizeStatus('bogus')).toBe('bogus');
  });
});

describe('order sets in files', () => {
  const sets = codeSystemById('order-sets');
  if (!sets) throw new Error('no order-sets');

  it("writes each set's orders as 'member' properties and reads them back in order", () => {
    const file = toFhirCodeSystem(sets, [{ code: 'set', display: 'Set', status: 'active', members: ['abi', 'cbc'] }], 1);
    const read = readFhirCodes(JSON.stringify(file));
    expect(read).toEqual({ ok: true, rows: [{ code: 'set', display: 'Set', status: 'active', members: ['abi', 'cbc'] }] });
  });

  it('has a members column in CSV, its codes separated by spaces, commas or bars', () => {
    expect(csvColumns(sets)).toEqual(['code', 'display', 'status', 'category', 'members']);
    expect(csvColumns({})).not.toContain('members');
    expect(membersOfCell(' abi  cbc,hba1c|xray ')).toEqual(['abi', 'cbc', 'hba1c', 'xray']);
    expect(membersOfCell('  ')).toBeUndefined();
  });
});
