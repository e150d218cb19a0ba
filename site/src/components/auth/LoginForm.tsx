import { useState, type FormEvent } from 'react';
import { LoginSchema, type LoginInput } from '@common/schemas/auth';
import { useAuthReady } from '../../hooks/auth-context';
import { useAuth } from '../../hooks/use-auth';
import { fieldErrorsFromApi, fieldErrorsFromIssues, focusFirstError } from '../../lib/form-errors';
import { buttonClass } from '../ui/styles';
import { FormField } from './FormField';

const FIELDS = ['username', 'password'] as const;

/** Sign In: where to go afterwards is GuestOnly's job, once the user is in the cache. */
export function LoginForm() {
  const { loginMutation } = useAuth();
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (name: keyof LoginInput) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = LoginSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsFromIssues(parsed.error.issues);
      setErrors(found);
      focusFirstError('login', FIELDS, found);
      return;
    }
    setErrors({});
    loginMutation.mutate(parsed.data, {
      onError: (err) => setErrors(fieldErrorsFromApi(err, FIELDS)),
    });
  }

  const pending = loginMutation.isPending;
  const ready = useAuthReady();
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign In">
      {/* Disabled until sign-in works: while the page hydrates and its auth runtime loads. */}
      <fieldset disabled={!ready} className="space-y-4">
        <FormField
          id="login-username"
          label="Username or e-mail"
          autoComplete="username"
          value={values.username}
          onChange={update('username')}
          error={errors.username}
        />
        <FormField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={update('password')}
          error={errors.password}
        />
        {loginMutation.isError && !Object.keys(errors).length && (
          <p role="alert" className="text-sm text-red-700">
            {loginMutation.error.message}
          </p>
        )}
        <button type="submit" disabled={pending} className={`${buttonClass.primary} w-full`}>
          {pending ? 'Signing In...' : 'Sign In'}
        </button>
      </fieldset>
    </form>
  );
}
