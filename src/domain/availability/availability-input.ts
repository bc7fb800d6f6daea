// The availability as the form edits it and the server parses it (STYLE rule 3: one schema per
// input): the shape of slot.ts, then the rules of availability-rules.ts as valibot issues on
// the fields they name, so useSchemaForm shows each under its field.
import * as v from 'valibot';
import { type AvailabilityProblem, validateAvailability } from './availability-rules';
import { type Availability, AvailabilitySchema } from './slot';

type IssuePath = [v.IssuePathItem, ...v.IssuePathItem[]];

/** valibot's issue path (its items carry the values they point into) for a dotted path. */
function issuePath(root: Availability, path: string): IssuePath | undefined {
  const items: v.IssuePathItem[] = [];
  let at: unknown = root;
  for (const key of path.split('.')) {
    if (Array.isArray(at) && /^\d+$/.test(key)) {
      const index = Number(key);
      items.push({ type: 'array', origin: 'value', input: at, key: index, value: at[index] });
      at = at[index];
    } else if (at !== null && typeof at === 'object') {
      const input = at as Record<string, unknown>;
      items.push({ type: 'object', origin: 'value', input, key, value: input[key] });
      at = input[key];
    } else break;
  }
  const [first, ...rest] = items;
  return first ? [first, ...rest] : undefined;
}

const toIssue = (root: Availability, problem: AvailabilityProblem) => {
  const path = issuePath(root, problem.path);
  return path ? { message: problem.message, path } : { message: problem.message };
};

/** The schema, judged at `now` (and against the stored copy, when there is one). */
export const availabilityInput = (now: Date, saved?: Availability) =>
  v.pipe(
    AvailabilitySchema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const problem of validateAvailability(dataset.value, now, saved)) addIssue(toIssue(dataset.value, problem));
    }),
  );
