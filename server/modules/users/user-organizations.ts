// The organizations a user form names (SPEC §3 User legalEntities and payers): each must exist,
// and a payer must be a payer organization (ins, mso, ipa). Refusals name the form's field.
import { isPayerType } from '../../../src/domain/administration/payer.ts';
import type { UserValues } from '../../../src/domain/administration/user-input.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';

export async function checkUserOrganizations(tx: Executor, values: Pick<UserValues, 'legalEntityIds' | 'payerIds'>): Promise<void> {
  const ids = [...new Set([...values.legalEntityIds, ...values.payerIds])];
  const types = new Map((await stores.organization.readMany(tx, ids)).map((row) => [row.id, row.content.type as string]));
  // The form's field is the whole list (a multi-select), so the refusal names the list.
  if (!values.legalEntityIds.every((id) => types.has(id))) throw badInput(MESSAGES.incorrectValue, 'user.legalEntityIds');
  if (!values.payerIds.every((id) => isPayerType(types.get(id) ?? ''))) throw badInput(MESSAGES.incorrectValue, 'user.payerIds');
}
