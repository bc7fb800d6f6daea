// The inputs of the account operations (GraphQL and REST), as valibot schemas. The rules shared
// with the screens (PIN, password policy, code format) come from src/domain/security; these add
// the size limits and shapes that protect the server.
import * as v from 'valibot';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { DEVICE_EVENT_KINDS } from './auth-event-repository.ts';

// Missing keys read as '' (v.optional(..., '')), so a request without a field gets the same
// words as an empty field rather than valibot's own.
export const EmailSchema = v.pipe(
  v.optional(v.string(MESSAGES.enterEmail), ''),
  v.trim(),
  v.nonEmpty(MESSAGES.enterEmail),
  v.maxLength(254, MESSAGES.incorrectValue),
  v.email(MESSAGES.incorrectValue),
);

/** A password as typed: required, and not absurdly long (argon2 would hash megabytes). */
const Secret = v.pipe(
  v.optional(v.string(MESSAGES.required), ''),
  v.nonEmpty(MESSAGES.required),
  v.maxLength(256, MESSAGES.incorrectValue),
);
/** A new password: the policy (src/domain/security/password.ts) is checked by the service with the e-mail. */
const NewSecret = v.pipe(v.optional(v.string(MESSAGES.required), ''), v.maxLength(256, MESSAGES.incorrectValue));
/** A code as typed; its format is checked (as a used attempt) with the code itself. */
const Code = v.pipe(
  v.optional(v.string(MESSAGES.required), ''),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.maxLength(64, MESSAGES.incorrectValue),
);
const PinText = v.pipe(v.optional(v.string(MESSAGES.required), ''), v.maxLength(64, MESSAGES.incorrectValue));

export const PasswordResetCodeInput = v.object({ email: EmailSchema });
export const PasswordResetVerifyInput = v.object({ email: EmailSchema, code: Code });
export const ChangePasswordInput = v.object({ currentPassword: Secret, newPassword: NewSecret });
export const ConfirmPasswordChangeInput = v.object({ email: EmailSchema, verificationCode: Code, newPassword: NewSecret });
export const UserPinInput = v.object({
  pin: PinText,
  confirmPin: PinText,
  password: v.nullish(v.pipe(v.string(MESSAGES.required), v.maxLength(256, MESSAGES.incorrectValue))),
  verificationCode: v.nullish(v.pipe(v.string(MESSAGES.required), v.trim(), v.maxLength(64, MESSAGES.incorrectValue))),
});
export const VerificationCodeInput = Code;

/** At most 50 events per report (src/api/auth-audit.ts keeps at most 50 queued). */
export const MAX_DEVICE_EVENTS = 50;
export const DeviceAuditInput = v.object(
  {
    events: v.pipe(
      v.array(
        v.object(
          {
            kind: v.picklist(DEVICE_EVENT_KINDS, `kind must be one of ${DEVICE_EVENT_KINDS.join(', ')}`),
            at: v.pipe(
              v.string('at must be a date-time'),
              v.maxLength(40, 'at must be a date-time'),
              v.isoTimestamp('at must be a date-time'),
            ),
          },
          'Each event must be an object with kind and at',
        ),
        'events must be a list',
      ),
      v.minLength(1, 'events must not be empty'),
      v.maxLength(MAX_DEVICE_EVENTS, `At most ${MAX_DEVICE_EVENTS} events can be reported at once`),
    ),
  },
  // The object's message is also what a missing `events` key gets.
  'events must be a list',
);
