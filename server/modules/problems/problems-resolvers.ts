import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const problemsResolvers: Resolvers = {
  Query: {
    ProblemList: (_root, { patientId }, { user, services }) => services.problems.list(user, patientId),
    DiagnosisCodeList: (_root, args, { user, services }) => services.problems.searchCodes(user, args),
  },
  Mutation: {
    addDiagnosis: (_root, { input }, { user, services }) => services.diagnoses.add(user, input),
    updateDiagnosis: (_root, { input }, { user, services }) => services.diagnoses.update(user, input),
    removeDiagnosis: (_root, { input }, { user, services }) => services.diagnoses.remove(user, input),
    moveDiagnosis: (_root, { input }, { user, services }) => services.diagnoses.move(user, input),
    setCarePlan: (_root, { input }, { user, services }) => services.problems.setCarePlan(user, input),
  },
};
