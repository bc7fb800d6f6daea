// The PIN form's input (SPEC §5): the password when changing an existing PIN, the new PIN and
// its confirmation (the shared PinPairSchema), and the e-mailed code for internal users.
import * as v from 'valibot';
import { MESSAGES } from '../../domain/messages';
import { PinPairSchema, VerificationCodeSchema } from '../../domain/security/pin';

export interface PinFormValues {
  password: string;
  pin: string;
  confirmPin: string;
  verificationCode: string;
}

export const EMPTY_PIN_FORM: PinFormValues = { password: '', pin: '', confirmPin: '', verificationCode: '' };

export function pinFormSchema({ needsPassword, needsCode }: { needsPassword: boolean; needsCode: boolean }) {
  return v.pipe(
    v.object({ password: v.string(), pin: v.string(), confirmPin: v.string(), verificationCode: v.string() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value;
      const issue = (key: keyof PinFormValues, message: string) =>
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }] });
      if (needsPassword && values.password.length === 0) issue('password', MESSAGES.required);
      const pair = v.safeParse(PinPairSchema, { pin: values.pin, confirmPin: values.confirmPin });
      if (!pair.success) {
        for (const problem of pair.issues) {
          const key = problem.path?.[0]?.key;
          if (key === 'pin' || key === 'confirmPin') issue(key, problem.message);
        }
      }
      if (needsCode) {
        const code = v.safeParse(VerificationCodeSchema, values.verificationCode);
        if (!code.success) issue('verificationCode', code.issues[0].message);
      }
    }),
  );
}
