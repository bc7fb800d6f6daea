// Storage keys are made here from ids, never from what a client sent, and checked again by each
// storage before use: lower-case ids joined by slashes, nothing a path or a URL could misread.
const KEY = /^[a-z0-9-]{1,64}(\/[a-z0-9-]{1,64}){0,4}$/;

export function assertStorageKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Where a patient's document file is kept. */
export const documentStorageKey = (patientId: string, attachmentId: string): string =>
  assertStorageKey(`patients/${patientId.toLowerCase()}/${attachmentId.toLowerCase()}`);
