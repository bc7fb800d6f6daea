import * as v from 'valibot';
import { badInput } from '../errors.ts';

const Uuid = v.pipe(v.string(), v.uuid());

/** Ids are UUIDs; anything else is refused before it reaches the database. */
export function parseId(id: string, field = 'id'): string {
  if (!v.is(Uuid, id)) throw badInput(`${field} is not a valid id`, field);
  return id.toLowerCase();
}
