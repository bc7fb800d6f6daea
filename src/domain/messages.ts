// The spec's words (SPEC §2, §6, §8), quoted exactly, in one place.
export const MESSAGES = {
  enterEmail: 'Please enter email id to continue',
  /** SPEC §5 validation words. */
  required: 'This field is required',
  incorrectValue: 'This field has incorrect value',
  /** SPEC §5 time and date range words. */
  invalidTimeRange: 'Invalid time range.',
  pastStart: 'Start time must be greater than the current time.',
  invalidDateRange: 'Invalid date range',
  slotsOverlap: 'Slots in a day cannot be overlapped.',
  ssoAdvice: 'Company users can sign in with single sign-on. Non-company users who cannot sign in should contact support.',
  wrongCredentials: 'Incorrect username or password.',
  offline: 'No internet connection',
  sessionExpired: 'Your session has expired. Please sign in again.',
  configLoadFailed: 'Could not load the application configuration.',
  notLinkedToClinician:
    'Your user account is not linked to the clinician account. Please contact the support team for any changes required.',
  versionNotUpdated: (version: string) => `Version not updated to ${version}, please contact EMR support`,
  copyright: '© 2026 Wound Care EMR',
  buildVersion: (build: string, environment: string) => `Build Version: ${build} / ${environment}`,
  updateTitle: 'Update Your App Version',
  updateBody: 'Refresh the browser to use the latest version.',
  notFound: 'Not Found',
  forbidden: 'Forbidden',
  noData: 'No data found to display',
  endOfResults: 'The end of results',
  conflict:
    'Another user has submitted an updated version of the form that you were trying to submit. Please refresh and submit your changes again.',
  incorrectPin: 'Incorrect PIN, logout to continue',
  verifyPin: 'Please verify your PIN',
  /** Brute-force lock of sign-in (per account or per address). */
  tooManyAttempts: (minutes: number) => `Too many failed attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  accountInactive: 'Your account is inactive. Please contact your administrator.',
  /** SPEC §6 EnableExternalUserVerification: an external user whose account has expired. */
  accountExpired: 'Your account has expired. Please contact your administrator.',
  /** SPEC §8 telehealth words. */
  encounterInProgress: 'The encounter is already in progress. Please select another encounter to check-in.',
  noSessionData: 'No Session data found for requested',
  noHomeHealth: 'No home health assigned for this patient',
  contactOnsiteProvider: 'Contact the onsite provider',
  callOnsiteProvider: 'Please call the onsite provider',
  /** SPEC §2 persistent notification. */
  newWaitingRoomRequest: 'New waiting room request',
} as const;
