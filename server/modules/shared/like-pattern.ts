// A user's text inside a LIKE pattern matches itself: %, _ and \ are escaped (PostgreSQL's
// default escape character is the backslash).
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);
