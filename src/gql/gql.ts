/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment VerificationFields on VerificationCodeResponse {\n    email\n    createdOn\n    attemptsRemaining\n    resendRequestRemaining\n    isValidCode\n    isError\n    errorMessage\n  }\n": typeof types.VerificationFieldsFragmentDoc,
    "\n  fragment AccountStatusFields on AccountStatus {\n    passwordChangedOn\n    passwordExpiresConfigValue\n    passwordChangedSinceInDays\n    isExtUserAccountExpired\n    userPinModifiedOn\n  }\n": typeof types.AccountStatusFieldsFragmentDoc,
    "\n  query MyAccount {\n    me {\n      id\n      email\n      name\n      userType\n      phone\n      state\n      hasPin\n      userPinModifiedOn\n      account {\n        ...AccountStatusFields\n      }\n    }\n  }\n": typeof types.MyAccountDocument,
    "\n  mutation SendPINVerificationCode {\n    sendPINVerificationCode {\n      ...VerificationFields\n    }\n  }\n": typeof types.SendPinVerificationCodeDocument,
    "\n  mutation ValidatePINVerificationCode($verificationCode: String!) {\n    validatePINVerificationCode(verificationCode: $verificationCode) {\n      ...VerificationFields\n    }\n  }\n": typeof types.ValidatePinVerificationCodeDocument,
    "\n  mutation UpsertUserPin($userPin: UserPinInput!) {\n    upsertUserPin(userPin: $userPin) {\n      id\n      hasPin\n      userPinModifiedOn\n    }\n  }\n": typeof types.UpsertUserPinDocument,
    "\n  mutation ResetUserPin($email: String!) {\n    resetUserPin(email: $email)\n  }\n": typeof types.ResetUserPinDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation ConfirmPasswordChange($email: String!, $verificationCode: String!, $newPassword: String!) {\n    confirmPasswordChange(email: $email, verificationCode: $verificationCode, newPassword: $newPassword)\n  }\n": typeof types.ConfirmPasswordChangeDocument,
    "\n  query AccountProfile {\n    me {\n      id\n      email\n      name\n      givenName\n      familyName\n      status\n      userType\n      roles\n      jobFunctions {\n        code\n        title\n      }\n      phone\n      state\n      hasPin\n      userPinModifiedOn\n      lastLoggedIn\n    }\n  }\n": typeof types.AccountProfileDocument,
    "\n  query AdminAuditList($entityType: String!, $entityId: ID!, $first: Int, $after: String) {\n    AdminAuditList(entityType: $entityType, entityId: $entityId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          at\n          actorEmail\n          action\n          changedFields\n        }\n      }\n    }\n  }\n": typeof types.AdminAuditListDocument,
    "\n  mutation ReportDeviceSync($deviceId: ID!, $pending: Int!) {\n    reportDeviceSync(deviceId: $deviceId, pending: $pending) {\n      deviceId\n      pending\n    }\n  }\n": typeof types.ReportDeviceSyncDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      givenName\n      familyName\n      name\n      status\n      userType\n      roles\n      permissions\n      jobFunctions {\n        code\n        title\n      }\n      practitionerId\n      hasPin\n      lastLoggedIn\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id\n    versionId\n    lastUpdated\n    status\n    appointmentType\n    start\n    end\n    routeOrder\n    patientId\n    practitionerId\n    encounterId\n    address {\n      line\n      city\n      state\n      postalCode\n      latitude\n      longitude\n    }\n  }\n": typeof types.AppointmentFieldsFragmentDoc,
    "\n  fragment PatientFields on Patient {\n    id\n    versionId\n    lastUpdated\n    name\n    givenName\n    familyName\n    gender\n    birthDate\n    age\n    phone\n    payerName\n    address {\n      line\n      city\n      state\n      postalCode\n      latitude\n      longitude\n    }\n  }\n": typeof types.PatientFieldsFragmentDoc,
    "\n  fragment EncounterFields on Encounter {\n    id\n    versionId\n    lastUpdated\n    status\n    stateText\n    type\n    deliveryType\n    period {\n      start\n      end\n    }\n    checkedInAt\n    checkedOutAt\n    signedAt\n    cancelReason\n    amendReason\n    patientId\n    practitionerId\n    appointmentId\n    episodeOfCareId\n    hasActiveAuthorization\n    amendRequest {\n      id\n      type\n      text\n      reviewerName\n      recorded\n    }\n    state {\n      status\n      stateText\n      allowCheckIn\n      allowCheckout\n      allowESign\n      allowAmend\n      allowCancel\n      allowUndoCheckIn\n    }\n  }\n": typeof types.EncounterFieldsFragmentDoc,
    "\n  query MySchedule($from: String!, $to: String!) {\n    MySchedule(from: $from, to: $to) {\n      practitionerId\n      from\n      to\n      syncedAt\n      appointments {\n        ...AppointmentFields\n      }\n      patients {\n        ...PatientFields\n      }\n      encounters {\n        ...EncounterFields\n      }\n      days {\n        date\n        appointmentIds\n      }\n      questionnaires {\n        ...QuestionnaireFields\n      }\n      plans {\n        ...PlanFields\n      }\n      responses {\n        ...ResponseFields\n      }\n      earlierResponses {\n        questionnaireCode\n        encounterId\n        patientId\n        visitStart\n        answers\n      }\n      charts {\n        ...PatientChartFields\n      }\n      chartAdmissions {\n        patientId\n        admissions {\n          ...AdmissionFields\n        }\n      }\n    }\n  }\n": typeof types.MyScheduleDocument,
    "\n  query EncounterById($id: ID!) {\n    Encounter(id: $id) {\n      ...EncounterFields\n    }\n  }\n": typeof types.EncounterByIdDocument,
    "\n  mutation SyncEncounterCommands($commands: [EncounterCommandInput!]!) {\n    syncEncounterCommands(commands: $commands) {\n      clientMutationId\n      encounter {\n        ...EncounterFields\n      }\n      esign {\n        signed\n        missingAnswers {\n          id\n          title\n          conditions {\n            id\n            name\n            linkIds\n          }\n        }\n      }\n      response {\n        ...ResponseFields\n      }\n      error {\n        code\n        message\n        field\n        currentVersion\n        encounterId\n        retryable\n      }\n    }\n  }\n": typeof types.SyncEncounterCommandsDocument,
    "\n  subscription OnEncounterCreated {\n    onEncounterCreated {\n      id\n      versionId\n    }\n  }\n": typeof types.OnEncounterCreatedDocument,
    "\n  subscription OnEncounterUpdated {\n    onEncounterUpdated {\n      id\n      versionId\n    }\n  }\n": typeof types.OnEncounterUpdatedDocument,
    "\n  query EncounterDurations {\n    EncounterDurations {\n      visitType\n      label\n      minutes\n    }\n  }\n": typeof types.EncounterDurationsDocument,
    "\n  query EncounterNarrative($encounterId: ID!, $version: Int) {\n    EncounterNarrativePDF(encounterId: $encounterId, version: $version) {\n      fileName\n      contentType\n      data\n    }\n  }\n": typeof types.EncounterNarrativeDocument,
    "\n  fragment QuestionnaireFields on Questionnaire {\n    id\n    versionId\n    code\n    title\n    status\n    items\n  }\n": typeof types.QuestionnaireFieldsFragmentDoc,
    "\n  fragment PlanFields on PlanDefinition {\n    id\n    versionId\n    title\n    encounterType\n    deliveryType\n    forms {\n      questionnaireCode\n      logic\n      label\n      listed\n      required\n    }\n  }\n": typeof types.PlanFieldsFragmentDoc,
    "\n  fragment ResponseFields on QuestionnaireResponse {\n    id\n    versionId\n    lastUpdated\n    questionnaireCode\n    questionnaireVersion\n    encounterId\n    authorId\n    authored\n    status\n    answers\n  }\n": typeof types.ResponseFieldsFragmentDoc,
    "\n  query EncounterResponses($encounterId: ID!) {\n    QuestionnaireResponseListForClinical(encounterId: $encounterId) {\n      ...ResponseFields\n    }\n  }\n": typeof types.EncounterResponsesDocument,
    "\n  mutation NarrativePdf($encounterId: ID!) {\n    generateEncounterNarrativePDF(encounterId: $encounterId) {\n      fileName\n      contentType\n      data\n    }\n  }\n": typeof types.NarrativePdfDocument,
    "\n  query CountyList($states: [String!], $postalCodes: [String!], $term: String, $first: Int) {\n    CountyList(states: $states, postalCodes: $postalCodes, term: $term, first: $first) {\n      totalCount\n      edges {\n        node {\n          name\n          state\n        }\n      }\n    }\n  }\n": typeof types.CountyListDocument,
    "\n  query GetNotificationsCount($practitionerId: ID, $notify: [String!]) {\n    GetNotificationsCount(practitionerId: $practitionerId, notify: $notify)\n  }\n": typeof types.GetNotificationsCountDocument,
    "\n  fragment NotificationFields on Notification {\n    _id\n    cursor\n    viewed\n    createdAt\n    notify\n    event {\n      code\n      title\n      description\n    }\n    resource {\n      admissionId\n    }\n    meta {\n      patientId\n      patientName\n      practitionerName\n    }\n    resourceDetails {\n      orderId\n      serviceRequestId\n      documentId\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query GetNotificationList($filters: NotificationFilters, $first: Int, $after: String) {\n    GetNotificationList(filters: $filters, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...NotificationFields\n        }\n      }\n    }\n  }\n": typeof types.GetNotificationListDocument,
    "\n  query GetNewestNotification {\n    GetNotificationList(first: 1) {\n      edges {\n        node {\n          _id\n          cursor\n        }\n      }\n    }\n  }\n": typeof types.GetNewestNotificationDocument,
    "\n  query GetNotificationEventCounts($filters: NotificationFilters) {\n    GetNotificationList(filters: $filters, first: 1) {\n      eventCounts {\n        code\n        title\n        count\n      }\n    }\n  }\n": typeof types.GetNotificationEventCountsDocument,
    "\n  mutation MarkNotificationViewed($id: ID!) {\n    markNotificationViewed(id: $id) {\n      _id\n      viewed\n    }\n  }\n": typeof types.MarkNotificationViewedDocument,
    "\n  mutation SetNotificationUpdates($id: ID!) {\n    setNotificationUpdates(id: $id)\n  }\n": typeof types.SetNotificationUpdatesDocument,
    "\n  subscription OnNotificationAdded($id: ID, $notify: [String!], $since: String) {\n    onNotificationAdded(id: $id, notify: $notify, since: $since) {\n      ...NotificationFields\n    }\n  }\n": typeof types.OnNotificationAddedDocument,
    "\n  fragment JobFunctionFields on JobFunctionRecord {\n    _id\n    code\n    title\n    status\n    events {\n      _id\n    }\n  }\n": typeof types.JobFunctionFieldsFragmentDoc,
    "\n  query GetJobFunctions {\n    GetJobFunctions {\n      ...JobFunctionFields\n    }\n  }\n": typeof types.GetJobFunctionsDocument,
    "\n  query GetEvents {\n    GetEvents {\n      _id\n      title\n      description\n      status\n    }\n  }\n": typeof types.GetEventsDocument,
    "\n  mutation UpdateJobFunction($input: JobFunctionInput!) {\n    updateJobFunction(input: $input) {\n      ...JobFunctionFields\n    }\n  }\n": typeof types.UpdateJobFunctionDocument,
    "\n  query OrganizationOptions($type: [String!], $first: Int) {\n    OrganizationList(type: $type, active: true, first: $first) {\n      edges {\n        node {\n          id\n          name\n          type\n          state\n        }\n      }\n    }\n  }\n": typeof types.OrganizationOptionsDocument,
    "\n  query PatientList($term: String, $state: String, $market: ID, $admission: [String!], $first: Int, $after: String) {\n    PatientList(term: $term, state: $state, market: $market, admission: $admission, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          givenName\n          familyName\n          birthDate\n          age\n          gender\n          phone\n          externalNumber\n          admissionStatus\n          state\n          marketName\n          address {\n            line\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n": typeof types.PatientListDocument,
    "\n  query MarketList($states: [String!], $term: String, $first: Int) {\n    MarketList(states: $states, term: $term, first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n": typeof types.MarketListDocument,
    "\n  fragment PatientChartFields on PatientChart {\n    patient {\n      id\n      name\n      birthDate\n      age\n      gender\n      phone\n      externalNumber\n      admissionStatus\n      state\n      marketName\n    }\n    demographics {\n      fullName\n      preferredName\n      gender\n      birthDate\n      age\n      maritalStatus\n      externalNumber\n      ssnLast4\n      phones {\n        use\n        value\n        display\n      }\n      emergencyContact {\n        name\n        relationship\n        phone\n      }\n      caregivers {\n        name\n        relationship\n        phone\n      }\n      addresses {\n        line\n        city\n        state\n        postalCode\n        county\n        addressType\n        facilityName\n        facilityContactName\n        marketName\n        instruction\n        serviceAddress\n        verified\n        additionalMarket\n      }\n      email\n      fax\n      race\n      ethnicity\n      timeZone\n      homeHealthName\n      pcpName\n      availability {\n        ...PatientAvailabilityFields\n      }\n    }\n    tabs {\n      key\n      count\n    }\n  }\n": typeof types.PatientChartFieldsFragmentDoc,
    "\n  query PatientChart($id: ID!) {\n    PatientChart(id: $id) {\n      ...PatientChartFields\n    }\n  }\n": typeof types.PatientChartDocument,
    "\n  fragment AdmissionFields on Admission {\n    id\n    versionId\n    status\n    periodStart\n    periodEnd\n    holdReason\n    readmitReason\n    readmitText\n    cancellationReason\n    hospitalName\n    statusHistory {\n      status\n      start\n      end\n    }\n  }\n": typeof types.AdmissionFieldsFragmentDoc,
    "\n  query AdmissionList($patientId: ID!) {\n    AdmissionList(patientId: $patientId) {\n      ...AdmissionFields\n    }\n  }\n": typeof types.AdmissionListDocument,
    "\n  mutation ChangeAdmissionStatus($input: AdmissionStatusInput!) {\n    changeAdmissionStatus(input: $input) {\n      id\n      versionId\n      status\n      holdReason\n    }\n  }\n": typeof types.ChangeAdmissionStatusDocument,
    "\n  query PatientTaskOwnerList($patientId: ID!) {\n    PatientTaskOwnerList(patientId: $patientId) {\n      id\n      name\n    }\n  }\n": typeof types.PatientTaskOwnerListDocument,
    "\n  mutation ChangePatientTaskStatus($input: ChartRecordStatusInput!) {\n    changePatientTaskStatus(input: $input) {\n      id\n      versionId\n      status\n    }\n  }\n": typeof types.ChangePatientTaskStatusDocument,
    "\n  query ValueSetCodes($url: String!, $count: Int) {\n    expandValueSet(url: $url, count: $count) {\n      version\n      contains {\n        code\n        display\n        members\n      }\n    }\n  }\n": typeof types.ValueSetCodesDocument,
    "\n  fragment PayPeriodFields on PayPeriod {\n    id\n    start\n    end\n    current\n    encounterStats {\n      soc\n      followUp\n      signed\n    }\n  }\n": typeof types.PayPeriodFieldsFragmentDoc,
    "\n  query PayPeriodHistory($practitionerId: ID!, $pageParams: PayPeriodPageParams) {\n    GetPayPeriodEncounterHistory(practitionerId: $practitionerId, pageParams: $pageParams) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...PayPeriodFields\n        }\n      }\n    }\n  }\n": typeof types.PayPeriodHistoryDocument,
    "\n  query PayPeriodEncounters($practitionerId: ID!, $payPeriodId: ID!) {\n    GetPayPeriodEncounters(practitionerId: $practitionerId, payPeriodId: $payPeriodId) {\n      practitionerId\n      practitionerName\n      timeZone\n      payPeriod {\n        ...PayPeriodFields\n      }\n      encounters {\n        id\n        appointmentId\n        patientId\n        patientName\n        start\n        type\n        status\n        stateText\n      }\n    }\n  }\n": typeof types.PayPeriodEncountersDocument,
    "\n  fragment ClinicianAvailabilityFields on ClinicianAvailability {\n    clinicianId\n    versionId\n    lastUpdated\n    timeZone\n    saved\n    alwaysAvailable\n    slots {\n      id\n      dayIndex\n      order\n      enabled\n      startTime\n      endTime\n      durationMinutes\n      status\n    }\n    exceptions {\n      id\n      startDate\n      endDate\n      startTime\n      endTime\n      status\n      isAlwaysAvailable\n    }\n  }\n": typeof types.ClinicianAvailabilityFieldsFragmentDoc,
    "\n  query ClinicianAvailability($clinicianId: ID!) {\n    ClinicianAvailability(clinicianId: $clinicianId) {\n      ...ClinicianAvailabilityFields\n    }\n  }\n": typeof types.ClinicianAvailabilityDocument,
    "\n  mutation SaveClinicianAvailability($input: ClinicianAvailabilityInput!) {\n    saveClinicianAvailability(input: $input) {\n      ...ClinicianAvailabilityFields\n    }\n  }\n": typeof types.SaveClinicianAvailabilityDocument,
    "\n  fragment BulkRunFields on BulkEligibilityRun {\n    id\n    description\n    userName\n    createdAt\n    completedAt\n    progress {\n      ...BulkProgressFields\n    }\n  }\n": typeof types.BulkRunFieldsFragmentDoc,
    "\n  fragment BulkProgressFields on BulkEligibilityProgress {\n    runId\n    status\n    percent\n    counts {\n      total\n      pending\n      active\n      inactive\n      error\n      failed\n    }\n  }\n": typeof types.BulkProgressFieldsFragmentDoc,
    "\n  query BulkEligibilityPreview($filters: BulkEligibilityFiltersInput!) {\n    BulkEligibilityPreview(filters: $filters)\n  }\n": typeof types.BulkEligibilityPreviewDocument,
    "\n  query BulkEligibilityRuns($first: Int) {\n    BulkEligibilityRuns(first: $first) {\n      ...BulkRunFields\n    }\n  }\n": typeof types.BulkEligibilityRunsDocument,
    "\n  query BulkEligibilityRun($runId: ID!) {\n    BulkEligibilityRun(runId: $runId) {\n      ...BulkRunFields\n    }\n  }\n": typeof types.BulkEligibilityRunDocument,
    "\n  query BulkEligibilityItems($runId: ID!, $statuses: [String!], $after: Int, $first: Int) {\n    BulkEligibilityItems(runId: $runId, statuses: $statuses, after: $after, first: $first) {\n      endCursor\n      items {\n        seq\n        patientId\n        patientName\n        coverageId\n        insurer\n        memberId\n        status\n        message\n        taskId\n        checkedAt\n      }\n    }\n  }\n": typeof types.BulkEligibilityItemsDocument,
    "\n  mutation RequestBulkEligibility($filters: BulkEligibilityFiltersInput!) {\n    requestBulkEligibility(filters: $filters) {\n      ...BulkRunFields\n    }\n  }\n": typeof types.RequestBulkEligibilityDocument,
    "\n  subscription BulkEligibilityProgress($runId: ID!) {\n    onBulkEligibilityProgress(runId: $runId) {\n      ...BulkProgressFields\n    }\n  }\n": typeof types.BulkEligibilityProgressDocument,
    "\n  query CommunicationTopicList {\n    CommunicationTopicList {\n      code\n      display\n      status\n    }\n  }\n": typeof types.CommunicationTopicListDocument,
    "\n  query PatientNoteList($patientId: ID!, $topic: String, $term: String, $first: Int, $after: String) {\n    PatientNoteList(patientId: $patientId, topic: $topic, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          sent\n          topic\n          topicDisplay\n          text\n          author\n        }\n      }\n    }\n  }\n": typeof types.PatientNoteListDocument,
    "\n  mutation AddPatientNote($input: PatientNoteInput!) {\n    addPatientNote(input: $input) {\n      id\n    }\n  }\n": typeof types.AddPatientNoteDocument,
    "\n  query PatientAlertList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {\n    PatientAlertList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          status\n          category\n          text\n          start\n          end\n          author\n        }\n      }\n    }\n  }\n": typeof types.PatientAlertListDocument,
    "\n  mutation AddPatientAlert($input: PatientAlertInput!) {\n    addPatientAlert(input: $input) {\n      id\n    }\n  }\n": typeof types.AddPatientAlertDocument,
    "\n  mutation DeactivatePatientAlert($input: ChartRecordVersionInput!) {\n    deactivatePatientAlert(input: $input) {\n      id\n      versionId\n      status\n    }\n  }\n": typeof types.DeactivatePatientAlertDocument,
    "\n  query PatientOrderList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {\n    PatientOrderList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          status\n          text\n          authoredOn\n          requester\n          admissionId\n          admissionStart\n        }\n      }\n    }\n  }\n": typeof types.PatientOrderListDocument,
    "\n  query PatientOrderDetails($patientId: ID!) {\n    PatientOrderDetails(patientId: $patientId) {\n      draft\n      active\n      count\n    }\n  }\n": typeof types.PatientOrderDetailsDocument,
    "\n  mutation AddPatientOrder($input: PatientOrderInput!) {\n    addPatientOrder(input: $input) {\n      id\n    }\n  }\n": typeof types.AddPatientOrderDocument,
    "\n  mutation AddPatientOrderSet($input: PatientOrderSetInput!) {\n    addPatientOrderSet(input: $input) {\n      id\n    }\n  }\n": typeof types.AddPatientOrderSetDocument,
    "\n  mutation ChangePatientOrderStatus($input: ChartRecordStatusInput!) {\n    changePatientOrderStatus(input: $input) {\n      id\n      versionId\n      status\n    }\n  }\n": typeof types.ChangePatientOrderStatusDocument,
    "\n  query PatientReferralList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {\n    PatientReferralList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          status\n          referralDate\n          source\n          reason\n          author\n        }\n      }\n    }\n  }\n": typeof types.PatientReferralListDocument,
    "\n  mutation AddPatientReferral($input: PatientReferralInput!) {\n    addPatientReferral(input: $input) {\n      id\n    }\n  }\n": typeof types.AddPatientReferralDocument,
    "\n  mutation ChangePatientReferralStatus($input: ChartRecordStatusInput!) {\n    changePatientReferralStatus(input: $input) {\n      id\n      versionId\n      status\n    }\n  }\n": typeof types.ChangePatientReferralStatusDocument,
    "\n  query PatientTaskList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {\n    PatientTaskList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          title\n          status\n          priority\n          ownerId\n          owner\n          ownerJobFunctionTitle\n          dueDate\n          authoredOn\n          requester\n          completedOn\n          overdue\n          originLabel\n        }\n      }\n    }\n  }\n": typeof types.PatientTaskListDocument,
    "\n  query PatientTaskSummary($patientId: ID!) {\n    PatientTaskSummary(patientId: $patientId) {\n      open\n      overdue\n    }\n  }\n": typeof types.PatientTaskSummaryDocument,
    "\n  mutation AddPatientTask($input: PatientTaskInput!) {\n    addPatientTask(input: $input) {\n      id\n    }\n  }\n": typeof types.AddPatientTaskDocument,
    "\n  query PatientOrder($patientId: ID!, $id: ID!) {\n    PatientOrder(patientId: $patientId, id: $id) {\n      order {\n        id\n        versionId\n        status\n        text\n        code\n        authoredOn\n        requester\n        admissionId\n        admissionStart\n      }\n      changes {\n        versionId\n        at\n        by\n        status\n      }\n    }\n  }\n": typeof types.PatientOrderDocument,
    "\n  fragment RoundsSessionFields on RoundsSession {\n    date\n    versionId\n    savedAt\n    patients {\n      patientId\n      name\n      birthDate\n      latestEncounter {\n        id\n        appointmentId\n        type\n        status\n        stateText\n        start\n        clinicianName\n      }\n      openOrders\n      problems\n      woundProgress {\n        at\n        encounterId\n        wound\n        lengthCm\n        widthCm\n        areaCm2\n      }\n      note\n      decision\n    }\n  }\n": typeof types.RoundsSessionFieldsFragmentDoc,
    "\n  query RoundsSession($date: String!) {\n    RoundsSession(date: $date) {\n      ...RoundsSessionFields\n    }\n  }\n": typeof types.RoundsSessionDocument,
    "\n  query RoundsSessionDates {\n    RoundsSessionDates\n  }\n": typeof types.RoundsSessionDatesDocument,
    "\n  mutation SaveRoundsSession($date: String!, $versionId: Int!, $entries: [RoundsEntryInput!]!) {\n    saveRoundsSession(date: $date, versionId: $versionId, entries: $entries) {\n      ...RoundsSessionFields\n    }\n  }\n": typeof types.SaveRoundsSessionDocument,
    "\n  fragment ListedEncounterFields on Encounter {\n    id\n    versionId\n    status\n    stateText\n    type\n    deliveryType\n    period {\n      start\n      end\n    }\n    signedAt\n    patientId\n    patientName\n    practitionerId\n    practitionerName\n    appointmentId\n    episodeOfCareId\n    amendReason\n    reviewState\n  }\n": typeof types.ListedEncounterFieldsFragmentDoc,
    "\n  query ClinicianEncounterList(\n    $patientId: ID\n    $episodeOfCareId: ID\n    $status: [String!]\n    $stateStatus: [String!]\n    $periodStart: DateTime\n    $periodEnd: DateTime\n    $type: [String!]\n    $typeNot: [String!]\n    $deliveryType: String\n    $tmStatuses: [String!]\n    $practitionerIds: [ID!]\n    $includeSP: Boolean\n    $sort: String\n    $term: String\n    $first: Int\n    $after: String\n  ) {\n    EncounterList(\n      patientId: $patientId\n      episodeOfCareId: $episodeOfCareId\n      status: $status\n      stateStatus: $stateStatus\n      period_start: $periodStart\n      periodEnd: $periodEnd\n      type: $type\n      typeNot: $typeNot\n      deliveryType: $deliveryType\n      tmStatuses: $tmStatuses\n      practitionerIds: $practitionerIds\n      includeSP: $includeSP\n      sort: $sort\n      term: $term\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      totalCountCapped\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ListedEncounterFields\n        }\n      }\n    }\n  }\n": typeof types.ClinicianEncounterListDocument,
    "\n  query EncounterFilterClinicians {\n    SchedulableClinicians {\n      id\n      name\n    }\n  }\n": typeof types.EncounterFilterCliniciansDocument,
    "\n  query ClinicianEncounter($appointmentId: ID!) {\n    GetActiveEncounterByAppointmentId(appointmentId: $appointmentId) {\n      ...ListedEncounterFields\n      checkedInAt\n      checkedOutAt\n      cancelReason\n    }\n  }\n": typeof types.ClinicianEncounterDocument,
    "\n  query EncounterVersions($encounterId: ID!, $patientId: ID!) {\n    GetEncounterVersion(encounterId: $encounterId) {\n      id\n      version\n      status\n      signedAt\n      lastUpdated\n      reasons\n      clinician {\n        name\n        npi\n      }\n      onsiteProvider {\n        name\n        npi\n      }\n      amendClinician {\n        name\n        npi\n      }\n    }\n    GetAdditionalActionsStatus(patientId: $patientId) {\n      orderDetails {\n        draft\n        active\n        count\n      }\n      problemDetails {\n        draft\n        active\n        count\n      }\n      patientDetails {\n        status\n        dischargedOn\n      }\n    }\n    Patient(id: $patientId) {\n      id\n      name\n      birthDate\n    }\n  }\n": typeof types.EncounterVersionsDocument,
    "\n  fragment ClinicianFields on Clinician {\n    id\n    versionId\n    lastUpdated\n    name\n    givenName\n    familyName\n    npi\n    employeeId\n    phones {\n      use\n      value\n      extension\n    }\n    email\n    address {\n      line\n      city\n      state\n      postalCode\n    }\n    state\n    qualifications {\n      code\n      periodEnd\n    }\n    adpSyncEnabled\n    clinicianStartDate\n    markets\n    additionalMarkets\n    active\n    linkedUser {\n      id\n      name\n      email\n    }\n  }\n": typeof types.ClinicianFieldsFragmentDoc,
    "\n  query ClinicianList($term: String, $state: String, $market: String, $active: Boolean, $first: Int, $after: String) {\n    ClinicianList(term: $term, state: $state, market: $market, active: $active, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ClinicianFields\n        }\n      }\n    }\n  }\n": typeof types.ClinicianListDocument,
    "\n  query Clinician($id: ID!) {\n    Clinician(id: $id) {\n      ...ClinicianFields\n    }\n  }\n": typeof types.ClinicianDocument,
    "\n  mutation UpdateClinician($id: ID!, $versionId: Int!, $clinician: ClinicianInput!) {\n    updateClinician(id: $id, versionId: $versionId, clinician: $clinician) {\n      ...ClinicianFields\n    }\n  }\n": typeof types.UpdateClinicianDocument,
    "\n  fragment CodeSystemFields on CodeSystem {\n    id\n    url\n    title\n    kind\n    noun\n    categories\n    membersFrom\n    draftVersion\n    publishedVersion\n    draftChanged\n    concepts {\n      code\n      display\n      status\n      category\n      members\n    }\n    versions {\n      version\n      status\n      publishedAt\n      count\n    }\n  }\n": typeof types.CodeSystemFieldsFragmentDoc,
    "\n  query CodeSystem($id: String!) {\n    CodeSystem(id: $id) {\n      ...CodeSystemFields\n    }\n  }\n": typeof types.CodeSystemDocument,
    "\n  mutation SaveCodeSystemConcept($codeSystemId: String!, $draftVersion: Int!, $isNew: Boolean!, $concept: CodeSystemConceptInput!) {\n    saveCodeSystemConcept(codeSystemId: $codeSystemId, draftVersion: $draftVersion, isNew: $isNew, concept: $concept) {\n      ...CodeSystemFields\n    }\n  }\n": typeof types.SaveCodeSystemConceptDocument,
    "\n  mutation PublishCodeSystem($codeSystemId: String!, $draftVersion: Int!) {\n    publishCodeSystem(codeSystemId: $codeSystemId, draftVersion: $draftVersion) {\n      ...CodeSystemFields\n    }\n  }\n": typeof types.PublishCodeSystemDocument,
    "\n  query ExportCodeSystem($id: String!, $format: String!) {\n    exportCodeSystem(id: $id, format: $format) {\n      fileName\n      mediaType\n      content\n    }\n  }\n": typeof types.ExportCodeSystemDocument,
    "\n  mutation ImportCodeSystem($codeSystemId: String!, $draftVersion: Int!, $format: String!, $content: String!) {\n    importCodeSystem(codeSystemId: $codeSystemId, draftVersion: $draftVersion, format: $format, content: $content) {\n      added\n      updated\n      unchanged\n      codeSystem {\n        ...CodeSystemFields\n      }\n    }\n  }\n": typeof types.ImportCodeSystemDocument,
    "\n  query PatientCoverages($patientId: ID!) {\n    PatientCoverages(patientId: $patientId) {\n      coverages {\n        id\n        versionId\n        patientId\n        status\n        order\n        insurerId\n        insurerName\n        memberId\n        groupNumber\n        groupName\n        type\n        planName\n        planType\n        copay\n        deductible\n        coinsurance\n        effectiveDate\n        terminationDate\n        subscriberName\n        subscriberRelationship\n        approval\n      }\n      authorizations {\n        id\n        versionId\n        coverageId\n        number\n        status\n        periodStart\n        periodEnd\n        visitsAllowed\n        visitsUsed\n        unitsAllowed\n      }\n      eligibilityResults {\n        ...EligibilityResultFields\n      }\n    }\n  }\n": typeof types.PatientCoveragesDocument,
    "\n  fragment EligibilityResultFields on EligibilityResult {\n    id\n    coverageId\n    checkedAt\n    checkedBy\n    outcome\n    inforce\n    payerName\n    insurerId\n    memberId\n    groupNumber\n    planName\n    planType\n    copay\n    deductible\n    coinsurance\n    patientResponsibility\n    labCompany\n    effectiveDate\n    terminationDate\n    contactNumber\n    state\n    address\n    identifiers {\n      code\n      label\n      value\n    }\n    errors {\n      code\n      display\n    }\n    taskId\n  }\n": typeof types.EligibilityResultFieldsFragmentDoc,
    "\n  query CoverageInsurerList($term: String, $state: String) {\n    CoverageInsurerList(term: $term, state: $state) {\n      id\n      name\n      state\n    }\n  }\n": typeof types.CoverageInsurerListDocument,
    "\n  mutation CreateCoverage($patientId: ID!, $input: CoverageInput!) {\n    createCoverage(patientId: $patientId, input: $input) {\n      id\n      versionId\n    }\n  }\n": typeof types.CreateCoverageDocument,
    "\n  mutation UpdateCoverage($id: ID!, $versionId: Int!, $input: CoverageInput!) {\n    updateCoverage(id: $id, versionId: $versionId, input: $input) {\n      id\n      versionId\n    }\n  }\n": typeof types.UpdateCoverageDocument,
    "\n  mutation InactivateCoverage($id: ID!, $versionId: Int!) {\n    inactivateCoverage(id: $id, versionId: $versionId) {\n      id\n      versionId\n      status\n    }\n  }\n": typeof types.InactivateCoverageDocument,
    "\n  mutation CreatePriorAuthorization($input: PriorAuthorizationInput!) {\n    createPriorAuthorization(input: $input) {\n      id\n      versionId\n    }\n  }\n": typeof types.CreatePriorAuthorizationDocument,
    "\n  mutation UpdatePriorAuthorization($id: ID!, $versionId: Int!, $input: PriorAuthorizationInput!) {\n    updatePriorAuthorization(id: $id, versionId: $versionId, input: $input) {\n      id\n      versionId\n    }\n  }\n": typeof types.UpdatePriorAuthorizationDocument,
    "\n  mutation CheckEligibility($coverageId: ID!) {\n    checkEligibility(coverageId: $coverageId) {\n      taskId\n      note\n      taskOwner\n      result {\n        ...EligibilityResultFields\n      }\n    }\n  }\n": typeof types.CheckEligibilityDocument,
    "\n  fragment DashboardGroupFields on DashboardGroup {\n    key\n    label\n    visits {\n      scheduled\n      made\n      missed\n      cancelled\n      open\n      missedRate\n      cancelledRate\n    }\n    signing {\n      documented\n      signedWithin24h\n      rate\n    }\n  }\n": typeof types.DashboardGroupFieldsFragmentDoc,
    "\n  query AdminDashboard($filter: DashboardFilter!) {\n    AdminDashboard(filter: $filter) {\n      from\n      to\n      totals {\n        ...DashboardGroupFields\n      }\n      days {\n        day\n        visits {\n          scheduled\n          made\n          missed\n          cancelled\n          open\n        }\n        signing {\n          documented\n          signedWithin24h\n          rate\n        }\n      }\n      markets {\n        ...DashboardGroupFields\n      }\n      clinicians {\n        ...DashboardGroupFields\n      }\n      devices {\n        deviceId\n        userId\n        userName\n        practitionerId\n        market\n        pending\n        lastReportedAt\n        lastSyncedAt\n        syncAgeHours\n        stale\n      }\n      staleDevices\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query ReportDashboard($filter: DashboardFilter!) {\n    ReportDashboard(filter: $filter) {\n      from\n      to\n      encounters {\n        market\n        total\n        planned\n        inProgress\n        finished\n        cancelled\n        soc\n        evaluation\n        readmit\n        followUp\n      }\n      visits {\n        ...DashboardGroupFields\n      }\n    }\n  }\n": typeof types.ReportDashboardDocument,
    "\n  query CbrDashboard($filter: DashboardFilter!) {\n    CbrDashboard(filter: $filter) {\n      from\n      to\n      clinicians {\n        ...DashboardGroupFields\n      }\n      totals {\n        ...DashboardGroupFields\n      }\n    }\n  }\n": typeof types.CbrDashboardDocument,
    "\n  query DashboardVisits($filter: DashboardFilter!, $day: String, $outcome: String, $first: Int) {\n    DashboardVisits(filter: $filter, day: $day, outcome: $outcome, first: $first) {\n      totalCount\n      edges {\n        node {\n          appointmentId\n          patientId\n          patientName\n          practitionerName\n          market\n          start\n          day\n          status\n          outcome\n        }\n      }\n    }\n  }\n": typeof types.DashboardVisitsDocument,
    "\n  query DashboardEncounters($filter: DashboardFilter!, $day: String, $signing: String, $first: Int) {\n    DashboardEncounters(filter: $filter, day: $day, signing: $signing, first: $first) {\n      totalCount\n      edges {\n        node {\n          encounterId\n          patientId\n          patientName\n          practitionerName\n          market\n          start\n          day\n          signedAt\n          signing\n        }\n      }\n    }\n  }\n": typeof types.DashboardEncountersDocument,
    "\n  query DocumentList($patientId: ID!, $category: String, $first: Int, $after: String) {\n    DocumentList(patientId: $patientId, category: $category, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          category\n          categoryLabel\n          description\n          date\n          author\n          attachment {\n            id\n            title\n            contentType\n            size\n            url\n          }\n        }\n      }\n    }\n  }\n": typeof types.DocumentListDocument,
    "\n  mutation DeleteDocument($id: ID!, $versionId: Int!) {\n    deleteDocument(id: $id, versionId: $versionId) {\n      id\n      versionId\n      status\n    }\n  }\n": typeof types.DeleteDocumentDocument,
    "\n  mutation UpdateEncounterDurations($durations: [EncounterDurationInput!]!) {\n    updateEncounterDurations(durations: $durations) {\n      visitType\n      label\n      minutes\n    }\n  }\n": typeof types.UpdateEncounterDurationsDocument,
    "\n  fragment ReviewFields on EncounterReview {\n    id\n    status\n    type\n    text\n    reviewerName\n    recorded\n    signedAt\n  }\n": typeof types.ReviewFieldsFragmentDoc,
    "\n  fragment ReviewedEncounterFields on Encounter {\n    id\n    versionId\n    status\n    stateText\n    type\n    deliveryType\n    signedAt\n    checkedInAt\n    patientId\n    practitionerId\n    reviewState\n    amendReason\n    reviews {\n      ...ReviewFields\n    }\n  }\n": typeof types.ReviewedEncounterFieldsFragmentDoc,
    "\n  query EncounterReviewList($reviewState: [String!], $term: String, $first: Int, $after: String) {\n    EncounterReviewList(reviewState: $reviewState, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          patientName\n          clinicianName\n          encounter {\n            ...ReviewedEncounterFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.EncounterReviewListDocument,
    "\n  query ReviewedEncounter($id: ID!) {\n    Encounter(id: $id) {\n      ...ReviewedEncounterFields\n    }\n    GetEncounterVersion(encounterId: $id) {\n      id\n      version\n      status\n      signedAt\n      reasons\n      clinician {\n        name\n        npi\n      }\n      amendClinician {\n        name\n        npi\n      }\n    }\n  }\n": typeof types.ReviewedEncounterDocument,
    "\n  query ReviewPatient($id: ID!) {\n    Patient(id: $id) {\n      id\n      name\n      birthDate\n    }\n  }\n": typeof types.ReviewPatientDocument,
    "\n  query EncounterVersionDiff($encounterId: ID!, $from: Int!, $to: Int!) {\n    EncounterVersionDiff(encounterId: $encounterId, from: $from, to: $to) {\n      formCode\n      formTitle\n      linkId\n      question\n      before\n      after\n      kind\n    }\n  }\n": typeof types.EncounterVersionDiffDocument,
    "\n  mutation ReviewEncounter($encounterId: ID!, $baseVersion: Int!, $review: EncounterReviewInput!) {\n    reviewEncounter(encounterId: $encounterId, baseVersion: $baseVersion, review: $review) {\n      ...ReviewedEncounterFields\n    }\n  }\n": typeof types.ReviewEncounterDocument,
    "\n  fragment FacilityFields on HealthCareFacility {\n    id\n    versionId\n    lastUpdated\n    name\n    type\n    active\n    address {\n      line\n      city\n      state\n      postalCode\n      county\n      instruction\n      market {\n        id\n        name\n      }\n    }\n    telecom {\n      system\n      value\n      use\n      rank\n      extension\n    }\n    contacts {\n      id\n      prefix\n      firstName\n      middleName\n      lastName\n      display\n      role\n      npi\n      active\n      primary\n      telecom {\n        system\n        value\n        use\n        rank\n        extension\n      }\n    }\n  }\n": typeof types.FacilityFieldsFragmentDoc,
    "\n  query FacilityList($type: String!, $term: String, $first: Int, $after: String) {\n    getHealthCareFacilityList(type: $type, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...FacilityFields\n        }\n      }\n    }\n  }\n": typeof types.FacilityListDocument,
    "\n  query DuplicatedFacilities($organizationName: String!, $state: String!, $type: String!) {\n    GetDuplicatedOrganizations(organizationName: $organizationName, state: $state, type: $type) {\n      id\n      name\n      type\n      active\n      address {\n        city\n      }\n    }\n  }\n": typeof types.DuplicatedFacilitiesDocument,
    "\n  mutation CreateFacility($organization: HealthCareFacilityInput!, $practitioners: [FacilityContactInput!]) {\n    createHealthCareFacility(organization: $organization, practitioners: $practitioners) {\n      ...FacilityFields\n    }\n  }\n": typeof types.CreateFacilityDocument,
    "\n  mutation UpdateFacility($id: ID!, $versionId: Int!, $organization: HealthCareFacilityInput!, $practitioners: [FacilityContactInput!]) {\n    updateHealthCareFacility(id: $id, versionId: $versionId, organization: $organization, practitioners: $practitioners) {\n      ...FacilityFields\n    }\n  }\n": typeof types.UpdateFacilityDocument,
    "\n  fragment FeatureFlagAdminFields on FeatureFlag {\n    key\n    description\n    defaultValue\n    overrides {\n      scope\n      scopeValue\n      scopeLabel\n      value\n    }\n  }\n": typeof types.FeatureFlagAdminFieldsFragmentDoc,
    "\n  query FeatureFlagList {\n    FeatureFlagList {\n      ...FeatureFlagAdminFields\n    }\n  }\n": typeof types.FeatureFlagListDocument,
    "\n  mutation SetFeatureFlagDefault($key: String!, $value: Boolean!) {\n    setFeatureFlagDefault(key: $key, value: $value) {\n      ...FeatureFlagAdminFields\n    }\n  }\n": typeof types.SetFeatureFlagDefaultDocument,
    "\n  mutation SetFeatureFlagOverride($key: String!, $scope: String!, $scopeValue: String!, $value: Boolean!) {\n    setFeatureFlagOverride(key: $key, scope: $scope, scopeValue: $scopeValue, value: $value) {\n      ...FeatureFlagAdminFields\n    }\n  }\n": typeof types.SetFeatureFlagOverrideDocument,
    "\n  mutation RemoveFeatureFlagOverride($key: String!, $scope: String!, $scopeValue: String!) {\n    removeFeatureFlagOverride(key: $key, scope: $scope, scopeValue: $scopeValue) {\n      ...FeatureFlagAdminFields\n    }\n  }\n": typeof types.RemoveFeatureFlagOverrideDocument,
    "\n  fragment AdminSettingFields on AdminSetting {\n    key\n    kind\n    value\n    label\n    description\n    unit\n    min\n    max\n  }\n": typeof types.AdminSettingFieldsFragmentDoc,
    "\n  query AdminSettingList {\n    SettingList {\n      ...AdminSettingFields\n    }\n  }\n": typeof types.AdminSettingListDocument,
    "\n  mutation UpdateSetting($key: String!, $value: String!) {\n    updateSetting(key: $key, value: $value) {\n      ...AdminSettingFields\n    }\n  }\n": typeof types.UpdateSettingDocument,
    "\n  query FlagUserChoices($term: String, $first: Int) {\n    UserList(term: $term, active: true, first: $first) {\n      edges {\n        node {\n          id\n          givenName\n          familyName\n          email\n        }\n      }\n    }\n  }\n": typeof types.FlagUserChoicesDocument,
    "\n  query PlanDefinitionList {\n    PlanDefinitionList {\n      id\n      versionId\n      title\n      encounterType\n      deliveryType\n      forms {\n        questionnaireCode\n        logic\n        questionnaire {\n          title\n        }\n      }\n    }\n  }\n": typeof types.PlanDefinitionListDocument,
    "\n  query QuestionnaireList {\n    QuestionnaireList {\n      id\n      versionId\n      code\n      title\n      status\n      items\n    }\n  }\n": typeof types.QuestionnaireListDocument,
    "\n  mutation UpdatePlanDefinitionForms($id: ID!, $versionId: Int!, $forms: [PlannedFormInput!]!) {\n    updatePlanDefinitionForms(id: $id, versionId: $versionId, forms: $forms) {\n      id\n      versionId\n    }\n  }\n": typeof types.UpdatePlanDefinitionFormsDocument,
    "\n  mutation PublishQuestionnaire($code: String!, $versionId: Int!, $items: [QuestionnaireItemSettingInput!]!) {\n    publishQuestionnaire(code: $code, versionId: $versionId, items: $items) {\n      code\n      versionId\n    }\n  }\n": typeof types.PublishQuestionnaireDocument,
    "\n  query InvitationStatus($token: String!) {\n    InvitationStatus(token: $token) {\n      valid\n      purpose\n      email\n      message\n    }\n  }\n": typeof types.InvitationStatusDocument,
    "\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password)\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query PcpLetterList($kind: String!, $from: String!, $to: String!, $offset: Int, $first: Int) {\n    PcpLetterList(kind: $kind, from: $from, to: $to, offset: $offset, first: $first) {\n      rows {\n        sourceId\n        patientId\n        patientName\n        at\n        pcpName\n        fax\n        status\n        flags\n        documentId\n        error\n        sentAt\n      }\n      counts {\n        total\n        ready\n        none\n        completed\n        inProgress\n        failed\n      }\n      nextOffset\n    }\n  }\n": typeof types.PcpLetterListDocument,
    "\n  mutation SendPcpLetters($kind: String!, $from: String!, $to: String!, $sourceIds: [ID!]) {\n    sendPcpLetters(kind: $kind, from: $from, to: $to, sourceIds: $sourceIds) {\n      queued\n    }\n  }\n": typeof types.SendPcpLettersDocument,
    "\n  subscription PcpLetterChanged($kind: String!) {\n    onPcpLetterChanged(kind: $kind) {\n      sourceId\n      status\n    }\n  }\n": typeof types.PcpLetterChangedDocument,
    "\n  fragment MarketTeamFields on MarketTeam {\n    id\n    versionId\n    lastUpdated\n    name\n    state\n    active\n    counties\n    teams {\n      id\n      name\n      active\n      participantCount\n    }\n  }\n": typeof types.MarketTeamFieldsFragmentDoc,
    "\n  query MarketTeamList($term: String, $state: String, $first: Int, $after: String) {\n    MarketTeamList(term: $term, state: $state, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MarketTeamFields\n        }\n      }\n    }\n  }\n": typeof types.MarketTeamListDocument,
    "\n  mutation CreateMarket($market: MarketInput!) {\n    createMarket(market: $market) {\n      ...MarketTeamFields\n    }\n  }\n": typeof types.CreateMarketDocument,
    "\n  mutation UpdateMarket($id: ID!, $versionId: Int!, $market: MarketInput!) {\n    updateMarket(id: $id, versionId: $versionId, market: $market) {\n      ...MarketTeamFields\n    }\n  }\n": typeof types.UpdateMarketDocument,
    "\n  fragment PatientAvailabilityFields on PatientAvailability {\n    patientId\n    versionId\n    type\n    timeZone\n    lastUpdated\n    weekdays {\n      day\n      ranges {\n        start\n        end\n      }\n    }\n    dates {\n      date\n      ranges {\n        start\n        end\n      }\n    }\n  }\n": typeof types.PatientAvailabilityFieldsFragmentDoc,
    "\n  mutation UpdatePatientAvailability($input: PatientAvailabilityInput!) {\n    updatePatientAvailability(input: $input) {\n      ...PatientAvailabilityFields\n    }\n  }\n": typeof types.UpdatePatientAvailabilityDocument,
    "\n  fragment CcdRequestFields on CCDRequest {\n    id\n    episodeOfCareId\n    documentId\n    error\n    createdAt\n    completedAt\n    requestDetails {\n      status\n      userName\n      dateRange {\n        start\n        end\n      }\n    }\n  }\n": typeof types.CcdRequestFieldsFragmentDoc,
    "\n  query CanGenerateCcd($episodeOfCareId: ID!) {\n    canGenenerateCCD(episodeOfCareId: $episodeOfCareId) {\n      canGenerate\n      reason\n    }\n  }\n": typeof types.CanGenerateCcdDocument,
    "\n  query CcdRequestList($filters: CCDRequestFilters!) {\n    GetCCDRequestList(filters: $filters) {\n      totalRecords\n      requests {\n        ...CcdRequestFields\n      }\n    }\n  }\n": typeof types.CcdRequestListDocument,
    "\n  mutation RequestCcd($episodeOfCareId: ID!, $dateRange: CCDDateRangeInput) {\n    requestCCD(episodeOfCareId: $episodeOfCareId, dateRange: $dateRange) {\n      ...CcdRequestFields\n    }\n  }\n": typeof types.RequestCcdDocument,
    "\n  query CcdDocument($documentId: ID!) {\n    CCDDocument(documentId: $documentId) {\n      id\n      patientId\n      episodeOfCareId\n      title\n      date\n      author\n      fileName\n      size\n      html\n    }\n  }\n": typeof types.CcdDocumentDocument,
    "\n  query PatientEncounterList($patientId: ID!, $first: Int, $after: String) {\n    PatientEncounterList(patientId: $patientId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          stateText\n          type\n          deliveryType\n          start\n          end\n          clinicianName\n          cancelReason\n        }\n      }\n    }\n  }\n": typeof types.PatientEncounterListDocument,
    "\n  query PatientAppointmentList($patientId: ID!, $first: Int, $after: String) {\n    PatientAppointmentList(patientId: $patientId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          appointmentType\n          start\n          end\n          clinicianName\n        }\n      }\n    }\n  }\n": typeof types.PatientAppointmentListDocument,
    "\n  fragment DemographicsRecordFields on PatientDemographicsRecord {\n    patientId\n    versionId\n    lastUpdated\n    firstName\n    middleName\n    lastName\n    preferredName\n    gender\n    birthDate\n    maritalStatus\n    race\n    ethnicity\n    email\n    fax\n    ssnLast4\n    externalNumber\n    phones {\n      use\n      value\n      extension\n      display\n    }\n    okToText\n    textConsentSaved\n    emergencyContact {\n      name\n      relationship\n      phone\n    }\n    caregivers {\n      name\n      relationship\n      phone\n    }\n    addresses {\n      addressType\n      line\n      city\n      state\n      postalCode\n      county\n      marketId\n      marketName\n      facilityId\n      facilityName\n      facilityContactId\n      facilityContactName\n      instruction\n      serviceAddress\n      verified\n      additionalMarket\n    }\n    homeHealthId\n    homeHealthName\n    pcpPracticeId\n    pcpPhysicianId\n    pcpName\n  }\n": typeof types.DemographicsRecordFieldsFragmentDoc,
    "\n  query PatientDemographicsRecord($patientId: ID!) {\n    PatientDemographicsRecord(patientId: $patientId) {\n      ...DemographicsRecordFields\n    }\n  }\n": typeof types.PatientDemographicsRecordDocument,
    "\n  mutation UpdatePatientDemographics($input: PatientDemographicsInput!) {\n    updatePatientDemographics(input: $input) {\n      ...DemographicsRecordFields\n    }\n  }\n": typeof types.UpdatePatientDemographicsDocument,
    "\n  query CareFacilityLookup($term: String, $state: String, $first: Int, $after: String) {\n    CareFacilityLookup(term: $term, state: $state, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          type\n          phone\n          address {\n            line\n            city\n            state\n            postalCode\n            county\n          }\n        }\n      }\n    }\n  }\n": typeof types.CareFacilityLookupDocument,
    "\n  fragment CareFacilityContactFields on HealthCareFacility {\n    id\n    name\n    contacts {\n      id\n      display\n      role\n      active\n      primary\n      telecom {\n        system\n        value\n        use\n        rank\n      }\n    }\n  }\n": typeof types.CareFacilityContactFieldsFragmentDoc,
    "\n  query CareFacilityContacts($organizationId: ID!) {\n    getHealthCareFacilityById(organizationId: $organizationId) {\n      ...CareFacilityContactFields\n    }\n  }\n": typeof types.CareFacilityContactsDocument,
    "\n  mutation AddCareFacilityContact($organization: ID!, $practitioners: [FacilityContactInput!]!) {\n    upsertPractitioners(organization: $organization, practitioners: $practitioners) {\n      ...CareFacilityContactFields\n    }\n  }\n": typeof types.AddCareFacilityContactDocument,
    "\n  query PcpPhysicians($search: String, $first: Int) {\n    CareTeamPhysicians(search: $search, first: $first) {\n      edges {\n        node {\n          id\n          name\n          npi\n          practiceId\n          practiceName\n          city\n          state\n        }\n      }\n    }\n  }\n": typeof types.PcpPhysiciansDocument,
    "\n  query HomeHealthAgencies($term: String, $first: Int) {\n    getHealthCareFacilityList(type: \"home-health\", term: $term, active: true, sort: \"name\", first: $first) {\n      edges {\n        node {\n          id\n          name\n          address {\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n": typeof types.HomeHealthAgenciesDocument,
    "\n  fragment DischargeRequestFields on DischargeRequest {\n    id\n    versionId\n    lastUpdated\n    status\n    patientId\n    admissionId\n    requestedOn\n    requestedDate\n    disposition\n    dischargeOption\n    reason\n    reasonDisplay\n    notes\n    requestedBy\n  }\n": typeof types.DischargeRequestFieldsFragmentDoc,
    "\n  query DischargeRequestList($patientId: ID!, $admissionId: ID, $first: Int, $after: String) {\n    DischargeRequestList(patientId: $patientId, admissionId: $admissionId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...DischargeRequestFields\n        }\n      }\n    }\n  }\n": typeof types.DischargeRequestListDocument,
    "\n  query DischargeRequest($id: ID!) {\n    DischargeRequest(id: $id) {\n      ...DischargeRequestFields\n    }\n  }\n": typeof types.DischargeRequestDocument,
    "\n  query DischargeRequestHistory($id: ID!) {\n    DischargeRequestHistory(id: $id) {\n      versionId\n      action\n      status\n      recordedAt\n      authorName\n    }\n  }\n": typeof types.DischargeRequestHistoryDocument,
    "\n  mutation CreateDischargeRequest($input: DischargeRequestCreateInput!) {\n    createDischargeRequest(input: $input) {\n      ...DischargeRequestFields\n    }\n  }\n": typeof types.CreateDischargeRequestDocument,
    "\n  mutation UpdateDischargeRequest($input: DischargeRequestUpdateInput!) {\n    updateDischargeRequest(input: $input) {\n      ...DischargeRequestFields\n    }\n  }\n": typeof types.UpdateDischargeRequestDocument,
    "\n  fragment PayerFields on Organization {\n    id\n    versionId\n    lastUpdated\n    name\n    type\n    active\n    state\n    address {\n      line\n      city\n      state\n      postalCode\n    }\n    telecom {\n      system\n      value\n      use\n      rank\n      extension\n    }\n    insurerExternalId\n    availityPayerId\n    contracted\n    partOf {\n      id\n      name\n      type\n      active\n    }\n  }\n": typeof types.PayerFieldsFragmentDoc,
    "\n  query PayerList($term: String, $type: [String!], $state: String, $active: Boolean, $partOfId: ID, $first: Int, $after: String) {\n    OrganizationList(term: $term, type: $type, state: $state, active: $active, partOfId: $partOfId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          type\n          active\n          state\n          partOf {\n            id\n            name\n            type\n            active\n          }\n        }\n      }\n    }\n  }\n": typeof types.PayerListDocument,
    "\n  query Payer($id: ID!) {\n    Organization(id: $id) {\n      ...PayerFields\n    }\n  }\n": typeof types.PayerDocument,
    "\n  query DuplicatedPayers($organizationName: String!, $state: String!) {\n    GetDuplicatedOrganizations(organizationName: $organizationName, state: $state) {\n      id\n      name\n      type\n      active\n      state\n      address {\n        line\n        city\n        state\n        postalCode\n      }\n    }\n  }\n": typeof types.DuplicatedPayersDocument,
    "\n  mutation CreatePayer($organization: PayerInput!) {\n    createOrganization(organization: $organization) {\n      ...PayerFields\n    }\n  }\n": typeof types.CreatePayerDocument,
    "\n  mutation UpdatePayer($id: ID!, $organization: PayerInput!, $versionId: Int!) {\n    updateOrganization(id: $id, organization: $organization, versionId: $versionId) {\n      ...PayerFields\n    }\n  }\n": typeof types.UpdatePayerDocument,
    "\n  query PayrollInfo($payPeriodId: ID!) {\n    PayrollInfo(payPeriodId: $payPeriodId) {\n      exportFileName\n      payPeriod {\n        id\n        start\n        end\n        current\n      }\n      clinicians {\n        practitionerId\n        name\n        fileNumber\n        encounterStats {\n          soc\n          followUp\n          signed\n        }\n      }\n    }\n  }\n": typeof types.PayrollInfoDocument,
    "\n  fragment ProblemListFields on ProblemList {\n    patientId\n    diagnoses {\n      id\n      versionId\n      codeIndex\n      icd10CmCode\n      title\n      clinicalStatus\n      onsetDate\n      resolvedDate\n      note\n      recordedDate\n    }\n    carePlans {\n      id\n      versionId\n      type\n      typeLabel\n      code\n      title\n      note\n      lastUpdated\n    }\n  }\n": typeof types.ProblemListFieldsFragmentDoc,
    "\n  query ProblemList($patientId: ID!) {\n    ProblemList(patientId: $patientId) {\n      ...ProblemListFields\n    }\n  }\n": typeof types.ProblemListDocument,
    "\n  query DiagnosisCodeList($term: String, $billableOnly: Boolean, $first: Int, $after: String) {\n    DiagnosisCodeList(term: $term, billableOnly: $billableOnly, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          code\n          title\n          billable\n        }\n      }\n    }\n  }\n": typeof types.DiagnosisCodeListDocument,
    "\n  mutation AddDiagnosis($input: DiagnosisInput!) {\n    addDiagnosis(input: $input) {\n      ...ProblemListFields\n    }\n  }\n": typeof types.AddDiagnosisDocument,
    "\n  mutation UpdateDiagnosis($input: DiagnosisUpdateInput!) {\n    updateDiagnosis(input: $input) {\n      ...ProblemListFields\n    }\n  }\n": typeof types.UpdateDiagnosisDocument,
    "\n  mutation RemoveDiagnosis($input: DiagnosisRemoveInput!) {\n    removeDiagnosis(input: $input) {\n      ...ProblemListFields\n    }\n  }\n": typeof types.RemoveDiagnosisDocument,
    "\n  mutation MoveDiagnosis($input: DiagnosisMoveInput!) {\n    moveDiagnosis(input: $input) {\n      ...ProblemListFields\n    }\n  }\n": typeof types.MoveDiagnosisDocument,
    "\n  mutation SetCarePlan($input: CarePlanInput!) {\n    setCarePlan(input: $input) {\n      ...ProblemListFields\n    }\n  }\n": typeof types.SetCarePlanDocument,
    "\n  fragment ClinicianRouteFields on ClinicianRoute {\n    id\n    versionId\n    lastUpdated\n    clinicianId\n    date\n    timeZone\n    departure\n    startPoint {\n      kind\n      label\n      latitude\n      longitude\n      address\n    }\n    stops {\n      appointmentId\n      order\n      arrive\n      depart\n      miles\n      minutes\n      lateMinutes\n    }\n    totalMiles\n    totalMinutes\n    optimized\n    mileageThreshold\n    overThreshold\n    outdated\n  }\n": typeof types.ClinicianRouteFieldsFragmentDoc,
    "\n  query ClinicianRoute($clinicianId: ID!, $date: String!) {\n    ClinicianRoute(clinicianId: $clinicianId, date: $date) {\n      ...ClinicianRouteFields\n    }\n  }\n": typeof types.ClinicianRouteDocument,
    "\n  mutation SaveClinicianRoute($input: SaveClinicianRouteInput!) {\n    saveClinicianRoute(input: $input) {\n      ...ClinicianRouteFields\n    }\n  }\n": typeof types.SaveClinicianRouteDocument,
    "\n  mutation RemoveClinicianRoute($clinicianId: ID!, $date: String!, $versionId: Int!) {\n    removeClinicianRoute(clinicianId: $clinicianId, date: $date, versionId: $versionId)\n  }\n": typeof types.RemoveClinicianRouteDocument,
    "\n  query TravelMatrix($points: [CoordinatesInput!]!) {\n    TravelMatrix(points: $points) {\n      source\n      minutes\n      miles\n    }\n  }\n": typeof types.TravelMatrixDocument,
    "\n  fragment SchedulableClinicianFields on SchedulableClinician {\n    id\n    name\n    state\n    timeZone\n    home {\n      label\n      latitude\n      longitude\n    }\n  }\n": typeof types.SchedulableClinicianFieldsFragmentDoc,
    "\n  query SchedulableClinicians {\n    SchedulableClinicians {\n      ...SchedulableClinicianFields\n    }\n  }\n": typeof types.SchedulableCliniciansDocument,
    "\n  query ClinicianSchedule($clinicianId: ID!, $from: String!, $to: String!) {\n    ClinicianSchedule(clinicianId: $clinicianId, from: $from, to: $to) {\n      clinician {\n        ...SchedulableClinicianFields\n      }\n      from\n      to\n      availableSOCCount\n      freeSlots {\n        start\n        end\n      }\n      visits {\n        patientName\n        asap\n        overrideReason\n        appointment {\n          ...AppointmentFields\n        }\n      }\n    }\n  }\n": typeof types.ClinicianScheduleDocument,
    "\n  query ScheduleVisit($appointmentId: ID!) {\n    ScheduleVisit(appointmentId: $appointmentId) {\n      clinician {\n        ...SchedulableClinicianFields\n      }\n      visit {\n        patientName\n        asap\n        overrideReason\n        appointment {\n          ...AppointmentFields\n        }\n      }\n    }\n  }\n": typeof types.ScheduleVisitDocument,
    "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n    }\n  }\n": typeof types.BookAppointmentDocument,
    "\n  mutation RescheduleAppointment($input: RescheduleAppointmentInput!) {\n    rescheduleAppointment(input: $input) {\n      id\n    }\n  }\n": typeof types.RescheduleAppointmentDocument,
    "\n  mutation CancelAppointment($input: CancelAppointmentInput!) {\n    cancelAppointment(input: $input) {\n      id\n    }\n  }\n": typeof types.CancelAppointmentDocument,
    "\n  mutation MarkAppointmentMissed($input: MarkAppointmentMissedInput!) {\n    markAppointmentMissed(input: $input) {\n      id\n    }\n  }\n": typeof types.MarkAppointmentMissedDocument,
    "\n  subscription OnScheduleChanged($clinicianId: ID!) {\n    onScheduleChanged(clinicianId: $clinicianId) {\n      clinicianId\n      appointmentIds\n      at\n    }\n  }\n": typeof types.OnScheduleChangedDocument,
    "\n  fragment CoverageConfigFields on CoverageConfig {\n    kind\n    userId\n    name\n    email\n    status\n    states\n    markets {\n      id\n      name\n      state\n    }\n    clinicians {\n      id\n      name\n      state\n      active\n    }\n    updatedAt\n    versionId\n  }\n": typeof types.CoverageConfigFieldsFragmentDoc,
    "\n  query CoverageConfigList($kind: String!, $term: String, $first: Int, $after: String) {\n    CoverageConfigList(kind: $kind, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...CoverageConfigFields\n        }\n      }\n    }\n  }\n": typeof types.CoverageConfigListDocument,
    "\n  query CoverageConfig($kind: String!, $userId: ID!) {\n    CoverageConfig(kind: $kind, userId: $userId) {\n      config {\n        ...CoverageConfigFields\n      }\n      clinicianChoices {\n        id\n        name\n        state\n        active\n      }\n    }\n  }\n": typeof types.CoverageConfigDocument,
    "\n  mutation UpdateCoverageConfig($kind: String!, $userId: ID!, $versionId: Int!, $input: CoverageConfigInput!) {\n    updateCoverageConfig(kind: $kind, userId: $userId, versionId: $versionId, input: $input) {\n      ...CoverageConfigFields\n    }\n  }\n": typeof types.UpdateCoverageConfigDocument,
    "\n  fragment WorkTaskFields on WorkTask {\n    id\n    versionId\n    patientId\n    patientName\n    title\n    status\n    priority\n    ownerId\n    owner\n    ownerJobFunctionTitle\n    dueDate\n    overdue\n    originLabel\n    authoredOn\n    requester\n    completedOn\n  }\n": typeof types.WorkTaskFieldsFragmentDoc,
    "\n  query TaskList(\n    $view: String!\n    $status: String\n    $priority: String\n    $origin: String\n    $overdue: Boolean\n    $term: String\n    $state: String\n    $owner: String\n    $age: String\n    $first: Int\n    $after: String\n  ) {\n    TaskList(\n      view: $view\n      status: $status\n      priority: $priority\n      origin: $origin\n      overdue: $overdue\n      term: $term\n      state: $state\n      owner: $owner\n      age: $age\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...WorkTaskFields\n        }\n      }\n    }\n  }\n": typeof types.TaskListDocument,
    "\n  query TaskHistory($id: ID!) {\n    TaskHistory(id: $id) {\n      versionId\n      at\n      by\n      status\n      owner\n      ownerJobFunctionTitle\n      priority\n      dueDate\n    }\n  }\n": typeof types.TaskHistoryDocument,
    "\n  mutation AssignTask($input: TaskAssignInput!) {\n    assignTask(input: $input) {\n      ...WorkTaskFields\n    }\n  }\n": typeof types.AssignTaskDocument,
    "\n  query TaskDashboard {\n    TaskDashboard {\n      open\n      overdue\n      byStatus {\n        key\n        label\n        count\n      }\n      byOwner {\n        key\n        label\n        count\n      }\n      byAge {\n        key\n        label\n        count\n      }\n      byMarket {\n        key\n        label\n        count\n      }\n    }\n  }\n": typeof types.TaskDashboardDocument,
    "\n  fragment CareTeamFields on CareTeam {\n    id\n    versionId\n    lastUpdated\n    name\n    active\n    state\n    note\n    managingMarket {\n      id\n      name\n    }\n    participants {\n      practitionerId\n      practitionerName\n      role\n      roleLabel\n      specialty\n    }\n  }\n": typeof types.CareTeamFieldsFragmentDoc,
    "\n  query CareTeamList($term: String, $state: String, $first: Int, $after: String) {\n    CareTeamList(term: $term, state: $state, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...CareTeamFields\n        }\n      }\n    }\n  }\n": typeof types.CareTeamListDocument,
    "\n  mutation CreateCareTeam($team: CareTeamInput!) {\n    createCareTeam(team: $team) {\n      ...CareTeamFields\n    }\n  }\n": typeof types.CreateCareTeamDocument,
    "\n  mutation UpdateCareTeam($id: ID!, $versionId: Int!, $team: CareTeamInput!) {\n    updateCareTeam(id: $id, versionId: $versionId, team: $team) {\n      ...CareTeamFields\n    }\n  }\n": typeof types.UpdateCareTeamDocument,
    "\n  query CareTeamClinicianOptions($term: String, $first: Int) {\n    ClinicianList(term: $term, active: true, first: $first) {\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n": typeof types.CareTeamClinicianOptionsDocument,
    "\n  fragment TelehealthEncounterFields on TelehealthEncounter {\n    id\n    versionId\n    telemedicineStatus\n    requestedAt\n    requestedByName\n    patientId\n    patientName\n    patientState\n    clinicianId\n    clinicianName\n    appointmentId\n    checkedInAt\n    checkedOutAt\n    teleMedicineType\n    meetingUrl\n    homeHealthName\n    onsiteProviderPhone\n    encounter {\n      id\n      versionId\n      status\n      stateText\n      state {\n        allowCheckout\n      }\n    }\n  }\n": typeof types.TelehealthEncounterFieldsFragmentDoc,
    "\n  query TelehealthEncounterList(\n    $patientStates: [String!]\n    $telemedicineStatuses: [String!]\n    $mine: Boolean\n    $term: String\n    $first: Int\n    $after: String\n  ) {\n    TelehealthEncounterList(\n      patientStates: $patientStates\n      telemedicineStatuses: $telemedicineStatuses\n      mine: $mine\n      term: $term\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      eventCursor\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...TelehealthEncounterFields\n        }\n      }\n    }\n  }\n": typeof types.TelehealthEncounterListDocument,
    "\n  query TelehealthEncounter($id: ID!) {\n    TelehealthEncounter(id: $id) {\n      ...TelehealthEncounterFields\n    }\n  }\n": typeof types.TelehealthEncounterDocument,
    "\n  mutation PerformTMAutoCheckout($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!) {\n    PerformTMAutoCheckout(clientMutationId: $clientMutationId, encounterId: $encounterId, baseVersion: $baseVersion) {\n      id\n      versionId\n      status\n      stateText\n    }\n  }\n": typeof types.PerformTmAutoCheckoutDocument,
    "\n  mutation RequestTelehealthVisit($clientMutationId: ID!, $patientId: ID!, $meetingUrl: String) {\n    requestTelehealthVisit(clientMutationId: $clientMutationId, patientId: $patientId, meetingUrl: $meetingUrl) {\n      ...TelehealthEncounterFields\n    }\n  }\n": typeof types.RequestTelehealthVisitDocument,
    "\n  mutation CancelTelehealthRequest($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!) {\n    cancelTelehealthRequest(clientMutationId: $clientMutationId, encounterId: $encounterId, baseVersion: $baseVersion) {\n      ...TelehealthEncounterFields\n    }\n  }\n": typeof types.CancelTelehealthRequestDocument,
    "\n  subscription OnWaitingRoomChanged($patientStates: [String!], $telemedicineStatuses: [String!], $since: String) {\n    onWaitingRoomChanged(patientStates: $patientStates, telemedicineStatuses: $telemedicineStatuses, since: $since) {\n      cursor\n      kind\n      request {\n        ...TelehealthEncounterFields\n      }\n    }\n  }\n": typeof types.OnWaitingRoomChangedDocument,
    "\n  mutation TelehealthCheckIn(\n    $clientMutationId: ID!\n    $encounterId: ID!\n    $baseVersion: Int!\n    $provenance: ProvenanceInput!\n    $teleMedicineType: String!\n  ) {\n    startEncounter(\n      clientMutationId: $clientMutationId\n      encounterId: $encounterId\n      baseVersion: $baseVersion\n      provenance: $provenance\n      teleMedicineType: $teleMedicineType\n    ) {\n      id\n      versionId\n      status\n      stateText\n      appointmentId\n      practitionerId\n    }\n  }\n": typeof types.TelehealthCheckInDocument,
    "\n  query UserList(\n    $term: String\n    $active: Boolean\n    $firstName: String\n    $lastName: String\n    $organizationId: ID\n    $jobFunction: String\n    $state: String\n    $role: String\n    $first: Int\n    $after: String\n  ) {\n    UserList(\n      term: $term\n      active: $active\n      firstName: $firstName\n      lastName: $lastName\n      organizationId: $organizationId\n      jobFunction: $jobFunction\n      state: $state\n      role: $role\n      first: $first\n      after: $after\n    ) {\n      edges {\n        node {\n          id\n          email\n          givenName\n          familyName\n          name\n          status\n          roles\n          jobFunctions {\n            code\n            title\n          }\n          lastLoggedIn\n        }\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.UserListDocument,
    "\n  query User($id: ID!) {\n    User(id: $id) {\n      id\n      email\n      givenName\n      familyName\n      name\n      phone\n      state\n      status\n      statusUpdatedDate\n      userType\n      roles\n      permissions\n      jobFunctions {\n        code\n        title\n      }\n      practitionerId\n      hasPin\n      userPinModifiedOn\n      lastLoggedIn\n      invitedAt\n      markets\n      versionId\n      legalEntities {\n        id\n        name\n        type\n        state\n      }\n      payers {\n        id\n        name\n        type\n        state\n      }\n    }\n  }\n": typeof types.UserDocument,
    "\n  mutation CreateUser($user: UserInput!) {\n    createUser(user: $user)\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $versionId: Int!, $user: UserInput!) {\n    updateUser(id: $id, versionId: $versionId, user: $user)\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation ReinviteUser($id: ID!) {\n    reinviteUser(id: $id)\n  }\n": typeof types.ReinviteUserDocument,
    "\n  mutation ResetUserPassword($id: ID!) {\n    resetUserPassword(id: $id)\n  }\n": typeof types.ResetUserPasswordDocument,
    "\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id)\n  }\n": typeof types.DeactivateUserDocument,
    "\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id)\n  }\n": typeof types.ReactivateUserDocument,
};
const documents: Documents = {
    "\n  fragment VerificationFields on VerificationCodeResponse {\n    email\n    createdOn\n    attemptsRemaining\n    resendRequestRemaining\n    isValidCode\n    isError\n    errorMessage\n  }\n": types.VerificationFieldsFragmentDoc,
    "\n  fragment AccountStatusFields on AccountStatus {\n    passwordChangedOn\n    passwordExpiresConfigValue\n    passwordChangedSinceInDays\n    isExtUserAccountExpired\n    userPinModifiedOn\n  }\n": types.AccountStatusFieldsFragmentDoc,
    "\n  query MyAccount {\n    me {\n      id\n      email\n      name\n      userType\n      phone\n      state\n      hasPin\n      userPinModifiedOn\n      account {\n        ...AccountStatusFields\n      }\n    }\n  }\n": types.MyAccountDocument,
    "\n  mutation SendPINVerificationCode {\n    sendPINVerificationCode {\n      ...VerificationFields\n    }\n  }\n": types.SendPinVerificationCodeDocument,
    "\n  mutation ValidatePINVerificationCode($verificationCode: String!) {\n    validatePINVerificationCode(verificationCode: $verificationCode) {\n      ...VerificationFields\n    }\n  }\n": types.ValidatePinVerificationCodeDocument,
    "\n  mutation UpsertUserPin($userPin: UserPinInput!) {\n    upsertUserPin(userPin: $userPin) {\n      id\n      hasPin\n      userPinModifiedOn\n    }\n  }\n": types.UpsertUserPinDocument,
    "\n  mutation ResetUserPin($email: String!) {\n    resetUserPin(email: $email)\n  }\n": types.ResetUserPinDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation ConfirmPasswordChange($email: String!, $verificationCode: String!, $newPassword: String!) {\n    confirmPasswordChange(email: $email, verificationCode: $verificationCode, newPassword: $newPassword)\n  }\n": types.ConfirmPasswordChangeDocument,
    "\n  query AccountProfile {\n    me {\n      id\n      email\n      name\n      givenName\n      familyName\n      status\n      userType\n      roles\n      jobFunctions {\n        code\n        title\n      }\n      phone\n      state\n      hasPin\n      userPinModifiedOn\n      lastLoggedIn\n    }\n  }\n": types.AccountProfileDocument,
    "\n  query AdminAuditList($entityType: String!, $entityId: ID!, $first: Int, $after: String) {\n    AdminAuditList(entityType: $entityType, entityId: $entityId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          at\n          actorEmail\n          action\n          changedFields\n        }\n      }\n    }\n  }\n": types.AdminAuditListDocument,
    "\n  mutation ReportDeviceSync($deviceId: ID!, $pending: Int!) {\n    reportDeviceSync(deviceId: $deviceId, pending: $pending) {\n      deviceId\n      pending\n    }\n  }\n": types.ReportDeviceSyncDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      givenName\n      familyName\n      name\n      status\n      userType\n      roles\n      permissions\n      jobFunctions {\n        code\n        title\n      }\n      practitionerId\n      hasPin\n      lastLoggedIn\n    }\n  }\n": types.MeDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id\n    versionId\n    lastUpdated\n    status\n    appointmentType\n    start\n    end\n    routeOrder\n    patientId\n    practitionerId\n    encounterId\n    address {\n      line\n      city\n      state\n      postalCode\n      latitude\n      longitude\n    }\n  }\n": types.AppointmentFieldsFragmentDoc,
    "\n  fragment PatientFields on Patient {\n    id\n    versionId\n    lastUpdated\n    name\n    givenName\n    familyName\n    gender\n    birthDate\n    age\n    phone\n    payerName\n    address {\n      line\n      city\n      state\n      postalCode\n      latitude\n      longitude\n    }\n  }\n": types.PatientFieldsFragmentDoc,
    "\n  fragment EncounterFields on Encounter {\n    id\n    versionId\n    lastUpdated\n    status\n    stateText\n    type\n    deliveryType\n    period {\n      start\n      end\n    }\n    checkedInAt\n    checkedOutAt\n    signedAt\n    cancelReason\n    amendReason\n    patientId\n    practitionerId\n    appointmentId\n    episodeOfCareId\n    hasActiveAuthorization\n    amendRequest {\n      id\n      type\n      text\n      reviewerName\n      recorded\n    }\n    state {\n      status\n      stateText\n      allowCheckIn\n      allowCheckout\n      allowESign\n      allowAmend\n      allowCancel\n      allowUndoCheckIn\n    }\n  }\n": types.EncounterFieldsFragmentDoc,
    "\n  query MySchedule($from: String!, $to: String!) {\n    MySchedule(from: $from, to: $to) {\n      practitionerId\n      from\n      to\n      syncedAt\n      appointments {\n        ...AppointmentFields\n      }\n      patients {\n        ...PatientFields\n      }\n      encounters {\n        ...EncounterFields\n      }\n      days {\n        date\n        appointmentIds\n      }\n      questionnaires {\n        ...QuestionnaireFields\n      }\n      plans {\n        ...PlanFields\n      }\n      responses {\n        ...ResponseFields\n      }\n      earlierResponses {\n        questionnaireCode\n        encounterId\n        patientId\n        visitStart\n        answers\n      }\n      charts {\n        ...PatientChartFields\n      }\n      chartAdmissions {\n        patientId\n        admissions {\n          ...AdmissionFields\n        }\n      }\n    }\n  }\n": types.MyScheduleDocument,
    "\n  query EncounterById($id: ID!) {\n    Encounter(id: $id) {\n      ...EncounterFields\n    }\n  }\n": types.EncounterByIdDocument,
    "\n  mutation SyncEncounterCommands($commands: [EncounterCommandInput!]!) {\n    syncEncounterCommands(commands: $commands) {\n      clientMutationId\n      encounter {\n        ...EncounterFields\n      }\n      esign {\n        signed\n        missingAnswers {\n          id\n          title\n          conditions {\n            id\n            name\n            linkIds\n          }\n        }\n      }\n      response {\n        ...ResponseFields\n      }\n      error {\n        code\n        message\n        field\n        currentVersion\n        encounterId\n        retryable\n      }\n    }\n  }\n": types.SyncEncounterCommandsDocument,
    "\n  subscription OnEncounterCreated {\n    onEncounterCreated {\n      id\n      versionId\n    }\n  }\n": types.OnEncounterCreatedDocument,
    "\n  subscription OnEncounterUpdated {\n    onEncounterUpdated {\n      id\n      versionId\n    }\n  }\n": types.OnEncounterUpdatedDocument,
    "\n  query EncounterDurations {\n    EncounterDurations {\n      visitType\n      label\n      minutes\n    }\n  }\n": types.EncounterDurationsDocument,
    "\n  query EncounterNarrative($encounterId: ID!, $version: Int) {\n    EncounterNarrativePDF(encounterId: $encounterId, version: $version) {\n      fileName\n      contentType\n      data\n    }\n  }\n": types.EncounterNarrativeDocument,
    "\n  fragment QuestionnaireFields on Questionnaire {\n    id\n    versionId\n    code\n    title\n    status\n    items\n  }\n": types.QuestionnaireFieldsFragmentDoc,
    "\n  fragment PlanFields on PlanDefinition {\n    id\n    versionId\n    title\n    encounterType\n    deliveryType\n    forms {\n      questionnaireCode\n      logic\n      label\n      listed\n      required\n    }\n  }\n": types.PlanFieldsFragmentDoc,
    "\n  fragment ResponseFields on QuestionnaireResponse {\n    id\n    versionId\n    lastUpdated\n    questionnaireCode\n    questionnaireVersion\n    encounterId\n    authorId\n    authored\n    status\n    answers\n  }\n": types.ResponseFieldsFragmentDoc,
    "\n  query EncounterResponses($encounterId: ID!) {\n    QuestionnaireResponseListForClinical(encounterId: $encounterId) {\n      ...ResponseFields\n    }\n  }\n": types.EncounterResponsesDocument,
    "\n  mutation NarrativePdf($encounterId: ID!) {\n    generateEncounterNarrativePDF(encounterId: $encounterId) {\n      fileName\n      contentType\n      data\n    }\n  }\n": types.NarrativePdfDocument,
    "\n  query CountyList($states: [String!], $postalCodes: [String!], $term: String, $first: Int) {\n    CountyList(states: $states, postalCodes: $postalCodes, term: $term, first: $first) {\n      totalCount\n      edges {\n        node {\n          name\n          state\n        }\n      }\n    }\n  }\n": types.CountyListDocument,
    "\n  query GetNotificationsCount($practitionerId: ID, $notify: [String!]) {\n    GetNotificationsCount(practitionerId: $practitionerId, notify: $notify)\n  }\n": types.GetNotificationsCountDocument,
    "\n  fragment NotificationFields on Notification {\n    _id\n    cursor\n    viewed\n    createdAt\n    notify\n    event {\n      code\n      title\n      description\n    }\n    resource {\n      admissionId\n    }\n    meta {\n      patientId\n      patientName\n      practitionerName\n    }\n    resourceDetails {\n      orderId\n      serviceRequestId\n      documentId\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query GetNotificationList($filters: NotificationFilters, $first: Int, $after: String) {\n    GetNotificationList(filters: $filters, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...NotificationFields\n        }\n      }\n    }\n  }\n": types.GetNotificationListDocument,
    "\n  query GetNewestNotification {\n    GetNotificationList(first: 1) {\n      edges {\n        node {\n          _id\n          cursor\n        }\n      }\n    }\n  }\n": types.GetNewestNotificationDocument,
    "\n  query GetNotificationEventCounts($filters: NotificationFilters) {\n    GetNotificationList(filters: $filters, first: 1) {\n      eventCounts {\n        code\n        title\n        count\n      }\n    }\n  }\n": types.GetNotificationEventCountsDocument,
    "\n  mutation MarkNotificationViewed($id: ID!) {\n    markNotificationViewed(id: $id) {\n      _id\n      viewed\n    }\n  }\n": types.MarkNotificationViewedDocument,
    "\n  mutation SetNotificationUpdates($id: ID!) {\n    setNotificationUpdates(id: $id)\n  }\n": types.SetNotificationUpdatesDocument,
    "\n  subscription OnNotificationAdded($id: ID, $notify: [String!], $since: String) {\n    onNotificationAdded(id: $id, notify: $notify, since: $since) {\n      ...NotificationFields\n    }\n  }\n": types.OnNotificationAddedDocument,
    "\n  fragment JobFunctionFields on JobFunctionRecord {\n    _id\n    code\n    title\n    status\n    events {\n      _id\n    }\n  }\n": types.JobFunctionFieldsFragmentDoc,
    "\n  query GetJobFunctions {\n    GetJobFunctions {\n      ...JobFunctionFields\n    }\n  }\n": types.GetJobFunctionsDocument,
    "\n  query GetEvents {\n    GetEvents {\n      _id\n      title\n      description\n      status\n    }\n  }\n": types.GetEventsDocument,
    "\n  mutation UpdateJobFunction($input: JobFunctionInput!) {\n    updateJobFunction(input: $input) {\n      ...JobFunctionFields\n    }\n  }\n": types.UpdateJobFunctionDocument,
    "\n  query OrganizationOptions($type: [String!], $first: Int) {\n    OrganizationList(type: $type, active: true, first: $first) {\n      edges {\n        node {\n          id\n          name\n          type\n          state\n        }\n      }\n    }\n  }\n": types.OrganizationOptionsDocument,
    "\n  query PatientList($term: String, $state: String, $market: ID, $admission: [String!], $first: Int, $after: String) {\n    PatientList(term: $term, state: $state, market: $market, admission: $admission, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          givenName\n          familyName\n          birthDate\n          age\n          gender\n          phone\n          externalNumber\n          admissionStatus\n          state\n          marketName\n          address {\n            line\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n": types.PatientListDocument,
    "\n  query MarketList($states: [String!], $term: String, $first: Int) {\n    MarketList(states: $states, term: $term, first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n": types.MarketListDocument,
    "\n  fragment PatientChartFields on PatientChart {\n    patient {\n      id\n      name\n      birthDate\n      age\n      gender\n      phone\n      externalNumber\n      admissionStatus\n      state\n      marketName\n    }\n    demographics {\n      fullName\n      preferredName\n      gender\n      birthDate\n      age\n      maritalStatus\n      externalNumber\n      ssnLast4\n      phones {\n        use\n        value\n        display\n      }\n      emergencyContact {\n        name\n        relationship\n        phone\n      }\n      caregivers {\n        name\n        relationship\n        phone\n      }\n      addresses {\n        line\n        city\n        state\n        postalCode\n        county\n        addressType\n        facilityName\n        facilityContactName\n        marketName\n        instruction\n        serviceAddress\n        verified\n        additionalMarket\n      }\n      email\n      fax\n      race\n      ethnicity\n      timeZone\n      homeHealthName\n      pcpName\n      availability {\n        ...PatientAvailabilityFields\n      }\n    }\n    tabs {\n      key\n      count\n    }\n  }\n": types.PatientChartFieldsFragmentDoc,
    "\n  query PatientChart($id: ID!) {\n    PatientChart(id: $id) {\n      ...PatientChartFields\n    }\n  }\n": types.PatientChartDocument,
    "\n  fragment AdmissionFields on Admission {\n    id\n    versionId\n    status\n    periodStart\n    periodEnd\n    holdReason\n    readmitReason\n    readmitText\n    cancellationReason\n    hospitalName\n    statusHistory {\n      status\n      start\n      end\n    }\n  }\n": types.AdmissionFieldsFragmentDoc,
    "\n  query AdmissionList($patientId: ID!) {\n    AdmissionList(patientId: $patientId) {\n      ...AdmissionFields\n    }\n  }\n": types.AdmissionListDocument,
    "\n  mutation ChangeAdmissionStatus($input: AdmissionStatusInput!) {\n    changeAdmissionStatus(input: $input) {\n      id\n      versionId\n      status\n      holdReason\n    }\n  }\n": types.ChangeAdmissionStatusDocument,
    "\n  query PatientTaskOwnerList($patientId: ID!) {\n    PatientTaskOwnerList(patientId: $patientId) {\n      id\n      name\n    }\n  }\n": types.PatientTaskOwnerListDocument,
    "\n  mutation ChangePatientTaskStatus($input: ChartRecordStatusInput!) {\n    changePatientTaskStatus(input: $input) {\n      id\n      versionId\n      status\n    }\n  }\n": types.ChangePatientTaskStatusDocument,
    "\n  query ValueSetCodes($url: String!, $count: Int) {\n    expandValueSet(url: $url, count: $count) {\n      version\n      contains {\n        code\n        display\n        members\n      }\n    }\n  }\n": types.ValueSetCodesDocument,
    "\n  fragment PayPeriodFields on PayPeriod {\n    id\n    start\n    end\n    current\n    encounterStats {\n      soc\n      followUp\n      signed\n    }\n  }\n": types.PayPeriodFieldsFragmentDoc,
    "\n  query PayPeriodHistory($practitionerId: ID!, $pageParams: PayPeriodPageParams) {\n    GetPayPeriodEncounterHistory(practitionerId: $practitionerId, pageParams: $pageParams) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...PayPeriodFields\n        }\n      }\n    }\n  }\n": types.PayPeriodHistoryDocument,
    "\n  query PayPeriodEncounters($practitionerId: ID!, $payPeriodId: ID!) {\n    GetPayPeriodEncounters(practitionerId: $practitionerId, payPeriodId: $payPeriodId) {\n      practitionerId\n      practitionerName\n      timeZone\n      payPeriod {\n        ...PayPeriodFields\n      }\n      encounters {\n        id\n        appointmentId\n        patientId\n        patientName\n        start\n        type\n        status\n        stateText\n      }\n    }\n  }\n": types.PayPeriodEncountersDocument,
    "\n  fragment ClinicianAvailabilityFields on ClinicianAvailability {\n    clinicianId\n    versionId\n    lastUpdated\n    timeZone\n    saved\n    alwaysAvailable\n    slots {\n      id\n      dayIndex\n      order\n      enabled\n      startTime\n      endTime\n      durationMinutes\n      status\n    }\n    exceptions {\n      id\n      startDate\n      endDate\n      startTime\n      endTime\n      status\n      isAlwaysAvailable\n    }\n  }\n": types.ClinicianAvailabilityFieldsFragmentDoc,
    "\n  query ClinicianAvailability($clinicianId: ID!) {\n    ClinicianAvailability(clinicianId: $clinicianId) {\n      ...ClinicianAvailabilityFields\n    }\n  }\n": types.ClinicianAvailabilityDocument,
    "\n  mutation SaveClinicianAvailability($input: ClinicianAvailabilityInput!) {\n    saveClinicianAvailability(input: $input) {\n      ...ClinicianAvailabilityFields\n    }\n  }\n": types.SaveClinicianAvailabilityDocument,
    "\n  fragment BulkRunFields on BulkEligibilityRun {\n    id\n    description\n    userName\n    createdAt\n    completedAt\n    progress {\n      ...BulkProgressFields\n    }\n  }\n": types.BulkRunFieldsFragmentDoc,
    "\n  fragment BulkProgressFields on BulkEligibilityProgress {\n    runId\n    status\n    percent\n    counts {\n      total\n      pending\n      active\n      inactive\n      error\n      failed\n    }\n  }\n": types.BulkProgressFieldsFragmentDoc,
    "\n  query BulkEligibilityPreview($filters: BulkEligibilityFiltersInput!) {\n    BulkEligibilityPreview(filters: $filters)\n  }\n": types.BulkEligibilityPreviewDocument,
    "\n  query BulkEligibilityRuns($first: Int) {\n    BulkEligibilityRuns(first: $first) {\n      ...BulkRunFields\n    }\n  }\n": types.BulkEligibilityRunsDocument,
    "\n  query BulkEligibilityRun($runId: ID!) {\n    BulkEligibilityRun(runId: $runId) {\n      ...BulkRunFields\n    }\n  }\n": types.BulkEligibilityRunDocument,
    "\n  query BulkEligibilityItems($runId: ID!, $statuses: [String!], $after: Int, $first: Int) {\n    BulkEligibilityItems(runId: $runId, statuses: $statuses, after: $after, first: $first) {\n      endCursor\n      items {\n        seq\n        patientId\n        patientName\n        coverageId\n        insurer\n        memberId\n        status\n        message\n        taskId\n        checkedAt\n      }\n    }\n  }\n": types.BulkEligibilityItemsDocument,
    "\n  mutation RequestBulkEligibility($filters: BulkEligibilityFiltersInput!) {\n    requestBulkEligibility(filters: $filters) {\n      ...BulkRunFields\n    }\n  }\n": types.RequestBulkEligibilityDocument,
    "\n  subscription BulkEligibilityProgress($runId: ID!) {\n    onBulkEligibilityProgress(runId: $runId) {\n      ...BulkProgressFields\n    }\n  }\n": types.BulkEligibilityProgressDocument,
    "\n  query CommunicationTopicList {\n    CommunicationTopicList {\n      code\n      display\n      status\n    }\n  }\n": types.CommunicationTopicListDocument,
    "\n  query PatientNoteList($patientId: ID!, $topic: String, $term: String, $first: Int, $after: String) {\n    PatientNoteList(patientId: $patientId, topic: $topic, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          sent\n          topic\n          topicDisplay\n          text\n          author\n        }\n      }\n    }\n  }\n": types.PatientNoteListDocument,
    "\n  mutation AddPatientNote($input: PatientNoteInput!) {\n    addPatientNote(input: $input) {\n      id\n    }\n  }\n": types.AddPatientNoteDocument,
    "\n  query PatientAlertList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {\n    PatientAlertList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          status\n          category\n          text\n          start\n          end\n          author\n        }\n      }\n    }\n  }\n": types.PatientAlertListDocument,
    "\n  mutation AddPatientAlert($input: PatientAlertInput!) {\n    addPatientAlert(input: $input) {\n      id\n    }\n  }\n": types.AddPatientAlertDocument,
    "\n  mutation DeactivatePatientAlert($input: ChartRecordVersionInput!) {\n    deactivatePatientAlert(input: $input) {\n      id\n      versionId\n      status\n    }\n  }\n": types.DeactivatePatientAlertDocument,
    "\n  query PatientOrderList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {\n    PatientOrderList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          status\n          text\n          authoredOn\n          requester\n          admissionId\n          admissionStart\n        }\n      }\n    }\n  }\n": types.PatientOrderListDocument,
    "\n  query PatientOrderDetails($patientId: ID!) {\n    PatientOrderDetails(patientId: $patientId) {\n      draft\n      active\n      count\n    }\n  }\n": types.PatientOrderDetailsDocument,
    "\n  mutation AddPatientOrder($input: PatientOrderInput!) {\n    addPatientOrder(input: $input) {\n      id\n    }\n  }\n": types.AddPatientOrderDocument,
    "\n  mutation AddPatientOrderSet($input: PatientOrderSetInput!) {\n    addPatientOrderSet(input: $input) {\n      id\n    }\n  }\n": types.AddPatientOrderSetDocument,
    "\n  mutation ChangePatientOrderStatus($input: ChartRecordStatusInput!) {\n    changePatientOrderStatus(input: $input) {\n      id\n      versionId\n      status\n    }\n  }\n": types.ChangePatientOrderStatusDocument,
    "\n  query PatientReferralList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {\n    PatientReferralList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          status\n          referralDate\n          source\n          reason\n          author\n        }\n      }\n    }\n  }\n": types.PatientReferralListDocument,
    "\n  mutation AddPatientReferral($input: PatientReferralInput!) {\n    addPatientReferral(input: $input) {\n      id\n    }\n  }\n": types.AddPatientReferralDocument,
    "\n  mutation ChangePatientReferralStatus($input: ChartRecordStatusInput!) {\n    changePatientReferralStatus(input: $input) {\n      id\n      versionId\n      status\n    }\n  }\n": types.ChangePatientReferralStatusDocument,
    "\n  query PatientTaskList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {\n    PatientTaskList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          title\n          status\n          priority\n          ownerId\n          owner\n          ownerJobFunctionTitle\n          dueDate\n          authoredOn\n          requester\n          completedOn\n          overdue\n          originLabel\n        }\n      }\n    }\n  }\n": types.PatientTaskListDocument,
    "\n  query PatientTaskSummary($patientId: ID!) {\n    PatientTaskSummary(patientId: $patientId) {\n      open\n      overdue\n    }\n  }\n": types.PatientTaskSummaryDocument,
    "\n  mutation AddPatientTask($input: PatientTaskInput!) {\n    addPatientTask(input: $input) {\n      id\n    }\n  }\n": types.AddPatientTaskDocument,
    "\n  query PatientOrder($patientId: ID!, $id: ID!) {\n    PatientOrder(patientId: $patientId, id: $id) {\n      order {\n        id\n        versionId\n        status\n        text\n        code\n        authoredOn\n        requester\n        admissionId\n        admissionStart\n      }\n      changes {\n        versionId\n        at\n        by\n        status\n      }\n    }\n  }\n": types.PatientOrderDocument,
    "\n  fragment RoundsSessionFields on RoundsSession {\n    date\n    versionId\n    savedAt\n    patients {\n      patientId\n      name\n      birthDate\n      latestEncounter {\n        id\n        appointmentId\n        type\n        status\n        stateText\n        start\n        clinicianName\n      }\n      openOrders\n      problems\n      woundProgress {\n        at\n        encounterId\n        wound\n        lengthCm\n        widthCm\n        areaCm2\n      }\n      note\n      decision\n    }\n  }\n": types.RoundsSessionFieldsFragmentDoc,
    "\n  query RoundsSession($date: String!) {\n    RoundsSession(date: $date) {\n      ...RoundsSessionFields\n    }\n  }\n": types.RoundsSessionDocument,
    "\n  query RoundsSessionDates {\n    RoundsSessionDates\n  }\n": types.RoundsSessionDatesDocument,
    "\n  mutation SaveRoundsSession($date: String!, $versionId: Int!, $entries: [RoundsEntryInput!]!) {\n    saveRoundsSession(date: $date, versionId: $versionId, entries: $entries) {\n      ...RoundsSessionFields\n    }\n  }\n": types.SaveRoundsSessionDocument,
    "\n  fragment ListedEncounterFields on Encounter {\n    id\n    versionId\n    status\n    stateText\n    type\n    deliveryType\n    period {\n      start\n      end\n    }\n    signedAt\n    patientId\n    patientName\n    practitionerId\n    practitionerName\n    appointmentId\n    episodeOfCareId\n    amendReason\n    reviewState\n  }\n": types.ListedEncounterFieldsFragmentDoc,
    "\n  query ClinicianEncounterList(\n    $patientId: ID\n    $episodeOfCareId: ID\n    $status: [String!]\n    $stateStatus: [String!]\n    $periodStart: DateTime\n    $periodEnd: DateTime\n    $type: [String!]\n    $typeNot: [String!]\n    $deliveryType: String\n    $tmStatuses: [String!]\n    $practitionerIds: [ID!]\n    $includeSP: Boolean\n    $sort: String\n    $term: String\n    $first: Int\n    $after: String\n  ) {\n    EncounterList(\n      patientId: $patientId\n      episodeOfCareId: $episodeOfCareId\n      status: $status\n      stateStatus: $stateStatus\n      period_start: $periodStart\n      periodEnd: $periodEnd\n      type: $type\n      typeNot: $typeNot\n      deliveryType: $deliveryType\n      tmStatuses: $tmStatuses\n      practitionerIds: $practitionerIds\n      includeSP: $includeSP\n      sort: $sort\n      term: $term\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      totalCountCapped\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ListedEncounterFields\n        }\n      }\n    }\n  }\n": types.ClinicianEncounterListDocument,
    "\n  query EncounterFilterClinicians {\n    SchedulableClinicians {\n      id\n      name\n    }\n  }\n": types.EncounterFilterCliniciansDocument,
    "\n  query ClinicianEncounter($appointmentId: ID!) {\n    GetActiveEncounterByAppointmentId(appointmentId: $appointmentId) {\n      ...ListedEncounterFields\n      checkedInAt\n      checkedOutAt\n      cancelReason\n    }\n  }\n": types.ClinicianEncounterDocument,
    "\n  query EncounterVersions($encounterId: ID!, $patientId: ID!) {\n    GetEncounterVersion(encounterId: $encounterId) {\n      id\n      version\n      status\n      signedAt\n      lastUpdated\n      reasons\n      clinician {\n        name\n        npi\n      }\n      onsiteProvider {\n        name\n        npi\n      }\n      amendClinician {\n        name\n        npi\n      }\n    }\n    GetAdditionalActionsStatus(patientId: $patientId) {\n      orderDetails {\n        draft\n        active\n        count\n      }\n      problemDetails {\n        draft\n        active\n        count\n      }\n      patientDetails {\n        status\n        dischargedOn\n      }\n    }\n    Patient(id: $patientId) {\n      id\n      name\n      birthDate\n    }\n  }\n": types.EncounterVersionsDocument,
    "\n  fragment ClinicianFields on Clinician {\n    id\n    versionId\n    lastUpdated\n    name\n    givenName\n    familyName\n    npi\n    employeeId\n    phones {\n      use\n      value\n      extension\n    }\n    email\n    address {\n      line\n      city\n      state\n      postalCode\n    }\n    state\n    qualifications {\n      code\n      periodEnd\n    }\n    adpSyncEnabled\n    clinicianStartDate\n    markets\n    additionalMarkets\n    active\n    linkedUser {\n      id\n      name\n      email\n    }\n  }\n": types.ClinicianFieldsFragmentDoc,
    "\n  query ClinicianList($term: String, $state: String, $market: String, $active: Boolean, $first: Int, $after: String) {\n    ClinicianList(term: $term, state: $state, market: $market, active: $active, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ClinicianFields\n        }\n      }\n    }\n  }\n": types.ClinicianListDocument,
    "\n  query Clinician($id: ID!) {\n    Clinician(id: $id) {\n      ...ClinicianFields\n    }\n  }\n": types.ClinicianDocument,
    "\n  mutation UpdateClinician($id: ID!, $versionId: Int!, $clinician: ClinicianInput!) {\n    updateClinician(id: $id, versionId: $versionId, clinician: $clinician) {\n      ...ClinicianFields\n    }\n  }\n": types.UpdateClinicianDocument,
    "\n  fragment CodeSystemFields on CodeSystem {\n    id\n    url\n    title\n    kind\n    noun\n    categories\n    membersFrom\n    draftVersion\n    publishedVersion\n    draftChanged\n    concepts {\n      code\n      display\n      status\n      category\n      members\n    }\n    versions {\n      version\n      status\n      publishedAt\n      count\n    }\n  }\n": types.CodeSystemFieldsFragmentDoc,
    "\n  query CodeSystem($id: String!) {\n    CodeSystem(id: $id) {\n      ...CodeSystemFields\n    }\n  }\n": types.CodeSystemDocument,
    "\n  mutation SaveCodeSystemConcept($codeSystemId: String!, $draftVersion: Int!, $isNew: Boolean!, $concept: CodeSystemConceptInput!) {\n    saveCodeSystemConcept(codeSystemId: $codeSystemId, draftVersion: $draftVersion, isNew: $isNew, concept: $concept) {\n      ...CodeSystemFields\n    }\n  }\n": types.SaveCodeSystemConceptDocument,
    "\n  mutation PublishCodeSystem($codeSystemId: String!, $draftVersion: Int!) {\n    publishCodeSystem(codeSystemId: $codeSystemId, draftVersion: $draftVersion) {\n      ...CodeSystemFields\n    }\n  }\n": types.PublishCodeSystemDocument,
    "\n  query ExportCodeSystem($id: String!, $format: String!) {\n    exportCodeSystem(id: $id, format: $format) {\n      fileName\n      mediaType\n      content\n    }\n  }\n": types.ExportCodeSystemDocument,
    "\n  mutation ImportCodeSystem($codeSystemId: String!, $draftVersion: Int!, $format: String!, $content: String!) {\n    importCodeSystem(codeSystemId: $codeSystemId, draftVersion: $draftVersion, format: $format, content: $content) {\n      added\n      updated\n      unchanged\n      codeSystem {\n        ...CodeSystemFields\n      }\n    }\n  }\n": types.ImportCodeSystemDocument,
    "\n  query PatientCoverages($patientId: ID!) {\n    PatientCoverages(patientId: $patientId) {\n      coverages {\n        id\n        versionId\n        patientId\n        status\n        order\n        insurerId\n        insurerName\n        memberId\n        groupNumber\n        groupName\n        type\n        planName\n        planType\n        copay\n        deductible\n        coinsurance\n        effectiveDate\n        terminationDate\n        subscriberName\n        subscriberRelationship\n        approval\n      }\n      authorizations {\n        id\n        versionId\n        coverageId\n        number\n        status\n        periodStart\n        periodEnd\n        visitsAllowed\n        visitsUsed\n        unitsAllowed\n      }\n      eligibilityResults {\n        ...EligibilityResultFields\n      }\n    }\n  }\n": types.PatientCoveragesDocument,
    "\n  fragment EligibilityResultFields on EligibilityResult {\n    id\n    coverageId\n    checkedAt\n    checkedBy\n    outcome\n    inforce\n    payerName\n    insurerId\n    memberId\n    groupNumber\n    planName\n    planType\n    copay\n    deductible\n    coinsurance\n    patientResponsibility\n    labCompany\n    effectiveDate\n    terminationDate\n    contactNumber\n    state\n    address\n    identifiers {\n      code\n      label\n      value\n    }\n    errors {\n      code\n      display\n    }\n    taskId\n  }\n": types.EligibilityResultFieldsFragmentDoc,
    "\n  query CoverageInsurerList($term: String, $state: String) {\n    CoverageInsurerList(term: $term, state: $state) {\n      id\n      name\n      state\n    }\n  }\n": types.CoverageInsurerListDocument,
    "\n  mutation CreateCoverage($patientId: ID!, $input: CoverageInput!) {\n    createCoverage(patientId: $patientId, input: $input) {\n      id\n      versionId\n    }\n  }\n": types.CreateCoverageDocument,
    "\n  mutation UpdateCoverage($id: ID!, $versionId: Int!, $input: CoverageInput!) {\n    updateCoverage(id: $id, versionId: $versionId, input: $input) {\n      id\n      versionId\n    }\n  }\n": types.UpdateCoverageDocument,
    "\n  mutation InactivateCoverage($id: ID!, $versionId: Int!) {\n    inactivateCoverage(id: $id, versionId: $versionId) {\n      id\n      versionId\n      status\n    }\n  }\n": types.InactivateCoverageDocument,
    "\n  mutation CreatePriorAuthorization($input: PriorAuthorizationInput!) {\n    createPriorAuthorization(input: $input) {\n      id\n      versionId\n    }\n  }\n": types.CreatePriorAuthorizationDocument,
    "\n  mutation UpdatePriorAuthorization($id: ID!, $versionId: Int!, $input: PriorAuthorizationInput!) {\n    updatePriorAuthorization(id: $id, versionId: $versionId, input: $input) {\n      id\n      versionId\n    }\n  }\n": types.UpdatePriorAuthorizationDocument,
    "\n  mutation CheckEligibility($coverageId: ID!) {\n    checkEligibility(coverageId: $coverageId) {\n      taskId\n      note\n      taskOwner\n      result {\n        ...EligibilityResultFields\n      }\n    }\n  }\n": types.CheckEligibilityDocument,
    "\n  fragment DashboardGroupFields on DashboardGroup {\n    key\n    label\n    visits {\n      scheduled\n      made\n      missed\n      cancelled\n      open\n      missedRate\n      cancelledRate\n    }\n    signing {\n      documented\n      signedWithin24h\n      rate\n    }\n  }\n": types.DashboardGroupFieldsFragmentDoc,
    "\n  query AdminDashboard($filter: DashboardFilter!) {\n    AdminDashboard(filter: $filter) {\n      from\n      to\n      totals {\n        ...DashboardGroupFields\n      }\n      days {\n        day\n        visits {\n          scheduled\n          made\n          missed\n          cancelled\n          open\n        }\n        signing {\n          documented\n          signedWithin24h\n          rate\n        }\n      }\n      markets {\n        ...DashboardGroupFields\n      }\n      clinicians {\n        ...DashboardGroupFields\n      }\n      devices {\n        deviceId\n        userId\n        userName\n        practitionerId\n        market\n        pending\n        lastReportedAt\n        lastSyncedAt\n        syncAgeHours\n        stale\n      }\n      staleDevices\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query ReportDashboard($filter: DashboardFilter!) {\n    ReportDashboard(filter: $filter) {\n      from\n      to\n      encounters {\n        market\n        total\n        planned\n        inProgress\n        finished\n        cancelled\n        soc\n        evaluation\n        readmit\n        followUp\n      }\n      visits {\n        ...DashboardGroupFields\n      }\n    }\n  }\n": types.ReportDashboardDocument,
    "\n  query CbrDashboard($filter: DashboardFilter!) {\n    CbrDashboard(filter: $filter) {\n      from\n      to\n      clinicians {\n        ...DashboardGroupFields\n      }\n      totals {\n        ...DashboardGroupFields\n      }\n    }\n  }\n": types.CbrDashboardDocument,
    "\n  query DashboardVisits($filter: DashboardFilter!, $day: String, $outcome: String, $first: Int) {\n    DashboardVisits(filter: $filter, day: $day, outcome: $outcome, first: $first) {\n      totalCount\n      edges {\n        node {\n          appointmentId\n          patientId\n          patientName\n          practitionerName\n          market\n          start\n          day\n          status\n          outcome\n        }\n      }\n    }\n  }\n": types.DashboardVisitsDocument,
    "\n  query DashboardEncounters($filter: DashboardFilter!, $day: String, $signing: String, $first: Int) {\n    DashboardEncounters(filter: $filter, day: $day, signing: $signing, first: $first) {\n      totalCount\n      edges {\n        node {\n          encounterId\n          patientId\n          patientName\n          practitionerName\n          market\n          start\n          day\n          signedAt\n          signing\n        }\n      }\n    }\n  }\n": types.DashboardEncountersDocument,
    "\n  query DocumentList($patientId: ID!, $category: String, $first: Int, $after: String) {\n    DocumentList(patientId: $patientId, category: $category, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          category\n          categoryLabel\n          description\n          date\n          author\n          attachment {\n            id\n            title\n            contentType\n            size\n            url\n          }\n        }\n      }\n    }\n  }\n": types.DocumentListDocument,
    "\n  mutation DeleteDocument($id: ID!, $versionId: Int!) {\n    deleteDocument(id: $id, versionId: $versionId) {\n      id\n      versionId\n      status\n    }\n  }\n": types.DeleteDocumentDocument,
    "\n  mutation UpdateEncounterDurations($durations: [EncounterDurationInput!]!) {\n    updateEncounterDurations(durations: $durations) {\n      visitType\n      label\n      minutes\n    }\n  }\n": types.UpdateEncounterDurationsDocument,
    "\n  fragment ReviewFields on EncounterReview {\n    id\n    status\n    type\n    text\n    reviewerName\n    recorded\n    signedAt\n  }\n": types.ReviewFieldsFragmentDoc,
    "\n  fragment ReviewedEncounterFields on Encounter {\n    id\n    versionId\n    status\n    stateText\n    type\n    deliveryType\n    signedAt\n    checkedInAt\n    patientId\n    practitionerId\n    reviewState\n    amendReason\n    reviews {\n      ...ReviewFields\n    }\n  }\n": types.ReviewedEncounterFieldsFragmentDoc,
    "\n  query EncounterReviewList($reviewState: [String!], $term: String, $first: Int, $after: String) {\n    EncounterReviewList(reviewState: $reviewState, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          patientName\n          clinicianName\n          encounter {\n            ...ReviewedEncounterFields\n          }\n        }\n      }\n    }\n  }\n": types.EncounterReviewListDocument,
    "\n  query ReviewedEncounter($id: ID!) {\n    Encounter(id: $id) {\n      ...ReviewedEncounterFields\n    }\n    GetEncounterVersion(encounterId: $id) {\n      id\n      version\n      status\n      signedAt\n      reasons\n      clinician {\n        name\n        npi\n      }\n      amendClinician {\n        name\n        npi\n      }\n    }\n  }\n": types.ReviewedEncounterDocument,
    "\n  query ReviewPatient($id: ID!) {\n    Patient(id: $id) {\n      id\n      name\n      birthDate\n    }\n  }\n": types.ReviewPatientDocument,
    "\n  query EncounterVersionDiff($encounterId: ID!, $from: Int!, $to: Int!) {\n    EncounterVersionDiff(encounterId: $encounterId, from: $from, to: $to) {\n      formCode\n      formTitle\n      linkId\n      question\n      before\n      after\n      kind\n    }\n  }\n": types.EncounterVersionDiffDocument,
    "\n  mutation ReviewEncounter($encounterId: ID!, $baseVersion: Int!, $review: EncounterReviewInput!) {\n    reviewEncounter(encounterId: $encounterId, baseVersion: $baseVersion, review: $review) {\n      ...ReviewedEncounterFields\n    }\n  }\n": types.ReviewEncounterDocument,
    "\n  fragment FacilityFields on HealthCareFacility {\n    id\n    versionId\n    lastUpdated\n    name\n    type\n    active\n    address {\n      line\n      city\n      state\n      postalCode\n      county\n      instruction\n      market {\n        id\n        name\n      }\n    }\n    telecom {\n      system\n      value\n      use\n      rank\n      extension\n    }\n    contacts {\n      id\n      prefix\n      firstName\n      middleName\n      lastName\n      display\n      role\n      npi\n      active\n      primary\n      telecom {\n        system\n        value\n        use\n        rank\n        extension\n      }\n    }\n  }\n": types.FacilityFieldsFragmentDoc,
    "\n  query FacilityList($type: String!, $term: String, $first: Int, $after: String) {\n    getHealthCareFacilityList(type: $type, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...FacilityFields\n        }\n      }\n    }\n  }\n": types.FacilityListDocument,
    "\n  query DuplicatedFacilities($organizationName: String!, $state: String!, $type: String!) {\n    GetDuplicatedOrganizations(organizationName: $organizationName, state: $state, type: $type) {\n      id\n      name\n      type\n      active\n      address {\n        city\n      }\n    }\n  }\n": types.DuplicatedFacilitiesDocument,
    "\n  mutation CreateFacility($organization: HealthCareFacilityInput!, $practitioners: [FacilityContactInput!]) {\n    createHealthCareFacility(organization: $organization, practitioners: $practitioners) {\n      ...FacilityFields\n    }\n  }\n": types.CreateFacilityDocument,
    "\n  mutation UpdateFacility($id: ID!, $versionId: Int!, $organization: HealthCareFacilityInput!, $practitioners: [FacilityContactInput!]) {\n    updateHealthCareFacility(id: $id, versionId: $versionId, organization: $organization, practitioners: $practitioners) {\n      ...FacilityFields\n    }\n  }\n": types.UpdateFacilityDocument,
    "\n  fragment FeatureFlagAdminFields on FeatureFlag {\n    key\n    description\n    defaultValue\n    overrides {\n      scope\n      scopeValue\n      scopeLabel\n      value\n    }\n  }\n": types.FeatureFlagAdminFieldsFragmentDoc,
    "\n  query FeatureFlagList {\n    FeatureFlagList {\n      ...FeatureFlagAdminFields\n    }\n  }\n": types.FeatureFlagListDocument,
    "\n  mutation SetFeatureFlagDefault($key: String!, $value: Boolean!) {\n    setFeatureFlagDefault(key: $key, value: $value) {\n      ...FeatureFlagAdminFields\n    }\n  }\n": types.SetFeatureFlagDefaultDocument,
    "\n  mutation SetFeatureFlagOverride($key: String!, $scope: String!, $scopeValue: String!, $value: Boolean!) {\n    setFeatureFlagOverride(key: $key, scope: $scope, scopeValue: $scopeValue, value: $value) {\n      ...FeatureFlagAdminFields\n    }\n  }\n": types.SetFeatureFlagOverrideDocument,
    "\n  mutation RemoveFeatureFlagOverride($key: String!, $scope: String!, $scopeValue: String!) {\n    removeFeatureFlagOverride(key: $key, scope: $scope, scopeValue: $scopeValue) {\n      ...FeatureFlagAdminFields\n    }\n  }\n": types.RemoveFeatureFlagOverrideDocument,
    "\n  fragment AdminSettingFields on AdminSetting {\n    key\n    kind\n    value\n    label\n    description\n    unit\n    min\n    max\n  }\n": types.AdminSettingFieldsFragmentDoc,
    "\n  query AdminSettingList {\n    SettingList {\n      ...AdminSettingFields\n    }\n  }\n": types.AdminSettingListDocument,
    "\n  mutation UpdateSetting($key: String!, $value: String!) {\n    updateSetting(key: $key, value: $value) {\n      ...AdminSettingFields\n    }\n  }\n": types.UpdateSettingDocument,
    "\n  query FlagUserChoices($term: String, $first: Int) {\n    UserList(term: $term, active: true, first: $first) {\n      edges {\n        node {\n          id\n          givenName\n          familyName\n          email\n        }\n      }\n    }\n  }\n": types.FlagUserChoicesDocument,
    "\n  query PlanDefinitionList {\n    PlanDefinitionList {\n      id\n      versionId\n      title\n      encounterType\n      deliveryType\n      forms {\n        questionnaireCode\n        logic\n        questionnaire {\n          title\n        }\n      }\n    }\n  }\n": types.PlanDefinitionListDocument,
    "\n  query QuestionnaireList {\n    QuestionnaireList {\n      id\n      versionId\n      code\n      title\n      status\n      items\n    }\n  }\n": types.QuestionnaireListDocument,
    "\n  mutation UpdatePlanDefinitionForms($id: ID!, $versionId: Int!, $forms: [PlannedFormInput!]!) {\n    updatePlanDefinitionForms(id: $id, versionId: $versionId, forms: $forms) {\n      id\n      versionId\n    }\n  }\n": types.UpdatePlanDefinitionFormsDocument,
    "\n  mutation PublishQuestionnaire($code: String!, $versionId: Int!, $items: [QuestionnaireItemSettingInput!]!) {\n    publishQuestionnaire(code: $code, versionId: $versionId, items: $items) {\n      code\n      versionId\n    }\n  }\n": types.PublishQuestionnaireDocument,
    "\n  query InvitationStatus($token: String!) {\n    InvitationStatus(token: $token) {\n      valid\n      purpose\n      email\n      message\n    }\n  }\n": types.InvitationStatusDocument,
    "\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password)\n  }\n": types.AcceptInvitationDocument,
    "\n  query PcpLetterList($kind: String!, $from: String!, $to: String!, $offset: Int, $first: Int) {\n    PcpLetterList(kind: $kind, from: $from, to: $to, offset: $offset, first: $first) {\n      rows {\n        sourceId\n        patientId\n        patientName\n        at\n        pcpName\n        fax\n        status\n        flags\n        documentId\n        error\n        sentAt\n      }\n      counts {\n        total\n        ready\n        none\n        completed\n        inProgress\n        failed\n      }\n      nextOffset\n    }\n  }\n": types.PcpLetterListDocument,
    "\n  mutation SendPcpLetters($kind: String!, $from: String!, $to: String!, $sourceIds: [ID!]) {\n    sendPcpLetters(kind: $kind, from: $from, to: $to, sourceIds: $sourceIds) {\n      queued\n    }\n  }\n": types.SendPcpLettersDocument,
    "\n  subscription PcpLetterChanged($kind: String!) {\n    onPcpLetterChanged(kind: $kind) {\n      sourceId\n      status\n    }\n  }\n": types.PcpLetterChangedDocument,
    "\n  fragment MarketTeamFields on MarketTeam {\n    id\n    versionId\n    lastUpdated\n    name\n    state\n    active\n    counties\n    teams {\n      id\n      name\n      active\n      participantCount\n    }\n  }\n": types.MarketTeamFieldsFragmentDoc,
    "\n  query MarketTeamList($term: String, $state: String, $first: Int, $after: String) {\n    MarketTeamList(term: $term, state: $state, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MarketTeamFields\n        }\n      }\n    }\n  }\n": types.MarketTeamListDocument,
    "\n  mutation CreateMarket($market: MarketInput!) {\n    createMarket(market: $market) {\n      ...MarketTeamFields\n    }\n  }\n": types.CreateMarketDocument,
    "\n  mutation UpdateMarket($id: ID!, $versionId: Int!, $market: MarketInput!) {\n    updateMarket(id: $id, versionId: $versionId, market: $market) {\n      ...MarketTeamFields\n    }\n  }\n": types.UpdateMarketDocument,
    "\n  fragment PatientAvailabilityFields on PatientAvailability {\n    patientId\n    versionId\n    type\n    timeZone\n    lastUpdated\n    weekdays {\n      day\n      ranges {\n        start\n        end\n      }\n    }\n    dates {\n      date\n      ranges {\n        start\n        end\n      }\n    }\n  }\n": types.PatientAvailabilityFieldsFragmentDoc,
    "\n  mutation UpdatePatientAvailability($input: PatientAvailabilityInput!) {\n    updatePatientAvailability(input: $input) {\n      ...PatientAvailabilityFields\n    }\n  }\n": types.UpdatePatientAvailabilityDocument,
    "\n  fragment CcdRequestFields on CCDRequest {\n    id\n    episodeOfCareId\n    documentId\n    error\n    createdAt\n    completedAt\n    requestDetails {\n      status\n      userName\n      dateRange {\n        start\n        end\n      }\n    }\n  }\n": types.CcdRequestFieldsFragmentDoc,
    "\n  query CanGenerateCcd($episodeOfCareId: ID!) {\n    canGenenerateCCD(episodeOfCareId: $episodeOfCareId) {\n      canGenerate\n      reason\n    }\n  }\n": types.CanGenerateCcdDocument,
    "\n  query CcdRequestList($filters: CCDRequestFilters!) {\n    GetCCDRequestList(filters: $filters) {\n      totalRecords\n      requests {\n        ...CcdRequestFields\n      }\n    }\n  }\n": types.CcdRequestListDocument,
    "\n  mutation RequestCcd($episodeOfCareId: ID!, $dateRange: CCDDateRangeInput) {\n    requestCCD(episodeOfCareId: $episodeOfCareId, dateRange: $dateRange) {\n      ...CcdRequestFields\n    }\n  }\n": types.RequestCcdDocument,
    "\n  query CcdDocument($documentId: ID!) {\n    CCDDocument(documentId: $documentId) {\n      id\n      patientId\n      episodeOfCareId\n      title\n      date\n      author\n      fileName\n      size\n      html\n    }\n  }\n": types.CcdDocumentDocument,
    "\n  query PatientEncounterList($patientId: ID!, $first: Int, $after: String) {\n    PatientEncounterList(patientId: $patientId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          stateText\n          type\n          deliveryType\n          start\n          end\n          clinicianName\n          cancelReason\n        }\n      }\n    }\n  }\n": types.PatientEncounterListDocument,
    "\n  query PatientAppointmentList($patientId: ID!, $first: Int, $after: String) {\n    PatientAppointmentList(patientId: $patientId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          appointmentType\n          start\n          end\n          clinicianName\n        }\n      }\n    }\n  }\n": types.PatientAppointmentListDocument,
    "\n  fragment DemographicsRecordFields on PatientDemographicsRecord {\n    patientId\n    versionId\n    lastUpdated\n    firstName\n    middleName\n    lastName\n    preferredName\n    gender\n    birthDate\n    maritalStatus\n    race\n    ethnicity\n    email\n    fax\n    ssnLast4\n    externalNumber\n    phones {\n      use\n      value\n      extension\n      display\n    }\n    okToText\n    textConsentSaved\n    emergencyContact {\n      name\n      relationship\n      phone\n    }\n    caregivers {\n      name\n      relationship\n      phone\n    }\n    addresses {\n      addressType\n      line\n      city\n      state\n      postalCode\n      county\n      marketId\n      marketName\n      facilityId\n      facilityName\n      facilityContactId\n      facilityContactName\n      instruction\n      serviceAddress\n      verified\n      additionalMarket\n    }\n    homeHealthId\n    homeHealthName\n    pcpPracticeId\n    pcpPhysicianId\n    pcpName\n  }\n": types.DemographicsRecordFieldsFragmentDoc,
    "\n  query PatientDemographicsRecord($patientId: ID!) {\n    PatientDemographicsRecord(patientId: $patientId) {\n      ...DemographicsRecordFields\n    }\n  }\n": types.PatientDemographicsRecordDocument,
    "\n  mutation UpdatePatientDemographics($input: PatientDemographicsInput!) {\n    updatePatientDemographics(input: $input) {\n      ...DemographicsRecordFields\n    }\n  }\n": types.UpdatePatientDemographicsDocument,
    "\n  query CareFacilityLookup($term: String, $state: String, $first: Int, $after: String) {\n    CareFacilityLookup(term: $term, state: $state, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          type\n          phone\n          address {\n            line\n            city\n            state\n            postalCode\n            county\n          }\n        }\n      }\n    }\n  }\n": types.CareFacilityLookupDocument,
    "\n  fragment CareFacilityContactFields on HealthCareFacility {\n    id\n    name\n    contacts {\n      id\n      display\n      role\n      active\n      primary\n      telecom {\n        system\n        value\n        use\n        rank\n      }\n    }\n  }\n": types.CareFacilityContactFieldsFragmentDoc,
    "\n  query CareFacilityContacts($organizationId: ID!) {\n    getHealthCareFacilityById(organizationId: $organizationId) {\n      ...CareFacilityContactFields\n    }\n  }\n": types.CareFacilityContactsDocument,
    "\n  mutation AddCareFacilityContact($organization: ID!, $practitioners: [FacilityContactInput!]!) {\n    upsertPractitioners(organization: $organization, practitioners: $practitioners) {\n      ...CareFacilityContactFields\n    }\n  }\n": types.AddCareFacilityContactDocument,
    "\n  query PcpPhysicians($search: String, $first: Int) {\n    CareTeamPhysicians(search: $search, first: $first) {\n      edges {\n        node {\n          id\n          name\n          npi\n          practiceId\n          practiceName\n          city\n          state\n        }\n      }\n    }\n  }\n": types.PcpPhysiciansDocument,
    "\n  query HomeHealthAgencies($term: String, $first: Int) {\n    getHealthCareFacilityList(type: \"home-health\", term: $term, active: true, sort: \"name\", first: $first) {\n      edges {\n        node {\n          id\n          name\n          address {\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n": types.HomeHealthAgenciesDocument,
    "\n  fragment DischargeRequestFields on DischargeRequest {\n    id\n    versionId\n    lastUpdated\n    status\n    patientId\n    admissionId\n    requestedOn\n    requestedDate\n    disposition\n    dischargeOption\n    reason\n    reasonDisplay\n    notes\n    requestedBy\n  }\n": types.DischargeRequestFieldsFragmentDoc,
    "\n  query DischargeRequestList($patientId: ID!, $admissionId: ID, $first: Int, $after: String) {\n    DischargeRequestList(patientId: $patientId, admissionId: $admissionId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...DischargeRequestFields\n        }\n      }\n    }\n  }\n": types.DischargeRequestListDocument,
    "\n  query DischargeRequest($id: ID!) {\n    DischargeRequest(id: $id) {\n      ...DischargeRequestFields\n    }\n  }\n": types.DischargeRequestDocument,
    "\n  query DischargeRequestHistory($id: ID!) {\n    DischargeRequestHistory(id: $id) {\n      versionId\n      action\n      status\n      recordedAt\n      authorName\n    }\n  }\n": types.DischargeRequestHistoryDocument,
    "\n  mutation CreateDischargeRequest($input: DischargeRequestCreateInput!) {\n    createDischargeRequest(input: $input) {\n      ...DischargeRequestFields\n    }\n  }\n": types.CreateDischargeRequestDocument,
    "\n  mutation UpdateDischargeRequest($input: DischargeRequestUpdateInput!) {\n    updateDischargeRequest(input: $input) {\n      ...DischargeRequestFields\n    }\n  }\n": types.UpdateDischargeRequestDocument,
    "\n  fragment PayerFields on Organization {\n    id\n    versionId\n    lastUpdated\n    name\n    type\n    active\n    state\n    address {\n      line\n      city\n      state\n      postalCode\n    }\n    telecom {\n      system\n      value\n      use\n      rank\n      extension\n    }\n    insurerExternalId\n    availityPayerId\n    contracted\n    partOf {\n      id\n      name\n      type\n      active\n    }\n  }\n": types.PayerFieldsFragmentDoc,
    "\n  query PayerList($term: String, $type: [String!], $state: String, $active: Boolean, $partOfId: ID, $first: Int, $after: String) {\n    OrganizationList(term: $term, type: $type, state: $state, active: $active, partOfId: $partOfId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          type\n          active\n          state\n          partOf {\n            id\n            name\n            type\n            active\n          }\n        }\n      }\n    }\n  }\n": types.PayerListDocument,
    "\n  query Payer($id: ID!) {\n    Organization(id: $id) {\n      ...PayerFields\n    }\n  }\n": types.PayerDocument,
    "\n  query DuplicatedPayers($organizationName: String!, $state: String!) {\n    GetDuplicatedOrganizations(organizationName: $organizationName, state: $state) {\n      id\n      name\n      type\n      active\n      state\n      address {\n        line\n        city\n        state\n        postalCode\n      }\n    }\n  }\n": types.DuplicatedPayersDocument,
    "\n  mutation CreatePayer($organization: PayerInput!) {\n    createOrganization(organization: $organization) {\n      ...PayerFields\n    }\n  }\n": types.CreatePayerDocument,
    "\n  mutation UpdatePayer($id: ID!, $organization: PayerInput!, $versionId: Int!) {\n    updateOrganization(id: $id, organization: $organization, versionId: $versionId) {\n      ...PayerFields\n    }\n  }\n": types.UpdatePayerDocument,
    "\n  query PayrollInfo($payPeriodId: ID!) {\n    PayrollInfo(payPeriodId: $payPeriodId) {\n      exportFileName\n      payPeriod {\n        id\n        start\n        end\n        current\n      }\n      clinicians {\n        practitionerId\n        name\n        fileNumber\n        encounterStats {\n          soc\n          followUp\n          signed\n        }\n      }\n    }\n  }\n": types.PayrollInfoDocument,
    "\n  fragment ProblemListFields on ProblemList {\n    patientId\n    diagnoses {\n      id\n      versionId\n      codeIndex\n      icd10CmCode\n      title\n      clinicalStatus\n      onsetDate\n      resolvedDate\n      note\n      recordedDate\n    }\n    carePlans {\n      id\n      versionId\n      type\n      typeLabel\n      code\n      title\n      note\n      lastUpdated\n    }\n  }\n": types.ProblemListFieldsFragmentDoc,
    "\n  query ProblemList($patientId: ID!) {\n    ProblemList(patientId: $patientId) {\n      ...ProblemListFields\n    }\n  }\n": types.ProblemListDocument,
    "\n  query DiagnosisCodeList($term: String, $billableOnly: Boolean, $first: Int, $after: String) {\n    DiagnosisCodeList(term: $term, billableOnly: $billableOnly, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          code\n          title\n          billable\n        }\n      }\n    }\n  }\n": types.DiagnosisCodeListDocument,
    "\n  mutation AddDiagnosis($input: DiagnosisInput!) {\n    addDiagnosis(input: $input) {\n      ...ProblemListFields\n    }\n  }\n": types.AddDiagnosisDocument,
    "\n  mutation UpdateDiagnosis($input: DiagnosisUpdateInput!) {\n    updateDiagnosis(input: $input) {\n      ...ProblemListFields\n    }\n  }\n": types.UpdateDiagnosisDocument,
    "\n  mutation RemoveDiagnosis($input: DiagnosisRemoveInput!) {\n    removeDiagnosis(input: $input) {\n      ...ProblemListFields\n    }\n  }\n": types.RemoveDiagnosisDocument,
    "\n  mutation MoveDiagnosis($input: DiagnosisMoveInput!) {\n    moveDiagnosis(input: $input) {\n      ...ProblemListFields\n    }\n  }\n": types.MoveDiagnosisDocument,
    "\n  mutation SetCarePlan($input: CarePlanInput!) {\n    setCarePlan(input: $input) {\n      ...ProblemListFields\n    }\n  }\n": types.SetCarePlanDocument,
    "\n  fragment ClinicianRouteFields on ClinicianRoute {\n    id\n    versionId\n    lastUpdated\n    clinicianId\n    date\n    timeZone\n    departure\n    startPoint {\n      kind\n      label\n      latitude\n      longitude\n      address\n    }\n    stops {\n      appointmentId\n      order\n      arrive\n      depart\n      miles\n      minutes\n      lateMinutes\n    }\n    totalMiles\n    totalMinutes\n    optimized\n    mileageThreshold\n    overThreshold\n    outdated\n  }\n": types.ClinicianRouteFieldsFragmentDoc,
    "\n  query ClinicianRoute($clinicianId: ID!, $date: String!) {\n    ClinicianRoute(clinicianId: $clinicianId, date: $date) {\n      ...ClinicianRouteFields\n    }\n  }\n": types.ClinicianRouteDocument,
    "\n  mutation SaveClinicianRoute($input: SaveClinicianRouteInput!) {\n    saveClinicianRoute(input: $input) {\n      ...ClinicianRouteFields\n    }\n  }\n": types.SaveClinicianRouteDocument,
    "\n  mutation RemoveClinicianRoute($clinicianId: ID!, $date: String!, $versionId: Int!) {\n    removeClinicianRoute(clinicianId: $clinicianId, date: $date, versionId: $versionId)\n  }\n": types.RemoveClinicianRouteDocument,
    "\n  query TravelMatrix($points: [CoordinatesInput!]!) {\n    TravelMatrix(points: $points) {\n      source\n      minutes\n      miles\n    }\n  }\n": types.TravelMatrixDocument,
    "\n  fragment SchedulableClinicianFields on SchedulableClinician {\n    id\n    name\n    state\n    timeZone\n    home {\n      label\n      latitude\n      longitude\n    }\n  }\n": types.SchedulableClinicianFieldsFragmentDoc,
    "\n  query SchedulableClinicians {\n    SchedulableClinicians {\n      ...SchedulableClinicianFields\n    }\n  }\n": types.SchedulableCliniciansDocument,
    "\n  query ClinicianSchedule($clinicianId: ID!, $from: String!, $to: String!) {\n    ClinicianSchedule(clinicianId: $clinicianId, from: $from, to: $to) {\n      clinician {\n        ...SchedulableClinicianFields\n      }\n      from\n      to\n      availableSOCCount\n      freeSlots {\n        start\n        end\n      }\n      visits {\n        patientName\n        asap\n        overrideReason\n        appointment {\n          ...AppointmentFields\n        }\n      }\n    }\n  }\n": types.ClinicianScheduleDocument,
    "\n  query ScheduleVisit($appointmentId: ID!) {\n    ScheduleVisit(appointmentId: $appointmentId) {\n      clinician {\n        ...SchedulableClinicianFields\n      }\n      visit {\n        patientName\n        asap\n        overrideReason\n        appointment {\n          ...AppointmentFields\n        }\n      }\n    }\n  }\n": types.ScheduleVisitDocument,
    "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n    }\n  }\n": types.BookAppointmentDocument,
    "\n  mutation RescheduleAppointment($input: RescheduleAppointmentInput!) {\n    rescheduleAppointment(input: $input) {\n      id\n    }\n  }\n": types.RescheduleAppointmentDocument,
    "\n  mutation CancelAppointment($input: CancelAppointmentInput!) {\n    cancelAppointment(input: $input) {\n      id\n    }\n  }\n": types.CancelAppointmentDocument,
    "\n  mutation MarkAppointmentMissed($input: MarkAppointmentMissedInput!) {\n    markAppointmentMissed(input: $input) {\n      id\n    }\n  }\n": types.MarkAppointmentMissedDocument,
    "\n  subscription OnScheduleChanged($clinicianId: ID!) {\n    onScheduleChanged(clinicianId: $clinicianId) {\n      clinicianId\n      appointmentIds\n      at\n    }\n  }\n": types.OnScheduleChangedDocument,
    "\n  fragment CoverageConfigFields on CoverageConfig {\n    kind\n    userId\n    name\n    email\n    status\n    states\n    markets {\n      id\n      name\n      state\n    }\n    clinicians {\n      id\n      name\n      state\n      active\n    }\n    updatedAt\n    versionId\n  }\n": types.CoverageConfigFieldsFragmentDoc,
    "\n  query CoverageConfigList($kind: String!, $term: String, $first: Int, $after: String) {\n    CoverageConfigList(kind: $kind, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...CoverageConfigFields\n        }\n      }\n    }\n  }\n": types.CoverageConfigListDocument,
    "\n  query CoverageConfig($kind: String!, $userId: ID!) {\n    CoverageConfig(kind: $kind, userId: $userId) {\n      config {\n        ...CoverageConfigFields\n      }\n      clinicianChoices {\n        id\n        name\n        state\n        active\n      }\n    }\n  }\n": types.CoverageConfigDocument,
    "\n  mutation UpdateCoverageConfig($kind: String!, $userId: ID!, $versionId: Int!, $input: CoverageConfigInput!) {\n    updateCoverageConfig(kind: $kind, userId: $userId, versionId: $versionId, input: $input) {\n      ...CoverageConfigFields\n    }\n  }\n": types.UpdateCoverageConfigDocument,
    "\n  fragment WorkTaskFields on WorkTask {\n    id\n    versionId\n    patientId\n    patientName\n    title\n    status\n    priority\n    ownerId\n    owner\n    ownerJobFunctionTitle\n    dueDate\n    overdue\n    originLabel\n    authoredOn\n    requester\n    completedOn\n  }\n": types.WorkTaskFieldsFragmentDoc,
    "\n  query TaskList(\n    $view: String!\n    $status: String\n    $priority: String\n    $origin: String\n    $overdue: Boolean\n    $term: String\n    $state: String\n    $owner: String\n    $age: String\n    $first: Int\n    $after: String\n  ) {\n    TaskList(\n      view: $view\n      status: $status\n      priority: $priority\n      origin: $origin\n      overdue: $overdue\n      term: $term\n      state: $state\n      owner: $owner\n      age: $age\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...WorkTaskFields\n        }\n      }\n    }\n  }\n": types.TaskListDocument,
    "\n  query TaskHistory($id: ID!) {\n    TaskHistory(id: $id) {\n      versionId\n      at\n      by\n      status\n      owner\n      ownerJobFunctionTitle\n      priority\n      dueDate\n    }\n  }\n": types.TaskHistoryDocument,
    "\n  mutation AssignTask($input: TaskAssignInput!) {\n    assignTask(input: $input) {\n      ...WorkTaskFields\n    }\n  }\n": types.AssignTaskDocument,
    "\n  query TaskDashboard {\n    TaskDashboard {\n      open\n      overdue\n      byStatus {\n        key\n        label\n        count\n      }\n      byOwner {\n        key\n        label\n        count\n      }\n      byAge {\n        key\n        label\n        count\n      }\n      byMarket {\n        key\n        label\n        count\n      }\n    }\n  }\n": types.TaskDashboardDocument,
    "\n  fragment CareTeamFields on CareTeam {\n    id\n    versionId\n    lastUpdated\n    name\n    active\n    state\n    note\n    managingMarket {\n      id\n      name\n    }\n    participants {\n      practitionerId\n      practitionerName\n      role\n      roleLabel\n      specialty\n    }\n  }\n": types.CareTeamFieldsFragmentDoc,
    "\n  query CareTeamList($term: String, $state: String, $first: Int, $after: String) {\n    CareTeamList(term: $term, state: $state, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...CareTeamFields\n        }\n      }\n    }\n  }\n": types.CareTeamListDocument,
    "\n  mutation CreateCareTeam($team: CareTeamInput!) {\n    createCareTeam(team: $team) {\n      ...CareTeamFields\n    }\n  }\n": types.CreateCareTeamDocument,
    "\n  mutation UpdateCareTeam($id: ID!, $versionId: Int!, $team: CareTeamInput!) {\n    updateCareTeam(id: $id, versionId: $versionId, team: $team) {\n      ...CareTeamFields\n    }\n  }\n": types.UpdateCareTeamDocument,
    "\n  query CareTeamClinicianOptions($term: String, $first: Int) {\n    ClinicianList(term: $term, active: true, first: $first) {\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n": types.CareTeamClinicianOptionsDocument,
    "\n  fragment TelehealthEncounterFields on TelehealthEncounter {\n    id\n    versionId\n    telemedicineStatus\n    requestedAt\n    requestedByName\n    patientId\n    patientName\n    patientState\n    clinicianId\n    clinicianName\n    appointmentId\n    checkedInAt\n    checkedOutAt\n    teleMedicineType\n    meetingUrl\n    homeHealthName\n    onsiteProviderPhone\n    encounter {\n      id\n      versionId\n      status\n      stateText\n      state {\n        allowCheckout\n      }\n    }\n  }\n": types.TelehealthEncounterFieldsFragmentDoc,
    "\n  query TelehealthEncounterList(\n    $patientStates: [String!]\n    $telemedicineStatuses: [String!]\n    $mine: Boolean\n    $term: String\n    $first: Int\n    $after: String\n  ) {\n    TelehealthEncounterList(\n      patientStates: $patientStates\n      telemedicineStatuses: $telemedicineStatuses\n      mine: $mine\n      term: $term\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      eventCursor\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...TelehealthEncounterFields\n        }\n      }\n    }\n  }\n": types.TelehealthEncounterListDocument,
    "\n  query TelehealthEncounter($id: ID!) {\n    TelehealthEncounter(id: $id) {\n      ...TelehealthEncounterFields\n    }\n  }\n": types.TelehealthEncounterDocument,
    "\n  mutation PerformTMAutoCheckout($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!) {\n    PerformTMAutoCheckout(clientMutationId: $clientMutationId, encounterId: $encounterId, baseVersion: $baseVersion) {\n      id\n      versionId\n      status\n      stateText\n    }\n  }\n": types.PerformTmAutoCheckoutDocument,
    "\n  mutation RequestTelehealthVisit($clientMutationId: ID!, $patientId: ID!, $meetingUrl: String) {\n    requestTelehealthVisit(clientMutationId: $clientMutationId, patientId: $patientId, meetingUrl: $meetingUrl) {\n      ...TelehealthEncounterFields\n    }\n  }\n": types.RequestTelehealthVisitDocument,
    "\n  mutation CancelTelehealthRequest($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!) {\n    cancelTelehealthRequest(clientMutationId: $clientMutationId, encounterId: $encounterId, baseVersion: $baseVersion) {\n      ...TelehealthEncounterFields\n    }\n  }\n": types.CancelTelehealthRequestDocument,
    "\n  subscription OnWaitingRoomChanged($patientStates: [String!], $telemedicineStatuses: [String!], $since: String) {\n    onWaitingRoomChanged(patientStates: $patientStates, telemedicineStatuses: $telemedicineStatuses, since: $since) {\n      cursor\n      kind\n      request {\n        ...TelehealthEncounterFields\n      }\n    }\n  }\n": types.OnWaitingRoomChangedDocument,
    "\n  mutation TelehealthCheckIn(\n    $clientMutationId: ID!\n    $encounterId: ID!\n    $baseVersion: Int!\n    $provenance: ProvenanceInput!\n    $teleMedicineType: String!\n  ) {\n    startEncounter(\n      clientMutationId: $clientMutationId\n      encounterId: $encounterId\n      baseVersion: $baseVersion\n      provenance: $provenance\n      teleMedicineType: $teleMedicineType\n    ) {\n      id\n      versionId\n      status\n      stateText\n      appointmentId\n      practitionerId\n    }\n  }\n": types.TelehealthCheckInDocument,
    "\n  query UserList(\n    $term: String\n    $active: Boolean\n    $firstName: String\n    $lastName: String\n    $organizationId: ID\n    $jobFunction: String\n    $state: String\n    $role: String\n    $first: Int\n    $after: String\n  ) {\n    UserList(\n      term: $term\n      active: $active\n      firstName: $firstName\n      lastName: $lastName\n      organizationId: $organizationId\n      jobFunction: $jobFunction\n      state: $state\n      role: $role\n      first: $first\n      after: $after\n    ) {\n      edges {\n        node {\n          id\n          email\n          givenName\n          familyName\n          name\n          status\n          roles\n          jobFunctions {\n            code\n            title\n          }\n          lastLoggedIn\n        }\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.UserListDocument,
    "\n  query User($id: ID!) {\n    User(id: $id) {\n      id\n      email\n      givenName\n      familyName\n      name\n      phone\n      state\n      status\n      statusUpdatedDate\n      userType\n      roles\n      permissions\n      jobFunctions {\n        code\n        title\n      }\n      practitionerId\n      hasPin\n      userPinModifiedOn\n      lastLoggedIn\n      invitedAt\n      markets\n      versionId\n      legalEntities {\n        id\n        name\n        type\n        state\n      }\n      payers {\n        id\n        name\n        type\n        state\n      }\n    }\n  }\n": types.UserDocument,
    "\n  mutation CreateUser($user: UserInput!) {\n    createUser(user: $user)\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $versionId: Int!, $user: UserInput!) {\n    updateUser(id: $id, versionId: $versionId, user: $user)\n  }\n": types.UpdateUserDocument,
    "\n  mutation ReinviteUser($id: ID!) {\n    reinviteUser(id: $id)\n  }\n": types.ReinviteUserDocument,
    "\n  mutation ResetUserPassword($id: ID!) {\n    resetUserPassword(id: $id)\n  }\n": types.ResetUserPasswordDocument,
    "\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id)\n  }\n": types.DeactivateUserDocument,
    "\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id)\n  }\n": types.ReactivateUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VerificationFields on VerificationCodeResponse {\n    email\n    createdOn\n    attemptsRemaining\n    resendRequestRemaining\n    isValidCode\n    isError\n    errorMessage\n  }\n"): typeof import('./graphql').VerificationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountStatusFields on AccountStatus {\n    passwordChangedOn\n    passwordExpiresConfigValue\n    passwordChangedSinceInDays\n    isExtUserAccountExpired\n    userPinModifiedOn\n  }\n"): typeof import('./graphql').AccountStatusFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccount {\n    me {\n      id\n      email\n      name\n      userType\n      phone\n      state\n      hasPin\n      userPinModifiedOn\n      account {\n        ...AccountStatusFields\n      }\n    }\n  }\n"): typeof import('./graphql').MyAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPINVerificationCode {\n    sendPINVerificationCode {\n      ...VerificationFields\n    }\n  }\n"): typeof import('./graphql').SendPinVerificationCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidatePINVerificationCode($verificationCode: String!) {\n    validatePINVerificationCode(verificationCode: $verificationCode) {\n      ...VerificationFields\n    }\n  }\n"): typeof import('./graphql').ValidatePinVerificationCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertUserPin($userPin: UserPinInput!) {\n    upsertUserPin(userPin: $userPin) {\n      id\n      hasPin\n      userPinModifiedOn\n    }\n  }\n"): typeof import('./graphql').UpsertUserPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserPin($email: String!) {\n    resetUserPin(email: $email)\n  }\n"): typeof import('./graphql').ResetUserPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPasswordChange($email: String!, $verificationCode: String!, $newPassword: String!) {\n    confirmPasswordChange(email: $email, verificationCode: $verificationCode, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ConfirmPasswordChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountProfile {\n    me {\n      id\n      email\n      name\n      givenName\n      familyName\n      status\n      userType\n      roles\n      jobFunctions {\n        code\n        title\n      }\n      phone\n      state\n      hasPin\n      userPinModifiedOn\n      lastLoggedIn\n    }\n  }\n"): typeof import('./graphql').AccountProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditList($entityType: String!, $entityId: ID!, $first: Int, $after: String) {\n    AdminAuditList(entityType: $entityType, entityId: $entityId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          at\n          actorEmail\n          action\n          changedFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminAuditListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportDeviceSync($deviceId: ID!, $pending: Int!) {\n    reportDeviceSync(deviceId: $deviceId, pending: $pending) {\n      deviceId\n      pending\n    }\n  }\n"): typeof import('./graphql').ReportDeviceSyncDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      givenName\n      familyName\n      name\n      status\n      userType\n      roles\n      permissions\n      jobFunctions {\n        code\n        title\n      }\n      practitionerId\n      hasPin\n      lastLoggedIn\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentFields on Appointment {\n    id\n    versionId\n    lastUpdated\n    status\n    appointmentType\n    start\n    end\n    routeOrder\n    patientId\n    practitionerId\n    encounterId\n    address {\n      line\n      city\n      state\n      postalCode\n      latitude\n      longitude\n    }\n  }\n"): typeof import('./graphql').AppointmentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientFields on Patient {\n    id\n    versionId\n    lastUpdated\n    name\n    givenName\n    familyName\n    gender\n    birthDate\n    age\n    phone\n    payerName\n    address {\n      line\n      city\n      state\n      postalCode\n      latitude\n      longitude\n    }\n  }\n"): typeof import('./graphql').PatientFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EncounterFields on Encounter {\n    id\n    versionId\n    lastUpdated\n    status\n    stateText\n    type\n    deliveryType\n    period {\n      start\n      end\n    }\n    checkedInAt\n    checkedOutAt\n    signedAt\n    cancelReason\n    amendReason\n    patientId\n    practitionerId\n    appointmentId\n    episodeOfCareId\n    hasActiveAuthorization\n    amendRequest {\n      id\n      type\n      text\n      reviewerName\n      recorded\n    }\n    state {\n      status\n      stateText\n      allowCheckIn\n      allowCheckout\n      allowESign\n      allowAmend\n      allowCancel\n      allowUndoCheckIn\n    }\n  }\n"): typeof import('./graphql').EncounterFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySchedule($from: String!, $to: String!) {\n    MySchedule(from: $from, to: $to) {\n      practitionerId\n      from\n      to\n      syncedAt\n      appointments {\n        ...AppointmentFields\n      }\n      patients {\n        ...PatientFields\n      }\n      encounters {\n        ...EncounterFields\n      }\n      days {\n        date\n        appointmentIds\n      }\n      questionnaires {\n        ...QuestionnaireFields\n      }\n      plans {\n        ...PlanFields\n      }\n      responses {\n        ...ResponseFields\n      }\n      earlierResponses {\n        questionnaireCode\n        encounterId\n        patientId\n        visitStart\n        answers\n      }\n      charts {\n        ...PatientChartFields\n      }\n      chartAdmissions {\n        patientId\n        admissions {\n          ...AdmissionFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyScheduleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EncounterById($id: ID!) {\n    Encounter(id: $id) {\n      ...EncounterFields\n    }\n  }\n"): typeof import('./graphql').EncounterByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncEncounterCommands($commands: [EncounterCommandInput!]!) {\n    syncEncounterCommands(commands: $commands) {\n      clientMutationId\n      encounter {\n        ...EncounterFields\n      }\n      esign {\n        signed\n        missingAnswers {\n          id\n          title\n          conditions {\n            id\n            name\n            linkIds\n          }\n        }\n      }\n      response {\n        ...ResponseFields\n      }\n      error {\n        code\n        message\n        field\n        currentVersion\n        encounterId\n        retryable\n      }\n    }\n  }\n"): typeof import('./graphql').SyncEncounterCommandsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnEncounterCreated {\n    onEncounterCreated {\n      id\n      versionId\n    }\n  }\n"): typeof import('./graphql').OnEncounterCreatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnEncounterUpdated {\n    onEncounterUpdated {\n      id\n      versionId\n    }\n  }\n"): typeof import('./graphql').OnEncounterUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EncounterDurations {\n    EncounterDurations {\n      visitType\n      label\n      minutes\n    }\n  }\n"): typeof import('./graphql').EncounterDurationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EncounterNarrative($encounterId: ID!, $version: Int) {\n    EncounterNarrativePDF(encounterId: $encounterId, version: $version) {\n      fileName\n      contentType\n      data\n    }\n  }\n"): typeof import('./graphql').EncounterNarrativeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionnaireFields on Questionnaire {\n    id\n    versionId\n    code\n    title\n    status\n    items\n  }\n"): typeof import('./graphql').QuestionnaireFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanFields on PlanDefinition {\n    id\n    versionId\n    title\n    encounterType\n    deliveryType\n    forms {\n      questionnaireCode\n      logic\n      label\n      listed\n      required\n    }\n  }\n"): typeof import('./graphql').PlanFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponseFields on QuestionnaireResponse {\n    id\n    versionId\n    lastUpdated\n    questionnaireCode\n    questionnaireVersion\n    encounterId\n    authorId\n    authored\n    status\n    answers\n  }\n"): typeof import('./graphql').ResponseFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EncounterResponses($encounterId: ID!) {\n    QuestionnaireResponseListForClinical(encounterId: $encounterId) {\n      ...ResponseFields\n    }\n  }\n"): typeof import('./graphql').EncounterResponsesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NarrativePdf($encounterId: ID!) {\n    generateEncounterNarrativePDF(encounterId: $encounterId) {\n      fileName\n      contentType\n      data\n    }\n  }\n"): typeof import('./graphql').NarrativePdfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CountyList($states: [String!], $postalCodes: [String!], $term: String, $first: Int) {\n    CountyList(states: $states, postalCodes: $postalCodes, term: $term, first: $first) {\n      totalCount\n      edges {\n        node {\n          name\n          state\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CountyListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNotificationsCount($practitionerId: ID, $notify: [String!]) {\n    GetNotificationsCount(practitionerId: $practitionerId, notify: $notify)\n  }\n"): typeof import('./graphql').GetNotificationsCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    _id\n    cursor\n    viewed\n    createdAt\n    notify\n    event {\n      code\n      title\n      description\n    }\n    resource {\n      admissionId\n    }\n    meta {\n      patientId\n      patientName\n      practitionerName\n    }\n    resourceDetails {\n      orderId\n      serviceRequestId\n      documentId\n    }\n  }\n"): typeof import('./graphql').NotificationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNotificationList($filters: NotificationFilters, $first: Int, $after: String) {\n    GetNotificationList(filters: $filters, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...NotificationFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetNotificationListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNewestNotification {\n    GetNotificationList(first: 1) {\n      edges {\n        node {\n          _id\n          cursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetNewestNotificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNotificationEventCounts($filters: NotificationFilters) {\n    GetNotificationList(filters: $filters, first: 1) {\n      eventCounts {\n        code\n        title\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').GetNotificationEventCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationViewed($id: ID!) {\n    markNotificationViewed(id: $id) {\n      _id\n      viewed\n    }\n  }\n"): typeof import('./graphql').MarkNotificationViewedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationUpdates($id: ID!) {\n    setNotificationUpdates(id: $id)\n  }\n"): typeof import('./graphql').SetNotificationUpdatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnNotificationAdded($id: ID, $notify: [String!], $since: String) {\n    onNotificationAdded(id: $id, notify: $notify, since: $since) {\n      ...NotificationFields\n    }\n  }\n"): typeof import('./graphql').OnNotificationAddedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobFunctionFields on JobFunctionRecord {\n    _id\n    code\n    title\n    status\n    events {\n      _id\n    }\n  }\n"): typeof import('./graphql').JobFunctionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetJobFunctions {\n    GetJobFunctions {\n      ...JobFunctionFields\n    }\n  }\n"): typeof import('./graphql').GetJobFunctionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetEvents {\n    GetEvents {\n      _id\n      title\n      description\n      status\n    }\n  }\n"): typeof import('./graphql').GetEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJobFunction($input: JobFunctionInput!) {\n    updateJobFunction(input: $input) {\n      ...JobFunctionFields\n    }\n  }\n"): typeof import('./graphql').UpdateJobFunctionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationOptions($type: [String!], $first: Int) {\n    OrganizationList(type: $type, active: true, first: $first) {\n      edges {\n        node {\n          id\n          name\n          type\n          state\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OrganizationOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientList($term: String, $state: String, $market: ID, $admission: [String!], $first: Int, $after: String) {\n    PatientList(term: $term, state: $state, market: $market, admission: $admission, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          givenName\n          familyName\n          birthDate\n          age\n          gender\n          phone\n          externalNumber\n          admissionStatus\n          state\n          marketName\n          address {\n            line\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PatientListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketList($states: [String!], $term: String, $first: Int) {\n    MarketList(states: $states, term: $term, first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MarketListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientChartFields on PatientChart {\n    patient {\n      id\n      name\n      birthDate\n      age\n      gender\n      phone\n      externalNumber\n      admissionStatus\n      state\n      marketName\n    }\n    demographics {\n      fullName\n      preferredName\n      gender\n      birthDate\n      age\n      maritalStatus\n      externalNumber\n      ssnLast4\n      phones {\n        use\n        value\n        display\n      }\n      emergencyContact {\n        name\n        relationship\n        phone\n      }\n      caregivers {\n        name\n        relationship\n        phone\n      }\n      addresses {\n        line\n        city\n        state\n        postalCode\n        county\n        addressType\n        facilityName\n        facilityContactName\n        marketName\n        instruction\n        serviceAddress\n        verified\n        additionalMarket\n      }\n      email\n      fax\n      race\n      ethnicity\n      timeZone\n      homeHealthName\n      pcpName\n      availability {\n        ...PatientAvailabilityFields\n      }\n    }\n    tabs {\n      key\n      count\n    }\n  }\n"): typeof import('./graphql').PatientChartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientChart($id: ID!) {\n    PatientChart(id: $id) {\n      ...PatientChartFields\n    }\n  }\n"): typeof import('./graphql').PatientChartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdmissionFields on Admission {\n    id\n    versionId\n    status\n    periodStart\n    periodEnd\n    holdReason\n    readmitReason\n    readmitText\n    cancellationReason\n    hospitalName\n    statusHistory {\n      status\n      start\n      end\n    }\n  }\n"): typeof import('./graphql').AdmissionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmissionList($patientId: ID!) {\n    AdmissionList(patientId: $patientId) {\n      ...AdmissionFields\n    }\n  }\n"): typeof import('./graphql').AdmissionListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAdmissionStatus($input: AdmissionStatusInput!) {\n    changeAdmissionStatus(input: $input) {\n      id\n      versionId\n      status\n      holdReason\n    }\n  }\n"): typeof import('./graphql').ChangeAdmissionStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientTaskOwnerList($patientId: ID!) {\n    PatientTaskOwnerList(patientId: $patientId) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').PatientTaskOwnerListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePatientTaskStatus($input: ChartRecordStatusInput!) {\n    changePatientTaskStatus(input: $input) {\n      id\n      versionId\n      status\n    }\n  }\n"): typeof import('./graphql').ChangePatientTaskStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValueSetCodes($url: String!, $count: Int) {\n    expandValueSet(url: $url, count: $count) {\n      version\n      contains {\n        code\n        display\n        members\n      }\n    }\n  }\n"): typeof import('./graphql').ValueSetCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayPeriodFields on PayPeriod {\n    id\n    start\n    end\n    current\n    encounterStats {\n      soc\n      followUp\n      signed\n    }\n  }\n"): typeof import('./graphql').PayPeriodFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayPeriodHistory($practitionerId: ID!, $pageParams: PayPeriodPageParams) {\n    GetPayPeriodEncounterHistory(practitionerId: $practitionerId, pageParams: $pageParams) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...PayPeriodFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PayPeriodHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayPeriodEncounters($practitionerId: ID!, $payPeriodId: ID!) {\n    GetPayPeriodEncounters(practitionerId: $practitionerId, payPeriodId: $payPeriodId) {\n      practitionerId\n      practitionerName\n      timeZone\n      payPeriod {\n        ...PayPeriodFields\n      }\n      encounters {\n        id\n        appointmentId\n        patientId\n        patientName\n        start\n        type\n        status\n        stateText\n      }\n    }\n  }\n"): typeof import('./graphql').PayPeriodEncountersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClinicianAvailabilityFields on ClinicianAvailability {\n    clinicianId\n    versionId\n    lastUpdated\n    timeZone\n    saved\n    alwaysAvailable\n    slots {\n      id\n      dayIndex\n      order\n      enabled\n      startTime\n      endTime\n      durationMinutes\n      status\n    }\n    exceptions {\n      id\n      startDate\n      endDate\n      startTime\n      endTime\n      status\n      isAlwaysAvailable\n    }\n  }\n"): typeof import('./graphql').ClinicianAvailabilityFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicianAvailability($clinicianId: ID!) {\n    ClinicianAvailability(clinicianId: $clinicianId) {\n      ...ClinicianAvailabilityFields\n    }\n  }\n"): typeof import('./graphql').ClinicianAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveClinicianAvailability($input: ClinicianAvailabilityInput!) {\n    saveClinicianAvailability(input: $input) {\n      ...ClinicianAvailabilityFields\n    }\n  }\n"): typeof import('./graphql').SaveClinicianAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkRunFields on BulkEligibilityRun {\n    id\n    description\n    userName\n    createdAt\n    completedAt\n    progress {\n      ...BulkProgressFields\n    }\n  }\n"): typeof import('./graphql').BulkRunFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkProgressFields on BulkEligibilityProgress {\n    runId\n    status\n    percent\n    counts {\n      total\n      pending\n      active\n      inactive\n      error\n      failed\n    }\n  }\n"): typeof import('./graphql').BulkProgressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkEligibilityPreview($filters: BulkEligibilityFiltersInput!) {\n    BulkEligibilityPreview(filters: $filters)\n  }\n"): typeof import('./graphql').BulkEligibilityPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkEligibilityRuns($first: Int) {\n    BulkEligibilityRuns(first: $first) {\n      ...BulkRunFields\n    }\n  }\n"): typeof import('./graphql').BulkEligibilityRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkEligibilityRun($runId: ID!) {\n    BulkEligibilityRun(runId: $runId) {\n      ...BulkRunFields\n    }\n  }\n"): typeof import('./graphql').BulkEligibilityRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkEligibilityItems($runId: ID!, $statuses: [String!], $after: Int, $first: Int) {\n    BulkEligibilityItems(runId: $runId, statuses: $statuses, after: $after, first: $first) {\n      endCursor\n      items {\n        seq\n        patientId\n        patientName\n        coverageId\n        insurer\n        memberId\n        status\n        message\n        taskId\n        checkedAt\n      }\n    }\n  }\n"): typeof import('./graphql').BulkEligibilityItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestBulkEligibility($filters: BulkEligibilityFiltersInput!) {\n    requestBulkEligibility(filters: $filters) {\n      ...BulkRunFields\n    }\n  }\n"): typeof import('./graphql').RequestBulkEligibilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BulkEligibilityProgress($runId: ID!) {\n    onBulkEligibilityProgress(runId: $runId) {\n      ...BulkProgressFields\n    }\n  }\n"): typeof import('./graphql').BulkEligibilityProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunicationTopicList {\n    CommunicationTopicList {\n      code\n      display\n      status\n    }\n  }\n"): typeof import('./graphql').CommunicationTopicListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientNoteList($patientId: ID!, $topic: String, $term: String, $first: Int, $after: String) {\n    PatientNoteList(patientId: $patientId, topic: $topic, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          sent\n          topic\n          topicDisplay\n          text\n          author\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PatientNoteListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPatientNote($input: PatientNoteInput!) {\n    addPatientNote(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddPatientNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientAlertList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {\n    PatientAlertList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          status\n          category\n          text\n          start\n          end\n          author\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PatientAlertListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPatientAlert($input: PatientAlertInput!) {\n    addPatientAlert(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddPatientAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivatePatientAlert($input: ChartRecordVersionInput!) {\n    deactivatePatientAlert(input: $input) {\n      id\n      versionId\n      status\n    }\n  }\n"): typeof import('./graphql').DeactivatePatientAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientOrderList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {\n    PatientOrderList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          status\n          text\n          authoredOn\n          requester\n          admissionId\n          admissionStart\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PatientOrderListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientOrderDetails($patientId: ID!) {\n    PatientOrderDetails(patientId: $patientId) {\n      draft\n      active\n      count\n    }\n  }\n"): typeof import('./graphql').PatientOrderDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPatientOrder($input: PatientOrderInput!) {\n    addPatientOrder(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddPatientOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPatientOrderSet($input: PatientOrderSetInput!) {\n    addPatientOrderSet(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddPatientOrderSetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePatientOrderStatus($input: ChartRecordStatusInput!) {\n    changePatientOrderStatus(input: $input) {\n      id\n      versionId\n      status\n    }\n  }\n"): typeof import('./graphql').ChangePatientOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientReferralList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {\n    PatientReferralList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          status\n          referralDate\n          source\n          reason\n          author\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PatientReferralListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPatientReferral($input: PatientReferralInput!) {\n    addPatientReferral(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddPatientReferralDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePatientReferralStatus($input: ChartRecordStatusInput!) {\n    changePatientReferralStatus(input: $input) {\n      id\n      versionId\n      status\n    }\n  }\n"): typeof import('./graphql').ChangePatientReferralStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientTaskList($patientId: ID!, $status: String, $term: String, $first: Int, $after: String) {\n    PatientTaskList(patientId: $patientId, status: $status, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          title\n          status\n          priority\n          ownerId\n          owner\n          ownerJobFunctionTitle\n          dueDate\n          authoredOn\n          requester\n          completedOn\n          overdue\n          originLabel\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PatientTaskListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientTaskSummary($patientId: ID!) {\n    PatientTaskSummary(patientId: $patientId) {\n      open\n      overdue\n    }\n  }\n"): typeof import('./graphql').PatientTaskSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPatientTask($input: PatientTaskInput!) {\n    addPatientTask(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddPatientTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientOrder($patientId: ID!, $id: ID!) {\n    PatientOrder(patientId: $patientId, id: $id) {\n      order {\n        id\n        versionId\n        status\n        text\n        code\n        authoredOn\n        requester\n        admissionId\n        admissionStart\n      }\n      changes {\n        versionId\n        at\n        by\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').PatientOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoundsSessionFields on RoundsSession {\n    date\n    versionId\n    savedAt\n    patients {\n      patientId\n      name\n      birthDate\n      latestEncounter {\n        id\n        appointmentId\n        type\n        status\n        stateText\n        start\n        clinicianName\n      }\n      openOrders\n      problems\n      woundProgress {\n        at\n        encounterId\n        wound\n        lengthCm\n        widthCm\n        areaCm2\n      }\n      note\n      decision\n    }\n  }\n"): typeof import('./graphql').RoundsSessionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundsSession($date: String!) {\n    RoundsSession(date: $date) {\n      ...RoundsSessionFields\n    }\n  }\n"): typeof import('./graphql').RoundsSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundsSessionDates {\n    RoundsSessionDates\n  }\n"): typeof import('./graphql').RoundsSessionDatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRoundsSession($date: String!, $versionId: Int!, $entries: [RoundsEntryInput!]!) {\n    saveRoundsSession(date: $date, versionId: $versionId, entries: $entries) {\n      ...RoundsSessionFields\n    }\n  }\n"): typeof import('./graphql').SaveRoundsSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListedEncounterFields on Encounter {\n    id\n    versionId\n    status\n    stateText\n    type\n    deliveryType\n    period {\n      start\n      end\n    }\n    signedAt\n    patientId\n    patientName\n    practitionerId\n    practitionerName\n    appointmentId\n    episodeOfCareId\n    amendReason\n    reviewState\n  }\n"): typeof import('./graphql').ListedEncounterFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicianEncounterList(\n    $patientId: ID\n    $episodeOfCareId: ID\n    $status: [String!]\n    $stateStatus: [String!]\n    $periodStart: DateTime\n    $periodEnd: DateTime\n    $type: [String!]\n    $typeNot: [String!]\n    $deliveryType: String\n    $tmStatuses: [String!]\n    $practitionerIds: [ID!]\n    $includeSP: Boolean\n    $sort: String\n    $term: String\n    $first: Int\n    $after: String\n  ) {\n    EncounterList(\n      patientId: $patientId\n      episodeOfCareId: $episodeOfCareId\n      status: $status\n      stateStatus: $stateStatus\n      period_start: $periodStart\n      periodEnd: $periodEnd\n      type: $type\n      typeNot: $typeNot\n      deliveryType: $deliveryType\n      tmStatuses: $tmStatuses\n      practitionerIds: $practitionerIds\n      includeSP: $includeSP\n      sort: $sort\n      term: $term\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      totalCountCapped\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ListedEncounterFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClinicianEncounterListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EncounterFilterClinicians {\n    SchedulableClinicians {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').EncounterFilterCliniciansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicianEncounter($appointmentId: ID!) {\n    GetActiveEncounterByAppointmentId(appointmentId: $appointmentId) {\n      ...ListedEncounterFields\n      checkedInAt\n      checkedOutAt\n      cancelReason\n    }\n  }\n"): typeof import('./graphql').ClinicianEncounterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EncounterVersions($encounterId: ID!, $patientId: ID!) {\n    GetEncounterVersion(encounterId: $encounterId) {\n      id\n      version\n      status\n      signedAt\n      lastUpdated\n      reasons\n      clinician {\n        name\n        npi\n      }\n      onsiteProvider {\n        name\n        npi\n      }\n      amendClinician {\n        name\n        npi\n      }\n    }\n    GetAdditionalActionsStatus(patientId: $patientId) {\n      orderDetails {\n        draft\n        active\n        count\n      }\n      problemDetails {\n        draft\n        active\n        count\n      }\n      patientDetails {\n        status\n        dischargedOn\n      }\n    }\n    Patient(id: $patientId) {\n      id\n      name\n      birthDate\n    }\n  }\n"): typeof import('./graphql').EncounterVersionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClinicianFields on Clinician {\n    id\n    versionId\n    lastUpdated\n    name\n    givenName\n    familyName\n    npi\n    employeeId\n    phones {\n      use\n      value\n      extension\n    }\n    email\n    address {\n      line\n      city\n      state\n      postalCode\n    }\n    state\n    qualifications {\n      code\n      periodEnd\n    }\n    adpSyncEnabled\n    clinicianStartDate\n    markets\n    additionalMarkets\n    active\n    linkedUser {\n      id\n      name\n      email\n    }\n  }\n"): typeof import('./graphql').ClinicianFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicianList($term: String, $state: String, $market: String, $active: Boolean, $first: Int, $after: String) {\n    ClinicianList(term: $term, state: $state, market: $market, active: $active, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ClinicianFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClinicianListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Clinician($id: ID!) {\n    Clinician(id: $id) {\n      ...ClinicianFields\n    }\n  }\n"): typeof import('./graphql').ClinicianDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClinician($id: ID!, $versionId: Int!, $clinician: ClinicianInput!) {\n    updateClinician(id: $id, versionId: $versionId, clinician: $clinician) {\n      ...ClinicianFields\n    }\n  }\n"): typeof import('./graphql').UpdateClinicianDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CodeSystemFields on CodeSystem {\n    id\n    url\n    title\n    kind\n    noun\n    categories\n    membersFrom\n    draftVersion\n    publishedVersion\n    draftChanged\n    concepts {\n      code\n      display\n      status\n      category\n      members\n    }\n    versions {\n      version\n      status\n      publishedAt\n      count\n    }\n  }\n"): typeof import('./graphql').CodeSystemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CodeSystem($id: String!) {\n    CodeSystem(id: $id) {\n      ...CodeSystemFields\n    }\n  }\n"): typeof import('./graphql').CodeSystemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCodeSystemConcept($codeSystemId: String!, $draftVersion: Int!, $isNew: Boolean!, $concept: CodeSystemConceptInput!) {\n    saveCodeSystemConcept(codeSystemId: $codeSystemId, draftVersion: $draftVersion, isNew: $isNew, concept: $concept) {\n      ...CodeSystemFields\n    }\n  }\n"): typeof import('./graphql').SaveCodeSystemConceptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishCodeSystem($codeSystemId: String!, $draftVersion: Int!) {\n    publishCodeSystem(codeSystemId: $codeSystemId, draftVersion: $draftVersion) {\n      ...CodeSystemFields\n    }\n  }\n"): typeof import('./graphql').PublishCodeSystemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportCodeSystem($id: String!, $format: String!) {\n    exportCodeSystem(id: $id, format: $format) {\n      fileName\n      mediaType\n      content\n    }\n  }\n"): typeof import('./graphql').ExportCodeSystemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportCodeSystem($codeSystemId: String!, $draftVersion: Int!, $format: String!, $content: String!) {\n    importCodeSystem(codeSystemId: $codeSystemId, draftVersion: $draftVersion, format: $format, content: $content) {\n      added\n      updated\n      unchanged\n      codeSystem {\n        ...CodeSystemFields\n      }\n    }\n  }\n"): typeof import('./graphql').ImportCodeSystemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientCoverages($patientId: ID!) {\n    PatientCoverages(patientId: $patientId) {\n      coverages {\n        id\n        versionId\n        patientId\n        status\n        order\n        insurerId\n        insurerName\n        memberId\n        groupNumber\n        groupName\n        type\n        planName\n        planType\n        copay\n        deductible\n        coinsurance\n        effectiveDate\n        terminationDate\n        subscriberName\n        subscriberRelationship\n        approval\n      }\n      authorizations {\n        id\n        versionId\n        coverageId\n        number\n        status\n        periodStart\n        periodEnd\n        visitsAllowed\n        visitsUsed\n        unitsAllowed\n      }\n      eligibilityResults {\n        ...EligibilityResultFields\n      }\n    }\n  }\n"): typeof import('./graphql').PatientCoveragesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EligibilityResultFields on EligibilityResult {\n    id\n    coverageId\n    checkedAt\n    checkedBy\n    outcome\n    inforce\n    payerName\n    insurerId\n    memberId\n    groupNumber\n    planName\n    planType\n    copay\n    deductible\n    coinsurance\n    patientResponsibility\n    labCompany\n    effectiveDate\n    terminationDate\n    contactNumber\n    state\n    address\n    identifiers {\n      code\n      label\n      value\n    }\n    errors {\n      code\n      display\n    }\n    taskId\n  }\n"): typeof import('./graphql').EligibilityResultFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoverageInsurerList($term: String, $state: String) {\n    CoverageInsurerList(term: $term, state: $state) {\n      id\n      name\n      state\n    }\n  }\n"): typeof import('./graphql').CoverageInsurerListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCoverage($patientId: ID!, $input: CoverageInput!) {\n    createCoverage(patientId: $patientId, input: $input) {\n      id\n      versionId\n    }\n  }\n"): typeof import('./graphql').CreateCoverageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCoverage($id: ID!, $versionId: Int!, $input: CoverageInput!) {\n    updateCoverage(id: $id, versionId: $versionId, input: $input) {\n      id\n      versionId\n    }\n  }\n"): typeof import('./graphql').UpdateCoverageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InactivateCoverage($id: ID!, $versionId: Int!) {\n    inactivateCoverage(id: $id, versionId: $versionId) {\n      id\n      versionId\n      status\n    }\n  }\n"): typeof import('./graphql').InactivateCoverageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePriorAuthorization($input: PriorAuthorizationInput!) {\n    createPriorAuthorization(input: $input) {\n      id\n      versionId\n    }\n  }\n"): typeof import('./graphql').CreatePriorAuthorizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePriorAuthorization($id: ID!, $versionId: Int!, $input: PriorAuthorizationInput!) {\n    updatePriorAuthorization(id: $id, versionId: $versionId, input: $input) {\n      id\n      versionId\n    }\n  }\n"): typeof import('./graphql').UpdatePriorAuthorizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckEligibility($coverageId: ID!) {\n    checkEligibility(coverageId: $coverageId) {\n      taskId\n      note\n      taskOwner\n      result {\n        ...EligibilityResultFields\n      }\n    }\n  }\n"): typeof import('./graphql').CheckEligibilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardGroupFields on DashboardGroup {\n    key\n    label\n    visits {\n      scheduled\n      made\n      missed\n      cancelled\n      open\n      missedRate\n      cancelledRate\n    }\n    signing {\n      documented\n      signedWithin24h\n      rate\n    }\n  }\n"): typeof import('./graphql').DashboardGroupFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard($filter: DashboardFilter!) {\n    AdminDashboard(filter: $filter) {\n      from\n      to\n      totals {\n        ...DashboardGroupFields\n      }\n      days {\n        day\n        visits {\n          scheduled\n          made\n          missed\n          cancelled\n          open\n        }\n        signing {\n          documented\n          signedWithin24h\n          rate\n        }\n      }\n      markets {\n        ...DashboardGroupFields\n      }\n      clinicians {\n        ...DashboardGroupFields\n      }\n      devices {\n        deviceId\n        userId\n        userName\n        practitionerId\n        market\n        pending\n        lastReportedAt\n        lastSyncedAt\n        syncAgeHours\n        stale\n      }\n      staleDevices\n    }\n  }\n"): typeof import('./graphql').AdminDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportDashboard($filter: DashboardFilter!) {\n    ReportDashboard(filter: $filter) {\n      from\n      to\n      encounters {\n        market\n        total\n        planned\n        inProgress\n        finished\n        cancelled\n        soc\n        evaluation\n        readmit\n        followUp\n      }\n      visits {\n        ...DashboardGroupFields\n      }\n    }\n  }\n"): typeof import('./graphql').ReportDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CbrDashboard($filter: DashboardFilter!) {\n    CbrDashboard(filter: $filter) {\n      from\n      to\n      clinicians {\n        ...DashboardGroupFields\n      }\n      totals {\n        ...DashboardGroupFields\n      }\n    }\n  }\n"): typeof import('./graphql').CbrDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardVisits($filter: DashboardFilter!, $day: String, $outcome: String, $first: Int) {\n    DashboardVisits(filter: $filter, day: $day, outcome: $outcome, first: $first) {\n      totalCount\n      edges {\n        node {\n          appointmentId\n          patientId\n          patientName\n          practitionerName\n          market\n          start\n          day\n          status\n          outcome\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardVisitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardEncounters($filter: DashboardFilter!, $day: String, $signing: String, $first: Int) {\n    DashboardEncounters(filter: $filter, day: $day, signing: $signing, first: $first) {\n      totalCount\n      edges {\n        node {\n          encounterId\n          patientId\n          patientName\n          practitionerName\n          market\n          start\n          day\n          signedAt\n          signing\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardEncountersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentList($patientId: ID!, $category: String, $first: Int, $after: String) {\n    DocumentList(patientId: $patientId, category: $category, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          versionId\n          category\n          categoryLabel\n          description\n          date\n          author\n          attachment {\n            id\n            title\n            contentType\n            size\n            url\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DocumentListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDocument($id: ID!, $versionId: Int!) {\n    deleteDocument(id: $id, versionId: $versionId) {\n      id\n      versionId\n      status\n    }\n  }\n"): typeof import('./graphql').DeleteDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEncounterDurations($durations: [EncounterDurationInput!]!) {\n    updateEncounterDurations(durations: $durations) {\n      visitType\n      label\n      minutes\n    }\n  }\n"): typeof import('./graphql').UpdateEncounterDurationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewFields on EncounterReview {\n    id\n    status\n    type\n    text\n    reviewerName\n    recorded\n    signedAt\n  }\n"): typeof import('./graphql').ReviewFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewedEncounterFields on Encounter {\n    id\n    versionId\n    status\n    stateText\n    type\n    deliveryType\n    signedAt\n    checkedInAt\n    patientId\n    practitionerId\n    reviewState\n    amendReason\n    reviews {\n      ...ReviewFields\n    }\n  }\n"): typeof import('./graphql').ReviewedEncounterFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EncounterReviewList($reviewState: [String!], $term: String, $first: Int, $after: String) {\n    EncounterReviewList(reviewState: $reviewState, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          patientName\n          clinicianName\n          encounter {\n            ...ReviewedEncounterFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EncounterReviewListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewedEncounter($id: ID!) {\n    Encounter(id: $id) {\n      ...ReviewedEncounterFields\n    }\n    GetEncounterVersion(encounterId: $id) {\n      id\n      version\n      status\n      signedAt\n      reasons\n      clinician {\n        name\n        npi\n      }\n      amendClinician {\n        name\n        npi\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewedEncounterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewPatient($id: ID!) {\n    Patient(id: $id) {\n      id\n      name\n      birthDate\n    }\n  }\n"): typeof import('./graphql').ReviewPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EncounterVersionDiff($encounterId: ID!, $from: Int!, $to: Int!) {\n    EncounterVersionDiff(encounterId: $encounterId, from: $from, to: $to) {\n      formCode\n      formTitle\n      linkId\n      question\n      before\n      after\n      kind\n    }\n  }\n"): typeof import('./graphql').EncounterVersionDiffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewEncounter($encounterId: ID!, $baseVersion: Int!, $review: EncounterReviewInput!) {\n    reviewEncounter(encounterId: $encounterId, baseVersion: $baseVersion, review: $review) {\n      ...ReviewedEncounterFields\n    }\n  }\n"): typeof import('./graphql').ReviewEncounterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FacilityFields on HealthCareFacility {\n    id\n    versionId\n    lastUpdated\n    name\n    type\n    active\n    address {\n      line\n      city\n      state\n      postalCode\n      county\n      instruction\n      market {\n        id\n        name\n      }\n    }\n    telecom {\n      system\n      value\n      use\n      rank\n      extension\n    }\n    contacts {\n      id\n      prefix\n      firstName\n      middleName\n      lastName\n      display\n      role\n      npi\n      active\n      primary\n      telecom {\n        system\n        value\n        use\n        rank\n        extension\n      }\n    }\n  }\n"): typeof import('./graphql').FacilityFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacilityList($type: String!, $term: String, $first: Int, $after: String) {\n    getHealthCareFacilityList(type: $type, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...FacilityFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FacilityListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuplicatedFacilities($organizationName: String!, $state: String!, $type: String!) {\n    GetDuplicatedOrganizations(organizationName: $organizationName, state: $state, type: $type) {\n      id\n      name\n      type\n      active\n      address {\n        city\n      }\n    }\n  }\n"): typeof import('./graphql').DuplicatedFacilitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFacility($organization: HealthCareFacilityInput!, $practitioners: [FacilityContactInput!]) {\n    createHealthCareFacility(organization: $organization, practitioners: $practitioners) {\n      ...FacilityFields\n    }\n  }\n"): typeof import('./graphql').CreateFacilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFacility($id: ID!, $versionId: Int!, $organization: HealthCareFacilityInput!, $practitioners: [FacilityContactInput!]) {\n    updateHealthCareFacility(id: $id, versionId: $versionId, organization: $organization, practitioners: $practitioners) {\n      ...FacilityFields\n    }\n  }\n"): typeof import('./graphql').UpdateFacilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeatureFlagAdminFields on FeatureFlag {\n    key\n    description\n    defaultValue\n    overrides {\n      scope\n      scopeValue\n      scopeLabel\n      value\n    }\n  }\n"): typeof import('./graphql').FeatureFlagAdminFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeatureFlagList {\n    FeatureFlagList {\n      ...FeatureFlagAdminFields\n    }\n  }\n"): typeof import('./graphql').FeatureFlagListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFeatureFlagDefault($key: String!, $value: Boolean!) {\n    setFeatureFlagDefault(key: $key, value: $value) {\n      ...FeatureFlagAdminFields\n    }\n  }\n"): typeof import('./graphql').SetFeatureFlagDefaultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFeatureFlagOverride($key: String!, $scope: String!, $scopeValue: String!, $value: Boolean!) {\n    setFeatureFlagOverride(key: $key, scope: $scope, scopeValue: $scopeValue, value: $value) {\n      ...FeatureFlagAdminFields\n    }\n  }\n"): typeof import('./graphql').SetFeatureFlagOverrideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFeatureFlagOverride($key: String!, $scope: String!, $scopeValue: String!) {\n    removeFeatureFlagOverride(key: $key, scope: $scope, scopeValue: $scopeValue) {\n      ...FeatureFlagAdminFields\n    }\n  }\n"): typeof import('./graphql').RemoveFeatureFlagOverrideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSettingFields on AdminSetting {\n    key\n    kind\n    value\n    label\n    description\n    unit\n    min\n    max\n  }\n"): typeof import('./graphql').AdminSettingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettingList {\n    SettingList {\n      ...AdminSettingFields\n    }\n  }\n"): typeof import('./graphql').AdminSettingListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSetting($key: String!, $value: String!) {\n    updateSetting(key: $key, value: $value) {\n      ...AdminSettingFields\n    }\n  }\n"): typeof import('./graphql').UpdateSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagUserChoices($term: String, $first: Int) {\n    UserList(term: $term, active: true, first: $first) {\n      edges {\n        node {\n          id\n          givenName\n          familyName\n          email\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FlagUserChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanDefinitionList {\n    PlanDefinitionList {\n      id\n      versionId\n      title\n      encounterType\n      deliveryType\n      forms {\n        questionnaireCode\n        logic\n        questionnaire {\n          title\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlanDefinitionListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionnaireList {\n    QuestionnaireList {\n      id\n      versionId\n      code\n      title\n      status\n      items\n    }\n  }\n"): typeof import('./graphql').QuestionnaireListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlanDefinitionForms($id: ID!, $versionId: Int!, $forms: [PlannedFormInput!]!) {\n    updatePlanDefinitionForms(id: $id, versionId: $versionId, forms: $forms) {\n      id\n      versionId\n    }\n  }\n"): typeof import('./graphql').UpdatePlanDefinitionFormsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishQuestionnaire($code: String!, $versionId: Int!, $items: [QuestionnaireItemSettingInput!]!) {\n    publishQuestionnaire(code: $code, versionId: $versionId, items: $items) {\n      code\n      versionId\n    }\n  }\n"): typeof import('./graphql').PublishQuestionnaireDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationStatus($token: String!) {\n    InvitationStatus(token: $token) {\n      valid\n      purpose\n      email\n      message\n    }\n  }\n"): typeof import('./graphql').InvitationStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password)\n  }\n"): typeof import('./graphql').AcceptInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PcpLetterList($kind: String!, $from: String!, $to: String!, $offset: Int, $first: Int) {\n    PcpLetterList(kind: $kind, from: $from, to: $to, offset: $offset, first: $first) {\n      rows {\n        sourceId\n        patientId\n        patientName\n        at\n        pcpName\n        fax\n        status\n        flags\n        documentId\n        error\n        sentAt\n      }\n      counts {\n        total\n        ready\n        none\n        completed\n        inProgress\n        failed\n      }\n      nextOffset\n    }\n  }\n"): typeof import('./graphql').PcpLetterListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPcpLetters($kind: String!, $from: String!, $to: String!, $sourceIds: [ID!]) {\n    sendPcpLetters(kind: $kind, from: $from, to: $to, sourceIds: $sourceIds) {\n      queued\n    }\n  }\n"): typeof import('./graphql').SendPcpLettersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PcpLetterChanged($kind: String!) {\n    onPcpLetterChanged(kind: $kind) {\n      sourceId\n      status\n    }\n  }\n"): typeof import('./graphql').PcpLetterChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketTeamFields on MarketTeam {\n    id\n    versionId\n    lastUpdated\n    name\n    state\n    active\n    counties\n    teams {\n      id\n      name\n      active\n      participantCount\n    }\n  }\n"): typeof import('./graphql').MarketTeamFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketTeamList($term: String, $state: String, $first: Int, $after: String) {\n    MarketTeamList(term: $term, state: $state, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MarketTeamFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MarketTeamListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMarket($market: MarketInput!) {\n    createMarket(market: $market) {\n      ...MarketTeamFields\n    }\n  }\n"): typeof import('./graphql').CreateMarketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMarket($id: ID!, $versionId: Int!, $market: MarketInput!) {\n    updateMarket(id: $id, versionId: $versionId, market: $market) {\n      ...MarketTeamFields\n    }\n  }\n"): typeof import('./graphql').UpdateMarketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientAvailabilityFields on PatientAvailability {\n    patientId\n    versionId\n    type\n    timeZone\n    lastUpdated\n    weekdays {\n      day\n      ranges {\n        start\n        end\n      }\n    }\n    dates {\n      date\n      ranges {\n        start\n        end\n      }\n    }\n  }\n"): typeof import('./graphql').PatientAvailabilityFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePatientAvailability($input: PatientAvailabilityInput!) {\n    updatePatientAvailability(input: $input) {\n      ...PatientAvailabilityFields\n    }\n  }\n"): typeof import('./graphql').UpdatePatientAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CcdRequestFields on CCDRequest {\n    id\n    episodeOfCareId\n    documentId\n    error\n    createdAt\n    completedAt\n    requestDetails {\n      status\n      userName\n      dateRange {\n        start\n        end\n      }\n    }\n  }\n"): typeof import('./graphql').CcdRequestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CanGenerateCcd($episodeOfCareId: ID!) {\n    canGenenerateCCD(episodeOfCareId: $episodeOfCareId) {\n      canGenerate\n      reason\n    }\n  }\n"): typeof import('./graphql').CanGenerateCcdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CcdRequestList($filters: CCDRequestFilters!) {\n    GetCCDRequestList(filters: $filters) {\n      totalRecords\n      requests {\n        ...CcdRequestFields\n      }\n    }\n  }\n"): typeof import('./graphql').CcdRequestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCcd($episodeOfCareId: ID!, $dateRange: CCDDateRangeInput) {\n    requestCCD(episodeOfCareId: $episodeOfCareId, dateRange: $dateRange) {\n      ...CcdRequestFields\n    }\n  }\n"): typeof import('./graphql').RequestCcdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CcdDocument($documentId: ID!) {\n    CCDDocument(documentId: $documentId) {\n      id\n      patientId\n      episodeOfCareId\n      title\n      date\n      author\n      fileName\n      size\n      html\n    }\n  }\n"): typeof import('./graphql').CcdDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientEncounterList($patientId: ID!, $first: Int, $after: String) {\n    PatientEncounterList(patientId: $patientId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          stateText\n          type\n          deliveryType\n          start\n          end\n          clinicianName\n          cancelReason\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PatientEncounterListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientAppointmentList($patientId: ID!, $first: Int, $after: String) {\n    PatientAppointmentList(patientId: $patientId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          status\n          appointmentType\n          start\n          end\n          clinicianName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PatientAppointmentListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DemographicsRecordFields on PatientDemographicsRecord {\n    patientId\n    versionId\n    lastUpdated\n    firstName\n    middleName\n    lastName\n    preferredName\n    gender\n    birthDate\n    maritalStatus\n    race\n    ethnicity\n    email\n    fax\n    ssnLast4\n    externalNumber\n    phones {\n      use\n      value\n      extension\n      display\n    }\n    okToText\n    textConsentSaved\n    emergencyContact {\n      name\n      relationship\n      phone\n    }\n    caregivers {\n      name\n      relationship\n      phone\n    }\n    addresses {\n      addressType\n      line\n      city\n      state\n      postalCode\n      county\n      marketId\n      marketName\n      facilityId\n      facilityName\n      facilityContactId\n      facilityContactName\n      instruction\n      serviceAddress\n      verified\n      additionalMarket\n    }\n    homeHealthId\n    homeHealthName\n    pcpPracticeId\n    pcpPhysicianId\n    pcpName\n  }\n"): typeof import('./graphql').DemographicsRecordFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientDemographicsRecord($patientId: ID!) {\n    PatientDemographicsRecord(patientId: $patientId) {\n      ...DemographicsRecordFields\n    }\n  }\n"): typeof import('./graphql').PatientDemographicsRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePatientDemographics($input: PatientDemographicsInput!) {\n    updatePatientDemographics(input: $input) {\n      ...DemographicsRecordFields\n    }\n  }\n"): typeof import('./graphql').UpdatePatientDemographicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareFacilityLookup($term: String, $state: String, $first: Int, $after: String) {\n    CareFacilityLookup(term: $term, state: $state, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          type\n          phone\n          address {\n            line\n            city\n            state\n            postalCode\n            county\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CareFacilityLookupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CareFacilityContactFields on HealthCareFacility {\n    id\n    name\n    contacts {\n      id\n      display\n      role\n      active\n      primary\n      telecom {\n        system\n        value\n        use\n        rank\n      }\n    }\n  }\n"): typeof import('./graphql').CareFacilityContactFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareFacilityContacts($organizationId: ID!) {\n    getHealthCareFacilityById(organizationId: $organizationId) {\n      ...CareFacilityContactFields\n    }\n  }\n"): typeof import('./graphql').CareFacilityContactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCareFacilityContact($organization: ID!, $practitioners: [FacilityContactInput!]!) {\n    upsertPractitioners(organization: $organization, practitioners: $practitioners) {\n      ...CareFacilityContactFields\n    }\n  }\n"): typeof import('./graphql').AddCareFacilityContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PcpPhysicians($search: String, $first: Int) {\n    CareTeamPhysicians(search: $search, first: $first) {\n      edges {\n        node {\n          id\n          name\n          npi\n          practiceId\n          practiceName\n          city\n          state\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PcpPhysiciansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeHealthAgencies($term: String, $first: Int) {\n    getHealthCareFacilityList(type: \"home-health\", term: $term, active: true, sort: \"name\", first: $first) {\n      edges {\n        node {\n          id\n          name\n          address {\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HomeHealthAgenciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DischargeRequestFields on DischargeRequest {\n    id\n    versionId\n    lastUpdated\n    status\n    patientId\n    admissionId\n    requestedOn\n    requestedDate\n    disposition\n    dischargeOption\n    reason\n    reasonDisplay\n    notes\n    requestedBy\n  }\n"): typeof import('./graphql').DischargeRequestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DischargeRequestList($patientId: ID!, $admissionId: ID, $first: Int, $after: String) {\n    DischargeRequestList(patientId: $patientId, admissionId: $admissionId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...DischargeRequestFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DischargeRequestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DischargeRequest($id: ID!) {\n    DischargeRequest(id: $id) {\n      ...DischargeRequestFields\n    }\n  }\n"): typeof import('./graphql').DischargeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DischargeRequestHistory($id: ID!) {\n    DischargeRequestHistory(id: $id) {\n      versionId\n      action\n      status\n      recordedAt\n      authorName\n    }\n  }\n"): typeof import('./graphql').DischargeRequestHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDischargeRequest($input: DischargeRequestCreateInput!) {\n    createDischargeRequest(input: $input) {\n      ...DischargeRequestFields\n    }\n  }\n"): typeof import('./graphql').CreateDischargeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDischargeRequest($input: DischargeRequestUpdateInput!) {\n    updateDischargeRequest(input: $input) {\n      ...DischargeRequestFields\n    }\n  }\n"): typeof import('./graphql').UpdateDischargeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayerFields on Organization {\n    id\n    versionId\n    lastUpdated\n    name\n    type\n    active\n    state\n    address {\n      line\n      city\n      state\n      postalCode\n    }\n    telecom {\n      system\n      value\n      use\n      rank\n      extension\n    }\n    insurerExternalId\n    availityPayerId\n    contracted\n    partOf {\n      id\n      name\n      type\n      active\n    }\n  }\n"): typeof import('./graphql').PayerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayerList($term: String, $type: [String!], $state: String, $active: Boolean, $partOfId: ID, $first: Int, $after: String) {\n    OrganizationList(term: $term, type: $type, state: $state, active: $active, partOfId: $partOfId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          type\n          active\n          state\n          partOf {\n            id\n            name\n            type\n            active\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PayerListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payer($id: ID!) {\n    Organization(id: $id) {\n      ...PayerFields\n    }\n  }\n"): typeof import('./graphql').PayerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuplicatedPayers($organizationName: String!, $state: String!) {\n    GetDuplicatedOrganizations(organizationName: $organizationName, state: $state) {\n      id\n      name\n      type\n      active\n      state\n      address {\n        line\n        city\n        state\n        postalCode\n      }\n    }\n  }\n"): typeof import('./graphql').DuplicatedPayersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePayer($organization: PayerInput!) {\n    createOrganization(organization: $organization) {\n      ...PayerFields\n    }\n  }\n"): typeof import('./graphql').CreatePayerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePayer($id: ID!, $organization: PayerInput!, $versionId: Int!) {\n    updateOrganization(id: $id, organization: $organization, versionId: $versionId) {\n      ...PayerFields\n    }\n  }\n"): typeof import('./graphql').UpdatePayerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayrollInfo($payPeriodId: ID!) {\n    PayrollInfo(payPeriodId: $payPeriodId) {\n      exportFileName\n      payPeriod {\n        id\n        start\n        end\n        current\n      }\n      clinicians {\n        practitionerId\n        name\n        fileNumber\n        encounterStats {\n          soc\n          followUp\n          signed\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PayrollInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProblemListFields on ProblemList {\n    patientId\n    diagnoses {\n      id\n      versionId\n      codeIndex\n      icd10CmCode\n      title\n      clinicalStatus\n      onsetDate\n      resolvedDate\n      note\n      recordedDate\n    }\n    carePlans {\n      id\n      versionId\n      type\n      typeLabel\n      code\n      title\n      note\n      lastUpdated\n    }\n  }\n"): typeof import('./graphql').ProblemListFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProblemList($patientId: ID!) {\n    ProblemList(patientId: $patientId) {\n      ...ProblemListFields\n    }\n  }\n"): typeof import('./graphql').ProblemListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiagnosisCodeList($term: String, $billableOnly: Boolean, $first: Int, $after: String) {\n    DiagnosisCodeList(term: $term, billableOnly: $billableOnly, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          code\n          title\n          billable\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DiagnosisCodeListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDiagnosis($input: DiagnosisInput!) {\n    addDiagnosis(input: $input) {\n      ...ProblemListFields\n    }\n  }\n"): typeof import('./graphql').AddDiagnosisDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDiagnosis($input: DiagnosisUpdateInput!) {\n    updateDiagnosis(input: $input) {\n      ...ProblemListFields\n    }\n  }\n"): typeof import('./graphql').UpdateDiagnosisDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDiagnosis($input: DiagnosisRemoveInput!) {\n    removeDiagnosis(input: $input) {\n      ...ProblemListFields\n    }\n  }\n"): typeof import('./graphql').RemoveDiagnosisDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveDiagnosis($input: DiagnosisMoveInput!) {\n    moveDiagnosis(input: $input) {\n      ...ProblemListFields\n    }\n  }\n"): typeof import('./graphql').MoveDiagnosisDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCarePlan($input: CarePlanInput!) {\n    setCarePlan(input: $input) {\n      ...ProblemListFields\n    }\n  }\n"): typeof import('./graphql').SetCarePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClinicianRouteFields on ClinicianRoute {\n    id\n    versionId\n    lastUpdated\n    clinicianId\n    date\n    timeZone\n    departure\n    startPoint {\n      kind\n      label\n      latitude\n      longitude\n      address\n    }\n    stops {\n      appointmentId\n      order\n      arrive\n      depart\n      miles\n      minutes\n      lateMinutes\n    }\n    totalMiles\n    totalMinutes\n    optimized\n    mileageThreshold\n    overThreshold\n    outdated\n  }\n"): typeof import('./graphql').ClinicianRouteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicianRoute($clinicianId: ID!, $date: String!) {\n    ClinicianRoute(clinicianId: $clinicianId, date: $date) {\n      ...ClinicianRouteFields\n    }\n  }\n"): typeof import('./graphql').ClinicianRouteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveClinicianRoute($input: SaveClinicianRouteInput!) {\n    saveClinicianRoute(input: $input) {\n      ...ClinicianRouteFields\n    }\n  }\n"): typeof import('./graphql').SaveClinicianRouteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveClinicianRoute($clinicianId: ID!, $date: String!, $versionId: Int!) {\n    removeClinicianRoute(clinicianId: $clinicianId, date: $date, versionId: $versionId)\n  }\n"): typeof import('./graphql').RemoveClinicianRouteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TravelMatrix($points: [CoordinatesInput!]!) {\n    TravelMatrix(points: $points) {\n      source\n      minutes\n      miles\n    }\n  }\n"): typeof import('./graphql').TravelMatrixDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SchedulableClinicianFields on SchedulableClinician {\n    id\n    name\n    state\n    timeZone\n    home {\n      label\n      latitude\n      longitude\n    }\n  }\n"): typeof import('./graphql').SchedulableClinicianFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchedulableClinicians {\n    SchedulableClinicians {\n      ...SchedulableClinicianFields\n    }\n  }\n"): typeof import('./graphql').SchedulableCliniciansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicianSchedule($clinicianId: ID!, $from: String!, $to: String!) {\n    ClinicianSchedule(clinicianId: $clinicianId, from: $from, to: $to) {\n      clinician {\n        ...SchedulableClinicianFields\n      }\n      from\n      to\n      availableSOCCount\n      freeSlots {\n        start\n        end\n      }\n      visits {\n        patientName\n        asap\n        overrideReason\n        appointment {\n          ...AppointmentFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClinicianScheduleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleVisit($appointmentId: ID!) {\n    ScheduleVisit(appointmentId: $appointmentId) {\n      clinician {\n        ...SchedulableClinicianFields\n      }\n      visit {\n        patientName\n        asap\n        overrideReason\n        appointment {\n          ...AppointmentFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ScheduleVisitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').BookAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleAppointment($input: RescheduleAppointmentInput!) {\n    rescheduleAppointment(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').RescheduleAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAppointment($input: CancelAppointmentInput!) {\n    cancelAppointment(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CancelAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAppointmentMissed($input: MarkAppointmentMissedInput!) {\n    markAppointmentMissed(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').MarkAppointmentMissedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnScheduleChanged($clinicianId: ID!) {\n    onScheduleChanged(clinicianId: $clinicianId) {\n      clinicianId\n      appointmentIds\n      at\n    }\n  }\n"): typeof import('./graphql').OnScheduleChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CoverageConfigFields on CoverageConfig {\n    kind\n    userId\n    name\n    email\n    status\n    states\n    markets {\n      id\n      name\n      state\n    }\n    clinicians {\n      id\n      name\n      state\n      active\n    }\n    updatedAt\n    versionId\n  }\n"): typeof import('./graphql').CoverageConfigFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoverageConfigList($kind: String!, $term: String, $first: Int, $after: String) {\n    CoverageConfigList(kind: $kind, term: $term, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...CoverageConfigFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CoverageConfigListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoverageConfig($kind: String!, $userId: ID!) {\n    CoverageConfig(kind: $kind, userId: $userId) {\n      config {\n        ...CoverageConfigFields\n      }\n      clinicianChoices {\n        id\n        name\n        state\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').CoverageConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCoverageConfig($kind: String!, $userId: ID!, $versionId: Int!, $input: CoverageConfigInput!) {\n    updateCoverageConfig(kind: $kind, userId: $userId, versionId: $versionId, input: $input) {\n      ...CoverageConfigFields\n    }\n  }\n"): typeof import('./graphql').UpdateCoverageConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkTaskFields on WorkTask {\n    id\n    versionId\n    patientId\n    patientName\n    title\n    status\n    priority\n    ownerId\n    owner\n    ownerJobFunctionTitle\n    dueDate\n    overdue\n    originLabel\n    authoredOn\n    requester\n    completedOn\n  }\n"): typeof import('./graphql').WorkTaskFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskList(\n    $view: String!\n    $status: String\n    $priority: String\n    $origin: String\n    $overdue: Boolean\n    $term: String\n    $state: String\n    $owner: String\n    $age: String\n    $first: Int\n    $after: String\n  ) {\n    TaskList(\n      view: $view\n      status: $status\n      priority: $priority\n      origin: $origin\n      overdue: $overdue\n      term: $term\n      state: $state\n      owner: $owner\n      age: $age\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...WorkTaskFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TaskListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskHistory($id: ID!) {\n    TaskHistory(id: $id) {\n      versionId\n      at\n      by\n      status\n      owner\n      ownerJobFunctionTitle\n      priority\n      dueDate\n    }\n  }\n"): typeof import('./graphql').TaskHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignTask($input: TaskAssignInput!) {\n    assignTask(input: $input) {\n      ...WorkTaskFields\n    }\n  }\n"): typeof import('./graphql').AssignTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskDashboard {\n    TaskDashboard {\n      open\n      overdue\n      byStatus {\n        key\n        label\n        count\n      }\n      byOwner {\n        key\n        label\n        count\n      }\n      byAge {\n        key\n        label\n        count\n      }\n      byMarket {\n        key\n        label\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').TaskDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CareTeamFields on CareTeam {\n    id\n    versionId\n    lastUpdated\n    name\n    active\n    state\n    note\n    managingMarket {\n      id\n      name\n    }\n    participants {\n      practitionerId\n      practitionerName\n      role\n      roleLabel\n      specialty\n    }\n  }\n"): typeof import('./graphql').CareTeamFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareTeamList($term: String, $state: String, $first: Int, $after: String) {\n    CareTeamList(term: $term, state: $state, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...CareTeamFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CareTeamListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCareTeam($team: CareTeamInput!) {\n    createCareTeam(team: $team) {\n      ...CareTeamFields\n    }\n  }\n"): typeof import('./graphql').CreateCareTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCareTeam($id: ID!, $versionId: Int!, $team: CareTeamInput!) {\n    updateCareTeam(id: $id, versionId: $versionId, team: $team) {\n      ...CareTeamFields\n    }\n  }\n"): typeof import('./graphql').UpdateCareTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareTeamClinicianOptions($term: String, $first: Int) {\n    ClinicianList(term: $term, active: true, first: $first) {\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CareTeamClinicianOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TelehealthEncounterFields on TelehealthEncounter {\n    id\n    versionId\n    telemedicineStatus\n    requestedAt\n    requestedByName\n    patientId\n    patientName\n    patientState\n    clinicianId\n    clinicianName\n    appointmentId\n    checkedInAt\n    checkedOutAt\n    teleMedicineType\n    meetingUrl\n    homeHealthName\n    onsiteProviderPhone\n    encounter {\n      id\n      versionId\n      status\n      stateText\n      state {\n        allowCheckout\n      }\n    }\n  }\n"): typeof import('./graphql').TelehealthEncounterFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TelehealthEncounterList(\n    $patientStates: [String!]\n    $telemedicineStatuses: [String!]\n    $mine: Boolean\n    $term: String\n    $first: Int\n    $after: String\n  ) {\n    TelehealthEncounterList(\n      patientStates: $patientStates\n      telemedicineStatuses: $telemedicineStatuses\n      mine: $mine\n      term: $term\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      eventCursor\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...TelehealthEncounterFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TelehealthEncounterListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TelehealthEncounter($id: ID!) {\n    TelehealthEncounter(id: $id) {\n      ...TelehealthEncounterFields\n    }\n  }\n"): typeof import('./graphql').TelehealthEncounterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PerformTMAutoCheckout($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!) {\n    PerformTMAutoCheckout(clientMutationId: $clientMutationId, encounterId: $encounterId, baseVersion: $baseVersion) {\n      id\n      versionId\n      status\n      stateText\n    }\n  }\n"): typeof import('./graphql').PerformTmAutoCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestTelehealthVisit($clientMutationId: ID!, $patientId: ID!, $meetingUrl: String) {\n    requestTelehealthVisit(clientMutationId: $clientMutationId, patientId: $patientId, meetingUrl: $meetingUrl) {\n      ...TelehealthEncounterFields\n    }\n  }\n"): typeof import('./graphql').RequestTelehealthVisitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTelehealthRequest($clientMutationId: ID!, $encounterId: ID!, $baseVersion: Int!) {\n    cancelTelehealthRequest(clientMutationId: $clientMutationId, encounterId: $encounterId, baseVersion: $baseVersion) {\n      ...TelehealthEncounterFields\n    }\n  }\n"): typeof import('./graphql').CancelTelehealthRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnWaitingRoomChanged($patientStates: [String!], $telemedicineStatuses: [String!], $since: String) {\n    onWaitingRoomChanged(patientStates: $patientStates, telemedicineStatuses: $telemedicineStatuses, since: $since) {\n      cursor\n      kind\n      request {\n        ...TelehealthEncounterFields\n      }\n    }\n  }\n"): typeof import('./graphql').OnWaitingRoomChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TelehealthCheckIn(\n    $clientMutationId: ID!\n    $encounterId: ID!\n    $baseVersion: Int!\n    $provenance: ProvenanceInput!\n    $teleMedicineType: String!\n  ) {\n    startEncounter(\n      clientMutationId: $clientMutationId\n      encounterId: $encounterId\n      baseVersion: $baseVersion\n      provenance: $provenance\n      teleMedicineType: $teleMedicineType\n    ) {\n      id\n      versionId\n      status\n      stateText\n      appointmentId\n      practitionerId\n    }\n  }\n"): typeof import('./graphql').TelehealthCheckInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserList(\n    $term: String\n    $active: Boolean\n    $firstName: String\n    $lastName: String\n    $organizationId: ID\n    $jobFunction: String\n    $state: String\n    $role: String\n    $first: Int\n    $after: String\n  ) {\n    UserList(\n      term: $term\n      active: $active\n      firstName: $firstName\n      lastName: $lastName\n      organizationId: $organizationId\n      jobFunction: $jobFunction\n      state: $state\n      role: $role\n      first: $first\n      after: $after\n    ) {\n      edges {\n        node {\n          id\n          email\n          givenName\n          familyName\n          name\n          status\n          roles\n          jobFunctions {\n            code\n            title\n          }\n          lastLoggedIn\n        }\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').UserListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query User($id: ID!) {\n    User(id: $id) {\n      id\n      email\n      givenName\n      familyName\n      name\n      phone\n      state\n      status\n      statusUpdatedDate\n      userType\n      roles\n      permissions\n      jobFunctions {\n        code\n        title\n      }\n      practitionerId\n      hasPin\n      userPinModifiedOn\n      lastLoggedIn\n      invitedAt\n      markets\n      versionId\n      legalEntities {\n        id\n        name\n        type\n        state\n      }\n      payers {\n        id\n        name\n        type\n        state\n      }\n    }\n  }\n"): typeof import('./graphql').UserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($user: UserInput!) {\n    createUser(user: $user)\n  }\n"): typeof import('./graphql').CreateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $versionId: Int!, $user: UserInput!) {\n    updateUser(id: $id, versionId: $versionId, user: $user)\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReinviteUser($id: ID!) {\n    reinviteUser(id: $id)\n  }\n"): typeof import('./graphql').ReinviteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserPassword($id: ID!) {\n    resetUserPassword(id: $id)\n  }\n"): typeof import('./graphql').ResetUserPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id)\n  }\n"): typeof import('./graphql').DeactivateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id)\n  }\n"): typeof import('./graphql').ReactivateUserDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
