import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../test/setup-each';
import { json, renderApp, sampleUser, type Handler } from '../../test/render-app';

async function openRegister(handlers: Record<string, Handler> = {}) {
  const rendered = await renderApp('/auth', { handlers });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Create Account' }));
  return { ...rendered, user };
}

type Values = Partial<Record<string, string>>;

async function fill(user: ReturnType<typeof userEvent.setup>, values: Values, age = true) {
  const labels: Record<string, string> = {
    username: 'Username',
    email: 'E-mail',
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    confirmPassword: 'Confirm password',
  };
  for (const [key, label] of Object.entries(labels)) {
    const value = values[key];
    if (value) await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
  if (age) await user.click(screen.getByLabelText('I am 21 or older'));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const valid = {
  username: 'hopper',
  email: 'Hopper@Example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('Create Account form', () => {
  it('shows "Passwords do not match" on the confirmation field', async () => {
    const { user, fetchMock } = await openRegister();
    await fill(user, { ...valid, confirmPassword: 'secret2' });
    const confirm = screen.getByLabelText('Confirm password');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(confirm.getAttribute('aria-describedby')).toContain('register-confirmPassword-error');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('rejects a short password with the product message', async () => {
    const { user } = await openRegister();
    await fill(user, { ...valid, password: '123', confirmPassword: '123' });
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByLabelText('Password', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('refuses a look-alike username and a password over 72 bytes before sending', async () => {
    const { user, fetchMock } = await openRegister();
    const password = 'é'.repeat(37); // 74 bytes
    await fill(user, { ...valid, username: 'раypal', password, confirmPassword: password });
    expect(
      await screen.findByText('Username cannot mix alphabets (such as Latin and Cyrillic)'),
    ).toBeTruthy();
    expect(screen.getByText('Password must be at most 72 bytes')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('requires the age confirmation', async () => {
    const { user } = await openRegister();
    await fill(user, valid, false);
    expect(await screen.findByText('You must confirm that you are 21 or older')).toBeTruthy();
  });

  it('POSTs exactly the register fields, without confirmPassword', async () => {
    let sent: unknown;
    const { user, router } = await openRegister({
      'POST /api/register': (init) => {
        sent = JSON.parse(String(init?.body));
        return json(201, { ...sampleUser, token: 'ignored' });
      },
    });
    await fill(user, valid);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(sent).toEqual({
      username: 'hopper',
      password: 'secret1',
      email: 'hopper@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      ageConfirmed: true,
    });
    expect(await screen.findByText('Registration successful')).toBeTruthy();
    expect(screen.getByText('Welcome to BeerScout, Grace')).toBeTruthy();
  });

  it('shows a taken username on the field and a destructive toast', async () => {
    const { user } = await openRegister({
      'POST /api/register': () =>
        json(409, {
          code: 'username_taken',
          message: 'That username is taken',
          errors: { username: ['That username is taken'] },
        }),
    });
    await fill(user, valid);
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    const username = screen.getByLabelText('Username', { exact: true });
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('register-username-error')?.textContent).toBe(
      'That username is taken',
    );
  });
});
