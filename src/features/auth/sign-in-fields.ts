// The sign-in form's two fields, checked against the shared SignInInput schema the way the app's
// other forms check theirs (on submit, then again on every change; the first wrong field takes the
// focus), without a form library: the sign-in page is the first screen a new user meets on a weak
// signal, and two fields do not need the ~14 KB of one (DESIGN §1).
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { SignInInput } from '../../domain/sign-in-input';

type Field = keyof v.InferInput<typeof SignInInput>;
const FIELDS: readonly Field[] = ['email', 'password'];
export type SignInErrors = Partial<Record<Field, string>>;

const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/** The input, or the first message of each wrong field. */
function check(values: Record<Field, string>): { input: SignInInput; errors: null } | { input: null; errors: SignInErrors } {
  const result = v.safeParse(SignInInput, values);
  if (result.success) return { input: result.output, errors: null };
  const nested = v.flatten<typeof SignInInput>(result.issues).nested ?? {};
  const errors: SignInErrors = {};
  for (const field of FIELDS) {
    const message = nested[field]?.[0];
    if (message) errors[field] = message;
  }
  return { input: null, errors };
}

export function useSignInFields(onValid: (input: SignInInput) => void) {
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const [errors, setErrors] = useState<SignInErrors>({});

  const values = (): Record<Field, string> => {
    const data = new FormData(form.current ?? undefined);
    return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const result = check(values());
    setErrors(result.errors ?? {});
    if (result.input) {
      onValid(result.input);
      return;
    }
    const first = FIELDS.find((field) => result.errors[field]);
    const element = first ? form.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  // After the first submit, a change re-checks the field that changed (and only that one).
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (!submitted.current || typeof name !== 'string' || !isField(name)) return;
    const message = check(values()).errors?.[name];
    setErrors(({ [name]: _previous, ...others }) => (message ? { ...others, [name]: message } : others));
  };

  return { form: { ref: form, onSubmit, onChange }, errors };
}
