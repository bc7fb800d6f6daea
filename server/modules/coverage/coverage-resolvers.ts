import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const coverageResolvers: Resolvers = {
  Query: {
    PatientCoverages: (_root, { patientId }, { user, services }) => services.coverage.overview(user, patientId),
    CoverageInsurerList: (_root, args, { user, services }) => services.coverage.insurers(user, args),
  },
  Mutation: {
    createCoverage: (_root, { patientId, input }, { user, services }) => services.coverage.create(user, patientId, input),
    updateCoverage: (_root, { id, versionId, input }, { user, services }) => services.coverage.update(user, id, versionId, input),
    inactivateCoverage: (_root, { id, versionId }, { user, services }) => services.coverage.inactivate(user, id, versionId),
    createPriorAuthorization: (_root, { input }, { user, services }) => services.authorizations.create(user, input),
    updatePriorAuthorization: (_root, { id, versionId, input }, { user, services }) =>
      services.authorizations.update(user, id, versionId, input),
    checkEligibility: (_root, { coverageId }, { user, services }) => services.eligibilityCheck.check(user, coverageId),
  },
};
