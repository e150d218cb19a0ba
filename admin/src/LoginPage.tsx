import { Login, LoginForm, required, TextInput } from 'react-admin';

/**
 * react-admin's login with our wording. A plain password field: the default one's
 * "Show password" toggle also answers to a "password" label, which trips label-based tests.
 */
export function LoginPage() {
  return (
    <Login>
      <LoginForm>
        <TextInput
          autoFocus
          source="username"
          label="Username or e-mail"
          autoComplete="username"
          validate={required('Username is required')}
        />
        <TextInput
          source="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          validate={required('Password is required')}
        />
      </LoginForm>
    </Login>
  );
}
