/** SPEC §5: a text field's leading and trailing space is trimmed and inner whitespace collapsed when the user leaves it. */
export const tidyText = (text: string): string => text.trim().replace(/\s+/g, ' ');
