// A list of a patient's records searched by a word of the patient's name (Encounters Review's
// queue, EncounterList's term): the patient table's name_search column (lower case, trigram
// indexed), as a condition on the records' patient id column.
import { inArray, like, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { patients } from '../../db/schema/patients.ts';
import { escapeLike } from './like-pattern.ts';

/** `patientId` is a patient whose name contains `term` (any case). */
export const patientNamed = (tx: Executor, patientId: AnyPgColumn, term: string): SQL =>
  inArray(
    patientId,
    tx
      .select({ id: patients.id })
      .from(patients)
      .where(like(patients.nameSearch, `%${escapeLike(term.toLowerCase())}%`)),
  );
