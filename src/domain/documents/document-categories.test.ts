import { describe, expect, it } from 'vitest';
import { DELETE_DOCUMENT_CONFIRM, DOCUMENT_CATEGORIES, documentCategoryLabel, isDocumentCategory } from './document-categories';

describe('document categories (SPEC §3)', () => {
  it("has SPEC's labels in SPEC's order, and consent", () => {
    expect(DOCUMENT_CATEGORIES.map((c) => c.label)).toEqual([
      'Insurances',
      'Referrals',
      'Eligibilities',
      'Authorizations',
      'Medical Records / Admissions',
      'Letters',
      'Orders',
      'Tasks',
      'Consent',
    ]);
    expect(new Set(DOCUMENT_CATEGORIES.map((c) => c.code)).size).toBe(DOCUMENT_CATEGORIES.length);
  });

  it('labels a code and recognises only known codes', () => {
    expect(documentCategoryLabel('medical-record')).toBe('Medical Records / Admissions');
    expect(documentCategoryLabel('unknown')).toBe('unknown');
    expect(isDocumentCategory('letter')).toBe(true);
    expect(isDocumentCategory('Letters')).toBe(false);
    expect(isDocumentCategory(null)).toBe(false);
  });

  it("asks SPEC §8's question before a delete", () => {
    expect(DELETE_DOCUMENT_CONFIRM).toBe('Are you sure you want to Delete this Document?');
  });
});
