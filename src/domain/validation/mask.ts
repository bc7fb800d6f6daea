// SPEC §5 input masks: phone (###) ###-####, zip #####-####. A masked field keeps only the
// digits as its value (what the server stores, 'Phone: digits only') and shows them through
// the mask as they are typed.

export const PHONE_MASK = '(###) ###-####';
export const ZIP_MASK = '#####-####';

const SLOT = '#';

/** The number of digit slots in `mask`. */
export const maskCapacity = (mask: string): number => [...mask].filter((c) => c === SLOT).length;

/** The digits of `text`, at most as many as `mask` holds (anything else typed or pasted is dropped). */
export function maskDigits(text: string, mask: string): string {
  return text.replace(/\D/g, '').slice(0, maskCapacity(mask));
}

/**
 * `digits` written through `mask`, as far as they go: '555' → '(555', '5551' → '(555) 1'. A
 * literal is written only when a digit follows it, so deleting never fights the mask.
 */
export function applyMask(digits: string, mask: string): string {
  let out = '';
  let next = 0;
  for (const c of mask) {
    if (next >= digits.length) break;
    if (c === SLOT) out += digits[next++];
    else out += c;
  }
  return out;
}

/** Where the caret goes in `masked` so that `digitCount` digits are before it (keeps the caret in place while the mask re-writes the text). */
export function caretAfterDigits(masked: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i] ?? '') && ++seen === digitCount) return i + 1;
  }
  return masked.length;
}
