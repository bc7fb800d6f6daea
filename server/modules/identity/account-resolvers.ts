// Account security (issue 5): thin resolvers; the rules live in server/modules/identity.
import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const accountResolvers: Resolvers = {
  Query: {
    AuthEvents: (_root, args, { user, services }) => services.account.events(user, args),
  },
  Mutation: {
    sendPINVerificationCode: (_root, _args, { user, services, address }) => services.account.sendPinCode(user, { address }),
    validatePINVerificationCode: (_root, { verificationCode }, { user, services, address }) =>
      services.account.validatePinCode(user, verificationCode, { address }),
    upsertUserPin: (_root, { userPin }, { user, services, address }) => services.account.upsertPin(user, userPin, { address }),
    resetUserPin: (_root, { email }, { user, services, address }) => services.account.resetPin(user, email, { address }),
    changePassword: (_root, args, { user, services, address }) => services.account.changePassword(user, args, { address }),
    confirmPasswordChange: (_root, args, { user, services, address }) => services.account.confirmPasswordChange(user, args, { address }),
  },
};
