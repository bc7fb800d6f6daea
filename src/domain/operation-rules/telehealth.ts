// Who may call the telehealth area's operations (SPEC §6): its part of OPERATION_RULES
// (../operation-permissions.ts), which its server manifest (server/modules/telehealth) names as its rules.
import { type OperationRule, telehealth } from './rule-kinds';

export const telehealthRules = {
  // Telehealth (SPEC §2 /telemedicine, /my-encounters, /waiting-room: permission patient and the
  // telehealth check, which the telehealth service adds; encounters, so closed to external and
  // reviewer-readonly users).
  'Query.TelehealthEncounterList': telehealth(),
  'Query.TelehealthEncounter': telehealth(),
  // The kiosk's: only an onsite provider asks for a visit (SPEC §2 waiting room).
  'Mutation.requestTelehealthVisit': telehealth('onsite-provider'),
  'Mutation.cancelTelehealthRequest': telehealth(),
  'Subscription.onWaitingRoomChanged': telehealth(),
} as const satisfies Record<string, OperationRule>;
