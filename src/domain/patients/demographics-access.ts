// Who may change a patient's demographics (SPEC §2, §6): the operation's rule (permission
// patient; reviewer-readonly changes nothing) and not an external user, who reads the patients
// they are granted but does not change them. The server refuses the rest; the chart offers the
// edit only to those it would accept.
import type { SessionUser } from '../access';
import { refusalOf } from '../operation-permissions';

export const mayEditDemographics = (user: Pick<SessionUser, 'roles' | 'permissions'> | null): boolean =>
  user !== null && refusalOf(user, 'Mutation.updatePatientDemographics') === null && !user.roles.includes('external');
