// SPEC §3 Document reference categories ('Insurances, Referrals, Eligibilities, Authorizations,
// Medical Records / Admissions, Letters, Orders, Tasks; consent'): the Documents tab filters by
// them and the upload zone offers them as each file's document type (SPEC §5).
export const DOCUMENT_CATEGORIES = [
  { code: 'insurance', label: 'Insurances' },
  { code: 'referral', label: 'Referrals' },
  { code: 'eligibility', label: 'Eligibilities' },
  { code: 'authorization', label: 'Authorizations' },
  { code: 'medical-record', label: 'Medical Records / Admissions' },
  { code: 'letter', label: 'Letters' },
  { code: 'order', label: 'Orders' },
  { code: 'task', label: 'Tasks' },
  { code: 'consent', label: 'Consent' },
] as const;

export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]['code'];

export const DOCUMENT_CATEGORY_CODES: readonly DocumentCategory[] = DOCUMENT_CATEGORIES.map((c) => c.code);

export const isDocumentCategory = (code: string | null | undefined): code is DocumentCategory =>
  DOCUMENT_CATEGORY_CODES.includes(code as DocumentCategory);

/** The category's label; an unknown code is shown as it is. */
export const documentCategoryLabel = (code: string): string => DOCUMENT_CATEGORIES.find((c) => c.code === code)?.label ?? code;

/** The categories as the options of a select. */
export const DOCUMENT_CATEGORY_OPTIONS: readonly { value: DocumentCategory; label: string }[] = DOCUMENT_CATEGORIES.map((c) => ({
  value: c.code,
  label: c.label,
}));

/** SPEC §8's confirmation before a document is removed. */
export const DELETE_DOCUMENT_CONFIRM = 'Are you sure you want to Delete this Document?';
