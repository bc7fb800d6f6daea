import type { Resolvers } from '../../graphql/generated/resolvers.ts';

export const chartRecordResolvers: Resolvers = {
  Query: {
    CommunicationTopicList: (_root, { includeInactive }, { user, services }) => services.chartRecords.notes.topics(user, includeInactive),
    PatientNoteList: (_root, args, { user, services }) => services.chartRecords.notes.list(user, args),
    PatientAlertList: (_root, args, { user, services }) => services.chartRecords.alerts.list(user, args),
    PatientOrderList: (_root, args, { user, services }) => services.chartRecords.orders.list(user, args),
    PatientOrder: (_root, args, { user, services }) => services.chartRecords.orders.one(user, args),
    PatientOrderDetails: (_root, { patientId }, { user, services }) => services.chartRecords.orders.details(user, patientId),
    GetAdditionalActionsStatus: (_root, { patientId }, { user, services }) =>
      services.chartRecords.orders.additionalActions(user, patientId),
    PatientReferralList: (_root, args, { user, services }) => services.chartRecords.orders.referrals(user, args),
    PatientTaskList: (_root, args, { user, services }) => services.chartRecords.tasks.list(user, args),
    PatientTaskSummary: (_root, { patientId }, { user, services }) => services.chartRecords.tasks.summary(user, patientId),
    PatientTaskOwnerList: (_root, { patientId }, { user, services }) => services.chartRecords.tasks.owners(user, patientId),
  },
  Mutation: {
    addPatientNote: (_root, { input }, { user, services }) => services.chartRecords.notes.add(user, input),
    addPatientAlert: (_root, { input }, { user, services }) => services.chartRecords.alerts.add(user, input),
    deactivatePatientAlert: (_root, { input }, { user, services }) => services.chartRecords.alerts.deactivate(user, input),
    addPatientOrder: (_root, { input }, { user, services }) => services.chartRecords.orders.add(user, input),
    addPatientOrderSet: (_root, { input }, { user, services }) => services.chartRecords.orders.addSet(user, input),
    changePatientOrderStatus: (_root, { input }, { user, services }) => services.chartRecords.orders.changeOrder(user, input),
    addPatientReferral: (_root, { input }, { user, services }) => services.chartRecords.orders.addReferral(user, input),
    changePatientReferralStatus: (_root, { input }, { user, services }) => services.chartRecords.orders.changeReferral(user, input),
    addPatientTask: (_root, { input }, { user, services }) => services.chartRecords.tasks.add(user, input),
    changePatientTaskStatus: (_root, { input }, { user, services }) => services.chartRecords.tasks.change(user, input),
  },
};
