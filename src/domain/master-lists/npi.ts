// SPEC §2 PCP config 'NPI checked with its check digit': a National Provider Identifier is ten
// digits whose last is a Luhn check digit computed over the first nine prefixed by the card issuer
// prefix 80840 (CMS, 'Requirements for the NPI check digit'); the prefix adds a constant 24 to the
// Luhn sum of the nine digits.
const NPI = /^\d{10}$/;

/** The check digit of the first nine digits of an NPI. */
export function npiCheckDigit(nine: string): number {
  let sum = 24;
  for (let i = 0; i < 9; i++) {
    // From the right of the nine digits, every other digit (starting with the rightmost) is doubled.
    let d = Number(nine[8 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether `value` is a valid NPI: ten digits, the last its check digit. */
export const isValidNpi = (value: string): boolean => NPI.test(value) && npiCheckDigit(value.slice(0, 9)) === Number(value[9]);
