import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../test/setup-each';
import { json, renderApp, type Handler } from '../../test/render-app';

async function openContact(handlers: Record<string, Handler> = {}) {
  const rendered = await renderApp('/contact', { handlers });
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  return { ...rendered, user };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
}

const posts = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('Contact form', () => {
  it('refuses a subject of spaces with the shared message, without sending', async () => {
    const { user, fetchMock } = await openContact();
    await fill(user, {
      Name: 'Ada',
      Email: 'ada@example.com',
      Subject: '   ',
      Message: 'Hello there',
    });
    // happy-dom's constraint validation is partial: submit the form the way the browser would.
    fireEvent.submit(screen.getByRole('form', { name: 'Send us a message' }));
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(field('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends the trimmed message and shows the server field errors when refused', async () => {
    let sent: unknown;
    const { user } = await openContact({
      'POST /api/contact': (init) => {
        sent = JSON.parse(String(init?.body));
        return json(400, {
          code: 'validation_failed',
          message: 'Invalid email address',
          errors: { email: ['Invalid email address'] },
        });
      },
    });
    await fill(user, {
      Name: ' Ada ',
      Email: 'ada@example.com',
      Subject: 'Tap lists',
      Message: 'Hello',
    });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(sent).toEqual({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Tap lists',
        message: 'Hello',
      }),
    );
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(field('Name').value).toBe(' Ada ');
  });
});
