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
    "\n  query Me {\n    me {\n      id\n      email\n      givenName\n      familyName\n      name\n      status\n      userType\n      roles\n      permissions\n      jobFunctions {\n        code\n        title\n      }\n      practitionerId\n      hasPin\n      lastLoggedIn\n    }\n  }\n": typeof types.MeDocument,
    "\n  query GetNotificationsCount {\n    GetNotificationsCount\n  }\n": typeof types.GetNotificationsCountDocument,
    "\n  query GetNotificationList($viewed: Boolean, $first: Int, $after: String) {\n    GetNotificationList(viewed: $viewed, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          _id\n          viewed\n          createdAt\n          event {\n            title\n            description\n          }\n          meta {\n            patientId\n            patientName\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetNotificationListDocument,
    "\n  mutation MarkNotificationViewed($id: ID!) {\n    markNotificationViewed(id: $id) {\n      _id\n      viewed\n    }\n  }\n": typeof types.MarkNotificationViewedDocument,
    "\n  subscription OnNotificationAdded {\n    onNotificationAdded {\n      _id\n      createdAt\n      event {\n        title\n        description\n      }\n    }\n  }\n": typeof types.OnNotificationAddedDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id\n    versionId\n    lastUpdated\n    status\n    appointmentType\n    start\n    end\n    routeOrder\n    patientId\n    practitionerId\n    encounterId\n    address {\n      line\n      city\n      state\n      postalCode\n      latitude\n      longitude\n    }\n  }\n": typeof types.AppointmentFieldsFragmentDoc,
    "\n  fragment PatientFields on Patient {\n    id\n    versionId\n    lastUpdated\n    name\n    givenName\n    familyName\n    gender\n    birthDate\n    age\n    phone\n    payerName\n    address {\n      line\n      city\n      state\n      postalCode\n      latitude\n      longitude\n    }\n  }\n": typeof types.PatientFieldsFragmentDoc,
    "\n  fragment EncounterFields on Encounter {\n    id\n    versionId\n    lastUpdated\n    status\n    stateText\n    type\n    deliveryType\n    period {\n      start\n      end\n    }\n    checkedInAt\n    checkedOutAt\n    signedAt\n    cancelReason\n    amendReason\n    patientId\n    practitionerId\n    appointmentId\n    episodeOfCareId\n    hasActiveAuthorization\n    state {\n      status\n      stateText\n      allowCheckIn\n      allowCheckout\n      allowESign\n      allowAmend\n      allowCancel\n      allowUndoCheckIn\n    }\n  }\n": typeof types.EncounterFieldsFragmentDoc,
    "\n  query MySchedule($from: String!, $to: String!) {\n    MySchedule(from: $from, to: $to) {\n      practitionerId\n      from\n      to\n      syncedAt\n      appointments {\n        ...AppointmentFields\n      }\n      patients {\n        ...PatientFields\n      }\n      encounters {\n        ...EncounterFields\n      }\n      days {\n        date\n        appointmentIds\n      }\n      questionnaires {\n        ...QuestionnaireFields\n      }\n      plans {\n        ...PlanFields\n      }\n      responses {\n        ...ResponseFields\n      }\n      earlierResponses {\n        questionnaireCode\n        encounterId\n        patientId\n        visitStart\n        answers\n      }\n    }\n  }\n": typeof types.MyScheduleDocument,
    "\n  query EncounterById($id: ID!) {\n    Encounter(id: $id) {\n      ...EncounterFields\n    }\n  }\n": typeof types.EncounterByIdDocument,
    "\n  mutation SyncEncounterCommands($commands: [EncounterCommandInput!]!) {\n    syncEncounterCommands(commands: $commands) {\n      clientMutationId\n      encounter {\n        ...EncounterFields\n      }\n      esign {\n        signed\n        missingAnswers {\n          id\n          title\n          conditions {\n            id\n            name\n            linkIds\n          }\n        }\n      }\n      response {\n        ...ResponseFields\n      }\n      error {\n        code\n        message\n        field\n        currentVersion\n        encounterId\n      }\n    }\n  }\n": typeof types.SyncEncounterCommandsDocument,
    "\n  subscription OnEncounterCreated {\n    onEncounterCreated {\n      id\n      versionId\n    }\n  }\n": typeof types.OnEncounterCreatedDocument,
    "\n  subscription OnEncounterUpdated {\n    onEncounterUpdated {\n      id\n      versionId\n    }\n  }\n": typeof types.OnEncounterUpdatedDocument,
    "\n  fragment QuestionnaireFields on Questionnaire {\n    id\n    versionId\n    code\n    title\n    status\n    items\n  }\n": typeof types.QuestionnaireFieldsFragmentDoc,
    "\n  fragment PlanFields on PlanDefinition {\n    id\n    versionId\n    title\n    encounterType\n    deliveryType\n    forms {\n      questionnaireCode\n      logic\n      label\n      listed\n      required\n    }\n  }\n": typeof types.PlanFieldsFragmentDoc,
    "\n  fragment ResponseFields on QuestionnaireResponse {\n    id\n    versionId\n    lastUpdated\n    questionnaireCode\n    questionnaireVersion\n    encounterId\n    authorId\n    authored\n    status\n    answers\n  }\n": typeof types.ResponseFieldsFragmentDoc,
    "\n  query EncounterResponses($encounterId: ID!) {\n    QuestionnaireResponseListForClinical(encounterId: $encounterId) {\n      ...ResponseFields\n    }\n  }\n": typeof types.EncounterResponsesDocument,
    "\n  mutation NarrativePdf($encounterId: ID!) {\n    generateEncounterNarrativePDF(encounterId: $encounterId) {\n      fileName\n      contentType\n      data\n    }\n  }\n": typeof types.NarrativePdfDocument,
    "\n  query PatientList($term: String, $state: String, $market: ID, $admission: [String!], $first: Int, $after: String) {\n    PatientList(term: $term, state: $state, market: $market, admission: $admission, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          givenName\n          familyName\n          birthDate\n          age\n          gender\n          phone\n          externalNumber\n          admissionStatus\n          state\n          marketName\n          address {\n            line\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n": typeof types.PatientListDocument,
    "\n  query MarketList($states: [String!], $term: String, $first: Int) {\n    MarketList(states: $states, term: $term, first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n": typeof types.MarketListDocument,
    "\n  query PatientChart($id: ID!) {\n    PatientChart(id: $id) {\n      patient {\n        id\n        name\n        birthDate\n        age\n        gender\n        phone\n        externalNumber\n        admissionStatus\n        state\n        marketName\n      }\n      demographics {\n        fullName\n        preferredName\n        gender\n        birthDate\n        age\n        maritalStatus\n        externalNumber\n        ssnLast4\n        phones {\n          use\n          value\n          display\n        }\n        emergencyContact {\n          name\n          relationship\n          phone\n        }\n        caregivers {\n          name\n          relationship\n          phone\n        }\n        addresses {\n          line\n          city\n          state\n          postalCode\n        }\n        email\n        fax\n        race\n        ethnicity\n        timeZone\n      }\n      tabs {\n        key\n        count\n      }\n    }\n  }\n": typeof types.PatientChartDocument,
    "\n  query AdmissionList($patientId: ID!) {\n    AdmissionList(patientId: $patientId) {\n      id\n      versionId\n      status\n      periodStart\n      periodEnd\n      holdReason\n      statusHistory {\n        status\n        start\n        end\n      }\n    }\n  }\n": typeof types.AdmissionListDocument,
    "\n  mutation ChangeAdmissionStatus($input: AdmissionStatusInput!) {\n    changeAdmissionStatus(input: $input) {\n      id\n      versionId\n      status\n      holdReason\n    }\n  }\n": typeof types.ChangeAdmissionStatusDocument,
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
    "\n  query Me {\n    me {\n      id\n      email\n      givenName\n      familyName\n      name\n      status\n      userType\n      roles\n      permissions\n      jobFunctions {\n        code\n        title\n      }\n      practitionerId\n      hasPin\n      lastLoggedIn\n    }\n  }\n": types.MeDocument,
    "\n  query GetNotificationsCount {\n    GetNotificationsCount\n  }\n": types.GetNotificationsCountDocument,
    "\n  query GetNotificationList($viewed: Boolean, $first: Int, $after: String) {\n    GetNotificationList(viewed: $viewed, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          _id\n          viewed\n          createdAt\n          event {\n            title\n            description\n          }\n          meta {\n            patientId\n            patientName\n          }\n        }\n      }\n    }\n  }\n": types.GetNotificationListDocument,
    "\n  mutation MarkNotificationViewed($id: ID!) {\n    markNotificationViewed(id: $id) {\n      _id\n      viewed\n    }\n  }\n": types.MarkNotificationViewedDocument,
    "\n  subscription OnNotificationAdded {\n    onNotificationAdded {\n      _id\n      createdAt\n      event {\n        title\n        description\n      }\n    }\n  }\n": types.OnNotificationAddedDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id\n    versionId\n    lastUpdated\n    status\n    appointmentType\n    start\n    end\n    routeOrder\n    patientId\n    practitionerId\n    encounterId\n    address {\n      line\n      city\n      state\n      postalCode\n      latitude\n      longitude\n    }\n  }\n": types.AppointmentFieldsFragmentDoc,
    "\n  fragment PatientFields on Patient {\n    id\n    versionId\n    lastUpdated\n    name\n    givenName\n    familyName\n    gender\n    birthDate\n    age\n    phone\n    payerName\n    address {\n      line\n      city\n      state\n      postalCode\n      latitude\n      longitude\n    }\n  }\n": types.PatientFieldsFragmentDoc,
    "\n  fragment EncounterFields on Encounter {\n    id\n    versionId\n    lastUpdated\n    status\n    stateText\n    type\n    deliveryType\n    period {\n      start\n      end\n    }\n    checkedInAt\n    checkedOutAt\n    signedAt\n    cancelReason\n    amendReason\n    patientId\n    practitionerId\n    appointmentId\n    episodeOfCareId\n    hasActiveAuthorization\n    state {\n      status\n      stateText\n      allowCheckIn\n      allowCheckout\n      allowESign\n      allowAmend\n      allowCancel\n      allowUndoCheckIn\n    }\n  }\n": types.EncounterFieldsFragmentDoc,
    "\n  query MySchedule($from: String!, $to: String!) {\n    MySchedule(from: $from, to: $to) {\n      practitionerId\n      from\n      to\n      syncedAt\n      appointments {\n        ...AppointmentFields\n      }\n      patients {\n        ...PatientFields\n      }\n      encounters {\n        ...EncounterFields\n      }\n      days {\n        date\n        appointmentIds\n      }\n      questionnaires {\n        ...QuestionnaireFields\n      }\n      plans {\n        ...PlanFields\n      }\n      responses {\n        ...ResponseFields\n      }\n      earlierResponses {\n        questionnaireCode\n        encounterId\n        patientId\n        visitStart\n        answers\n      }\n    }\n  }\n": types.MyScheduleDocument,
    "\n  query EncounterById($id: ID!) {\n    Encounter(id: $id) {\n      ...EncounterFields\n    }\n  }\n": types.EncounterByIdDocument,
    "\n  mutation SyncEncounterCommands($commands: [EncounterCommandInput!]!) {\n    syncEncounterCommands(commands: $commands) {\n      clientMutationId\n      encounter {\n        ...EncounterFields\n      }\n      esign {\n        signed\n        missingAnswers {\n          id\n          title\n          conditions {\n            id\n            name\n            linkIds\n          }\n        }\n      }\n      response {\n        ...ResponseFields\n      }\n      error {\n        code\n        message\n        field\n        currentVersion\n        encounterId\n      }\n    }\n  }\n": types.SyncEncounterCommandsDocument,
    "\n  subscription OnEncounterCreated {\n    onEncounterCreated {\n      id\n      versionId\n    }\n  }\n": types.OnEncounterCreatedDocument,
    "\n  subscription OnEncounterUpdated {\n    onEncounterUpdated {\n      id\n      versionId\n    }\n  }\n": types.OnEncounterUpdatedDocument,
    "\n  fragment QuestionnaireFields on Questionnaire {\n    id\n    versionId\n    code\n    title\n    status\n    items\n  }\n": types.QuestionnaireFieldsFragmentDoc,
    "\n  fragment PlanFields on PlanDefinition {\n    id\n    versionId\n    title\n    encounterType\n    deliveryType\n    forms {\n      questionnaireCode\n      logic\n      label\n      listed\n      required\n    }\n  }\n": types.PlanFieldsFragmentDoc,
    "\n  fragment ResponseFields on QuestionnaireResponse {\n    id\n    versionId\n    lastUpdated\n    questionnaireCode\n    questionnaireVersion\n    encounterId\n    authorId\n    authored\n    status\n    answers\n  }\n": types.ResponseFieldsFragmentDoc,
    "\n  query EncounterResponses($encounterId: ID!) {\n    QuestionnaireResponseListForClinical(encounterId: $encounterId) {\n      ...ResponseFields\n    }\n  }\n": types.EncounterResponsesDocument,
    "\n  mutation NarrativePdf($encounterId: ID!) {\n    generateEncounterNarrativePDF(encounterId: $encounterId) {\n      fileName\n      contentType\n      data\n    }\n  }\n": types.NarrativePdfDocument,
    "\n  query PatientList($term: String, $state: String, $market: ID, $admission: [String!], $first: Int, $after: String) {\n    PatientList(term: $term, state: $state, market: $market, admission: $admission, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          givenName\n          familyName\n          birthDate\n          age\n          gender\n          phone\n          externalNumber\n          admissionStatus\n          state\n          marketName\n          address {\n            line\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n": types.PatientListDocument,
    "\n  query MarketList($states: [String!], $term: String, $first: Int) {\n    MarketList(states: $states, term: $term, first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n": types.MarketListDocument,
    "\n  query PatientChart($id: ID!) {\n    PatientChart(id: $id) {\n      patient {\n        id\n        name\n        birthDate\n        age\n        gender\n        phone\n        externalNumber\n        admissionStatus\n        state\n        marketName\n      }\n      demographics {\n        fullName\n        preferredName\n        gender\n        birthDate\n        age\n        maritalStatus\n        externalNumber\n        ssnLast4\n        phones {\n          use\n          value\n          display\n        }\n        emergencyContact {\n          name\n          relationship\n          phone\n        }\n        caregivers {\n          name\n          relationship\n          phone\n        }\n        addresses {\n          line\n          city\n          state\n          postalCode\n        }\n        email\n        fax\n        race\n        ethnicity\n        timeZone\n      }\n      tabs {\n        key\n        count\n      }\n    }\n  }\n": types.PatientChartDocument,
    "\n  query AdmissionList($patientId: ID!) {\n    AdmissionList(patientId: $patientId) {\n      id\n      versionId\n      status\n      periodStart\n      periodEnd\n      holdReason\n      statusHistory {\n        status\n        start\n        end\n      }\n    }\n  }\n": types.AdmissionListDocument,
    "\n  mutation ChangeAdmissionStatus($input: AdmissionStatusInput!) {\n    changeAdmissionStatus(input: $input) {\n      id\n      versionId\n      status\n      holdReason\n    }\n  }\n": types.ChangeAdmissionStatusDocument,
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
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      givenName\n      familyName\n      name\n      status\n      userType\n      roles\n      permissions\n      jobFunctions {\n        code\n        title\n      }\n      practitionerId\n      hasPin\n      lastLoggedIn\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNotificationsCount {\n    GetNotificationsCount\n  }\n"): typeof import('./graphql').GetNotificationsCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNotificationList($viewed: Boolean, $first: Int, $after: String) {\n    GetNotificationList(viewed: $viewed, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          _id\n          viewed\n          createdAt\n          event {\n            title\n            description\n          }\n          meta {\n            patientId\n            patientName\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetNotificationListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationViewed($id: ID!) {\n    markNotificationViewed(id: $id) {\n      _id\n      viewed\n    }\n  }\n"): typeof import('./graphql').MarkNotificationViewedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnNotificationAdded {\n    onNotificationAdded {\n      _id\n      createdAt\n      event {\n        title\n        description\n      }\n    }\n  }\n"): typeof import('./graphql').OnNotificationAddedDocument;
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
export function graphql(source: "\n  fragment EncounterFields on Encounter {\n    id\n    versionId\n    lastUpdated\n    status\n    stateText\n    type\n    deliveryType\n    period {\n      start\n      end\n    }\n    checkedInAt\n    checkedOutAt\n    signedAt\n    cancelReason\n    amendReason\n    patientId\n    practitionerId\n    appointmentId\n    episodeOfCareId\n    hasActiveAuthorization\n    state {\n      status\n      stateText\n      allowCheckIn\n      allowCheckout\n      allowESign\n      allowAmend\n      allowCancel\n      allowUndoCheckIn\n    }\n  }\n"): typeof import('./graphql').EncounterFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySchedule($from: String!, $to: String!) {\n    MySchedule(from: $from, to: $to) {\n      practitionerId\n      from\n      to\n      syncedAt\n      appointments {\n        ...AppointmentFields\n      }\n      patients {\n        ...PatientFields\n      }\n      encounters {\n        ...EncounterFields\n      }\n      days {\n        date\n        appointmentIds\n      }\n      questionnaires {\n        ...QuestionnaireFields\n      }\n      plans {\n        ...PlanFields\n      }\n      responses {\n        ...ResponseFields\n      }\n      earlierResponses {\n        questionnaireCode\n        encounterId\n        patientId\n        visitStart\n        answers\n      }\n    }\n  }\n"): typeof import('./graphql').MyScheduleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EncounterById($id: ID!) {\n    Encounter(id: $id) {\n      ...EncounterFields\n    }\n  }\n"): typeof import('./graphql').EncounterByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncEncounterCommands($commands: [EncounterCommandInput!]!) {\n    syncEncounterCommands(commands: $commands) {\n      clientMutationId\n      encounter {\n        ...EncounterFields\n      }\n      esign {\n        signed\n        missingAnswers {\n          id\n          title\n          conditions {\n            id\n            name\n            linkIds\n          }\n        }\n      }\n      response {\n        ...ResponseFields\n      }\n      error {\n        code\n        message\n        field\n        currentVersion\n        encounterId\n      }\n    }\n  }\n"): typeof import('./graphql').SyncEncounterCommandsDocument;
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
export function graphql(source: "\n  query PatientList($term: String, $state: String, $market: ID, $admission: [String!], $first: Int, $after: String) {\n    PatientList(term: $term, state: $state, market: $market, admission: $admission, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          givenName\n          familyName\n          birthDate\n          age\n          gender\n          phone\n          externalNumber\n          admissionStatus\n          state\n          marketName\n          address {\n            line\n            city\n            state\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PatientListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketList($states: [String!], $term: String, $first: Int) {\n    MarketList(states: $states, term: $term, first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          state\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MarketListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientChart($id: ID!) {\n    PatientChart(id: $id) {\n      patient {\n        id\n        name\n        birthDate\n        age\n        gender\n        phone\n        externalNumber\n        admissionStatus\n        state\n        marketName\n      }\n      demographics {\n        fullName\n        preferredName\n        gender\n        birthDate\n        age\n        maritalStatus\n        externalNumber\n        ssnLast4\n        phones {\n          use\n          value\n          display\n        }\n        emergencyContact {\n          name\n          relationship\n          phone\n        }\n        caregivers {\n          name\n          relationship\n          phone\n        }\n        addresses {\n          line\n          city\n          state\n          postalCode\n        }\n        email\n        fax\n        race\n        ethnicity\n        timeZone\n      }\n      tabs {\n        key\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').PatientChartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmissionList($patientId: ID!) {\n    AdmissionList(patientId: $patientId) {\n      id\n      versionId\n      status\n      periodStart\n      periodEnd\n      holdReason\n      statusHistory {\n        status\n        start\n        end\n      }\n    }\n  }\n"): typeof import('./graphql').AdmissionListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAdmissionStatus($input: AdmissionStatusInput!) {\n    changeAdmissionStatus(input: $input) {\n      id\n      versionId\n      status\n      holdReason\n    }\n  }\n"): typeof import('./graphql').ChangeAdmissionStatusDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
