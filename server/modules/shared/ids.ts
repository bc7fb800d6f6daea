import * as v from 'valibot';
import { badInput } from '../../errors.ts';

const Uuid = v.pipe(v.string(), v.uuid());

/** An id inside an input object: a UUID, kept lower-case as stored (parseId's rule). */
export const IdInput = v.pipe(v.string('is not a valid id'), v.uuid('is not a valid id'), v.toLowerCase());

/** Whether `id` is a well-formed id (a UUID). */
export const isId = (id: string): boolean => v.is(Uuid, id);

/** Ids are UUIDs; anything else is refused before it reaches the database. */
export function parseId(id: string, field = 'id'): string {
  if (!isId(id)) throw badInput(`${field} is not a valid id`, field);
  return id.toLowerCase();
}
