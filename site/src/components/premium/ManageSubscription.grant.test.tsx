import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/render-app';
import { renderManageSubscription } from './render-manage-subscription';

const GRANT_MESSAGE =
  'Your Premium was granted by BeerScout; there is no card subscription to manage.';

describe('/premium for a user whose premium an admin granted', () => {
  it('says where premium comes from, with no renewal and no Cancel', async () => {
    const manage = await renderManageSubscription(() =>
      json(404, { code: 'no_subscription', message: GRANT_MESSAGE }),
    );
    expect(await within(manage).findByText(GRANT_MESSAGE)).toBeTruthy();
    expect(within(manage).queryByText(/coupon/)).toBeNull();
    expect(within(manage).queryByText('Next renewal')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });
});
