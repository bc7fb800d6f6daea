// The practitioner a user is linked to (SPEC §6: a user with no linked clinician account sees
// 'Your user account is not linked to the clinician account…'): an existing practitioner that no
// other user holds, or a new one made from the user's name, phone and e-mail.
import type { SessionUser } from '../../../src/domain/access.ts';
import { clinicianAuditShape } from '../../../src/domain/administration/clinician-record.ts';
import type { UserValues } from '../../../src/domain/administration/user-input.ts';
import type { ContactPoint, Practitioner } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { badInput } from '../../errors.ts';
import { adminAuditRepository } from '../shared/admin-audit-repository.ts';
import { userRepository } from './user-repository.ts';

export const PRACTITIONER_MESSAGES = {
  notFound: 'The practitioner was not found.',
  taken: 'This practitioner is already linked to another user.',
  both: 'Choose an existing practitioner or create a new one, not both.',
  linked: 'This user is already linked to a practitioner.',
} as const;

/** A new practitioner for the user: active, their name, phone and e-mail; no address or market yet. */
export function practitionerFor(values: Pick<UserValues, 'givenName' | 'familyName' | 'phone' | 'email'>): Practitioner {
  const telecom: ContactPoint[] = [
    ...(values.phone ? [{ system: 'phone' as const, value: values.phone, use: 'work' as const }] : []),
    { system: 'email', value: values.email, use: 'work' },
  ];
  return {
    resourceType: 'Practitioner',
    active: true,
    name: [{ use: 'official', given: [values.givenName], family: values.familyName }],
    telecom,
    address: [],
    markets: [],
  };
}

/**
 * The practitioner id to store for `values` (null: none), checked or created in `tx`.
 * `userId` is the user being changed (null on create): their own link is not 'another user's'.
 */
export async function linkedPractitioner(
  tx: Executor,
  values: UserValues,
  userId: string | null,
  author: { actor: SessionUser; now: Date },
): Promise<string | null> {
  const { actor, now } = author;
  if (values.createPractitioner) {
    if (values.practitionerId) throw badInput(PRACTITIONER_MESSAGES.both, 'user.createPractitioner');
    const content = practitionerFor(values);
    const created = await stores.practitioner.create(tx, content, { authorId: actor.id, now });
    // The clinician's own change history starts here, as /clinicians/{id} shows it.
    await adminAuditRepository.record(
      tx,
      actor,
      { entityType: 'Practitioner', entityId: created.id, action: 'create', before: null, after: clinicianAuditShape(content) },
      now,
    );
    return created.id;
  }
  if (!values.practitionerId) return null;
  if (!(await stores.practitioner.read(tx, values.practitionerId))) throw badInput(PRACTITIONER_MESSAGES.notFound, 'user.practitionerId');
  if (await userRepository.linkedTo(tx, values.practitionerId, userId)) throw badInput(PRACTITIONER_MESSAGES.taken, 'user.practitionerId');
  return values.practitionerId;
}
