// What can be done to a user from their page (SPEC §2 Users, §4 'Users: create, update, reinvite,
// password reset, PIN reset, deactivate, reactivate'), when each is offered, what is asked first
// and what is said once done. The server decides in the end (an administrator cannot deactivate
// themselves: its message is shown).
import type { UserAction, UserDetail } from './users-api';

export interface UserActionSpec {
  action: UserAction;
  label: string;
  /** Asked in a dialog before the change is sent. */
  confirm?: (user: UserDetail) => string;
  done: (user: UserDetail) => string;
}

const SPECS: Readonly<Record<UserAction, UserActionSpec>> = {
  reinvite: {
    action: 'reinvite',
    label: 'Re-send invitation',
    done: (u) => `A new invitation was sent to ${u.email}. Earlier invitation links no longer work.`,
  },
  'reset-password': {
    action: 'reset-password',
    label: 'Reset password',
    done: (u) => `A link to set a new password was sent to ${u.email}.`,
  },
  'reset-pin': {
    action: 'reset-pin',
    label: 'Reset PIN',
    done: (u) => `The PIN of ${u.name} was reset. They create a new one at their next sign-in.`,
  },
  deactivate: {
    action: 'deactivate',
    label: 'Deactivate',
    confirm: (u) => `Deactivate ${u.name}? They are signed out at once and cannot sign in until the account is reactivated.`,
    done: (u) => `${u.name} was deactivated.`,
  },
  reactivate: {
    action: 'reactivate',
    label: 'Reactivate',
    confirm: (u) => `Reactivate ${u.name}? They can sign in again.`,
    done: (u) => `${u.name} was reactivated.`,
  },
};

/** The actions offered for `user`, in the order shown: an inactive user can only be reactivated. */
export function userActions(user: Pick<UserDetail, 'status' | 'hasPin'>): UserActionSpec[] {
  if (user.status !== 'active') return [SPECS.reactivate];
  return [SPECS.reinvite, SPECS['reset-password'], ...(user.hasPin ? [SPECS['reset-pin']] : []), SPECS.deactivate];
}
