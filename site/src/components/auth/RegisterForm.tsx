import { useState, type FormEvent } from 'react';
import { RegisterFormSchema } from '@common/schemas/auth';
import { useAuthReady } from '../../hooks/auth-context';
import { useAuth } from '../../hooks/use-auth';
import { fieldErrorsFromApi, fieldErrorsFromIssues, focusFirstError } from '../../lib/form-errors';
import { buttonClass } from '../ui/styles';
import { FormField } from './FormField';

const FIELDS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'password',
  'confirmPassword',
  'ageConfirmed',
] as const;
type TextField = Exclude<(typeof FIELDS)[number], 'ageConfirmed'>;

const EMPTY: Record<TextField, string> = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
};

/** Create Account, validated with the same schema the API uses plus the confirmation check. */
export function RegisterForm() {
  const { registerMutation } = useAuth();
  const [values, setValues] = useState(EMPTY);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const clear = (name: string) => setErrors(({ [name]: _gone, ...rest }) => rest);
  const text = (name: TextField) => ({
    id: `register-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      clear(name);
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = RegisterFormSchema.safeParse({ ...values, ageConfirmed });
    if (!parsed.success) {
      const found = fieldErrorsFromIssues(parsed.error.issues);
      setErrors(found);
      focusFirstError('register', FIELDS, found);
      return;
    }
    setErrors({});
    const { username, password, email, firstName, lastName } = parsed.data;
    // The API's schema is strict: exactly these keys, never confirmPassword.
    registerMutation.mutate(
      { username, password, email, firstName, lastName, ageConfirmed: true },
      {
        onError: (err) => {
          const found = fieldErrorsFromApi(err, FIELDS);
          setErrors(found);
          focusFirstError('register', FIELDS, found);
        },
      },
    );
  }

  const pending = registerMutation.isPending;
  const ageError = errors.ageConfirmed;
  const ready = useAuthReady();
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Create Account">
      {/* Disabled until sign-in works: while the page hydrates and its auth runtime loads. */}
      <fieldset disabled={!ready} className="space-y-4">
        <FormField label="Username" autoComplete="username" {...text('username')} />
        <FormField label="E-mail" type="email" autoComplete="email" {...text('email')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" autoComplete="given-name" {...text('firstName')} />
          <FormField label="Last name" autoComplete="family-name" {...text('lastName')} />
        </div>
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          {...text('password')}
        />
        <FormField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...text('confirmPassword')}
        />
        <div className="space-y-1">
          <div className="flex items-center gap-2">
            <input
              id="register-ageConfirmed"
              type="checkbox"
              checked={ageConfirmed}
              onChange={(e) => {
                setAgeConfirmed(e.target.checked);
                clear('ageConfirmed');
              }}
              aria-invalid={ageError ? true : undefined}
              aria-describedby={ageError ? 'register-ageConfirmed-error' : undefined}
              className="size-5 rounded border-stone-400 accent-amber-700"
            />
            <label htmlFor="register-ageConfirmed" className="text-sm font-medium text-stone-900">
              I am 21 or older
            </label>
          </div>
          {ageError && (
            <p id="register-ageConfirmed-error" className="text-sm text-red-700">
              {ageError}
            </p>
          )}
        </div>
        <button type="submit" disabled={pending} className={`${buttonClass.primary} w-full`}>
          {pending ? 'Creating Account...' : 'Create Account'}
        </button>
      </fieldset>
    </form>
  );
}
