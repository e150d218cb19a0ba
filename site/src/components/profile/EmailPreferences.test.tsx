import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../test/setup-each';
import { json, renderApp, sampleUser } from '../../test/render-app';

describe('Profile: tips and news switch', () => {
  it('is off by default, saves the choice when flipped, and shows the saved state', async () => {
    let current = { ...sampleUser };
    const sent: unknown[] = [];
    await renderApp('/profile', {
      user: sampleUser,
      handlers: {
        'GET /api/user': () => json(200, current),
        'PATCH /api/user': (init) => {
          const body = JSON.parse(String(init?.body)) as { emailTips: boolean };
          sent.push(body);
          current = { ...current, ...body };
          return json(200, current);
        },
      },
    });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Tips and news' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(sent).toEqual([{ emailTips: true }]);
    expect(await screen.findByText('You will get tips and news by e-mail.')).toBeTruthy();

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(sent).toEqual([{ emailTips: true }, { emailTips: false }]);
  });
});
