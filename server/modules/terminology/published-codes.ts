// The codes other areas file their records under (SPEC §2 administrative code systems: the chart's
// Communication & Notes topics, the admission's cancellation and discharge reasons): the newest
// published version of the code system, every status, so a record filed under a code retired later
// still reads under its display. A code system never published yet gives the product's defaults.
import { MESSAGES } from '../../../src/domain/messages.ts';
import { asConceptStatus, type ConceptStatus, isOffered } from '../../../src/domain/terminology/code-systems.ts';
import type { Executor } from '../../db/client.ts';
import { badInput } from '../../errors.ts';
import { terminologyRepository } from './terminology-repository.ts';

export interface PublishedCode {
  code: string;
  display: string;
  status: ConceptStatus;
  /** An order set's orders (CodeSystemDefinition.membersFrom). */
  members?: readonly string[] | null;
}

/** The code system's published codes, or `defaults` while it has no published version. */
export async function publishedCodes(tx: Executor, id: string, defaults: readonly PublishedCode[]): Promise<PublishedCode[]> {
  const rows = await terminologyRepository.publishedConcepts(tx, id);
  if (!rows) return [...defaults];
  return rows.map((row) => ({ code: row.code, display: row.display, status: asConceptStatus(row.status), members: row.members }));
}

/**
 * The published code `code` if the code system offers it (active or unknown) with its display, for
 * a new record filed under it; otherwise BAD_USER_INPUT 'This field has incorrect value' on `field`.
 */
export async function offeredCode(
  tx: Executor,
  id: string,
  defaults: readonly PublishedCode[],
  code: string,
  field: string,
): Promise<{ code: string; display: string }> {
  const found = await offeredConcept(tx, id, defaults, code, field);
  return { code: found.code, display: found.display };
}

/** As offeredCode, the whole published code (an order set with its members). */
export async function offeredConcept(
  tx: Executor,
  id: string,
  defaults: readonly PublishedCode[],
  code: string,
  field: string,
): Promise<PublishedCode> {
  const found = (await publishedCodes(tx, id, defaults)).find((c) => c.code === code && isOffered(c));
  if (!found) throw badInput(MESSAGES.incorrectValue, field);
  return found;
}
