// User administration (SPEC §2 Users, §7 user calls): thin resolvers; the rules live in
// server/modules/users.
import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const userResolvers: Resolvers = {
  Query: {
    me: (_root, _args, { user, services }) => services.users.me(user),
    User: (_root, { id }, { user, services }) => services.users.get(user, id),
    UserList: (_root, args, { user, services }) => services.users.list(user, args),
    InvitationStatus: (_root, { token }, { user, services }) => services.users.invitationStatus(user, token),
    GetJobFunctions: (_root, _args, { user, services }) => services.jobFunctions.list(user),
  },
  Mutation: {
    createUser: (_root, { user: input }, ctx) => ctx.services.users.create(ctx.user, input),
    updateUser: (_root, { id, versionId, user: input }, { user, services }) => services.users.update(user, id, versionId, input),
    reinviteUser: (_root, { id }, ctx) => ctx.services.users.reinvite(ctx.user, id),
    resetUserPassword: (_root, { id }, ctx) => ctx.services.users.resetPassword(ctx.user, id),
    deactivateUser: (_root, { id }, { user, services }) => services.users.deactivate(user, id),
    reactivateUser: (_root, { id }, { user, services }) => services.users.reactivate(user, id),
    acceptInvitation: (_root, { token, password }, { user, services, address }) =>
      services.users.acceptInvitation(user, token, password, { address }),
  },
};
