import {
  BooleanField,
  DateField,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  TextField,
} from 'react-admin';
import type { AdminSubscription } from '@common/schemas/payments';
import { ResponsiveDatagrid } from '../../layout/ResponsiveDatagrid';
import { subscriptionLabel } from '../users/user-labels';
import { CancelSubscriptionButton } from './CancelSubscriptionButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search username or e-mail" />,
];

/** Every user who started paying or is premium: status (spec 4), period end, cancellation. */
export function SubscriptionList() {
  return (
    <List
      title="Subscriptions"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <ResponsiveDatagrid<AdminSubscription>
        rowClick={false}
        primaryText={(s) => s.username}
        secondaryText={(s) => (
          <>
            {s.email}
            {s.currentPeriodEnd &&
              ` · ${s.cancelAtPeriodEnd ? 'ends' : 'renews'} ${new Date(s.currentPeriodEnd).toLocaleDateString()}`}
            <br />
            <CancelSubscriptionButton />
          </>
        )}
        tertiaryText={(s) => subscriptionLabel(s.status)}
      >
        <TextField source="username" label="User" />
        <EmailField source="email" label="E-mail" sortable={false} />
        <FunctionField<AdminSubscription>
          label="Status"
          sortable={false}
          render={(s) => subscriptionLabel(s.status)}
        />
        <TextField source="premiumSource" label="Source" sortable={false} emptyText="—" />
        <TextField source="stripeStatus" label="Stripe" sortable={false} emptyText="—" />
        <DateField source="currentPeriodEnd" label="Period end" sortable={false} emptyText="—" />
        <BooleanField source="cancelAtPeriodEnd" label="Cancels at period end" sortable={false} />
        <CancelSubscriptionButton />
      </ResponsiveDatagrid>
    </List>
  );
}
