/** The device's calendar day, 'YYYY-MM-DD' (onset and resolved dates are not after it). */
export const localToday = (): string => new Date().toLocaleDateString('en-CA');
