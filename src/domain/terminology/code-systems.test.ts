import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS as DEMO_SETTINGS } from '../settings';
import { CODE_SYSTEMS, codeSystemById, displayOf, isHidden, isOffered, parseCanonical, valueSetUrl } from './code-systems';
import { codeFromDisplay, conceptOf, conceptSchema, MEMBERS_MAX } from './concept-input';

describe('the code-system catalog', () => {
  it('names the clinical config sections and the administrative code systems of SPEC §2 once each', () => {
    const ids = CODE_SYSTEMS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => codeSystemById(id)?.kind === 'administrative')).toEqual([
      'communication-topics',
      'admission-cancellation-reason',
      'discharge-reason',
    ]);
    expect(codeSystemById('procedures')?.categories).toEqual(['biopsy', 'medication', 'others', 'sharp-debridement']);
  });

  it('hides a section while its setting is on', () => {
    const barriers = codeSystemById('barriers');
    if (!barriers) throw new Error('no barriers');
    expect(isHidden(barriers, DEMO_SETTINGS)).toBe(false);
    expect(isHidden(barriers, { ...DEMO_SETTINGS, HideBarriers: 'true' })).toBe(true);
  });
});

describe('parseCanonical', () => {
  it("reads 'url' and 'url|version'; a bare id is its url", () => {
    expect(parseCanonical(valueSetUrl('wound-type'))).toEqual({ id: 'wound-type', version: null });
    expect(parseCanonical(`${valueSetUrl('wound-type')}|3`)).toEqual({ id: 'wound-type', version: 3 });
    expect(parseCanonical(`${valueSetUrl('wound-type')}|`)).toEqual({ id: 'wound-type', version: null });
    expect(parseCanonical('products')).toEqual({ id: 'products', version: null });
  });

  it('refuses another server, an unknown list and a version that is not a positive number', () => {
    for (const bad of [
      'https://other.example/fhir/ValueSet/products',
      `${valueSetUrl('nope')}`,
      `${valueSetUrl('products')}|0`,
      `${valueSetUrl('products')}|1.2`,
      `${valueSetUrl('products')}|1|2`,
    ]) {
      expect(parseCanonical(bad), bad).toBeNull();
    }
  });
});

describe('codes', () => {
  it('an expansion offers active and unknown codes, not inactive (retired) or entered-in-error ones', () => {
    expect(['active', 'unknown', 'inactive', 'entered-in-error'].map((status) => isOffered({ status: status as never }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('a record keeps the display it was signed with; otherwise the list’s, or the code', () => {
    const list = [{ code: 'skin-tear', display: 'Skin tear' }];
    expect(displayOf(list, 'skin-tear')).toBe('Skin tear');
    expect(displayOf(list, 'skin-tear', 'Skin tear (old)')).toBe('Skin tear (old)');
    expect(displayOf(list, 'gone')).toBe('gone');
  });

  it('suggests a code from a display', () => {
    expect(codeFromDisplay('Gauze, non-adherent')).toBe('gauze-non-adherent');
    expect(codeFromDisplay('  Crème  brûlée ')).toBe('creme-brulee');
  });

  it('checks a code, its display, status and category', () => {
    const procedures = conceptSchema({ categories: ['biopsy'] });
    expect(v.parse(procedures, { code: 'punch', display: ' Punch  biopsy ', category: 'biopsy' })).toEqual({
      code: 'punch',
      display: 'Punch biopsy',
      status: 'active',
      category: 'biopsy',
      members: null,
    });
    const issue = (schema: ReturnType<typeof conceptSchema>, value: unknown) => {
      const result = v.safeParse(schema, value);
      return result.success ? null : [v.getDotPath(result.issues[0]), result.issues[0].message];
    };
    expect(issue(procedures, { code: 'punch', display: 'Punch' })).toEqual(['category', 'This field is required']);
    expect(issue(procedures, { code: 'punch', display: 'Punch', category: 'xray' })).toEqual([
      'category',
      'This field has incorrect value',
    ]);
    const plain = conceptSchema({});
    expect(issue(plain, { code: 'a b', display: 'A' })).toEqual(['code', 'This field has incorrect value']);
    expect(issue(plain, { code: 'ab', display: '' })).toEqual(['display', 'This field is required']);
    expect(issue(plain, { code: 'ab', display: 'A', status: 'gone' })).toEqual(['status', 'This field has incorrect value']);
    expect(issue(plain, { code: 'ab', display: 'A', category: 'x' })).toEqual(['category', 'This field has incorrect value']);
    expect(issue(plain, { code: 'x'.repeat(65), display: 'A' })).toEqual(['code', 'This field has incorrect value']);
    // Only a code system whose codes stand for others' (order sets) takes members.
    expect(issue(plain, { code: 'ab', display: 'A', members: ['abi'] })).toEqual(['members', 'This field has incorrect value']);
    expect(v.parse(plain, { code: 'ab', display: 'A', members: [] }).members).toEqual([]);
  });

  it("checks an order set's members: at least one, codes, none twice, at most MEMBERS_MAX", () => {
    const sets = conceptSchema({ membersFrom: 'orders' });
    const members = (list: unknown) => {
      const result = v.safeParse(sets, { code: 'set', display: 'Set', members: list });
      return result.success ? result.output.members : [v.getDotPath(result.issues[0]), result.issues[0].message];
    };
    expect(members(['abi', 'cbc'])).toEqual(['abi', 'cbc']);
    expect(members([])).toEqual(['members', 'This field is required']);
    expect(members(undefined)).toEqual(['members', 'This field has incorrect value']);
    expect(members(['abi', 'abi'])).toEqual(['members', 'This field has incorrect value']);
    expect(members(['a b'])).toEqual(['members.0', 'This field has incorrect value']);
    expect(members(Array.from({ length: MEMBERS_MAX + 1 }, (_, i) => `o${i}`))).toEqual(['members', 'This field has incorrect value']);
    expect(conceptOf({ code: 'set', display: 'Set', status: 'active', category: null, members: [] }).members).toBeNull();
  });
});
