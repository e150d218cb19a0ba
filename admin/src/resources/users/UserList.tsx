import {
  DateField,
  DateInput,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import type { AdminUser } from '@common/schemas/user';
import { ResponsiveDatagrid } from '../../layout/ResponsiveDatagrid';
import { userExporter } from './user-csv';
import { PlanField, SubscriptionField, UsageField } from './user-fields';
import { planBadge, usageLabel } from './user-labels';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, username or e-mail" />,
  <SelectInput
    key="plan"
    source="plan"
    label="Plan"
    choices={[
      { id: 'free', name: 'Free' },
      { id: 'premium', name: 'Premium' },
    ]}
  />,
  <NullableBooleanInput key="isAdmin" source="isAdmin" label="Admin" />,
  <DateInput key="joinedFrom" source="joinedFrom" label="Joined from" />,
  <DateInput key="joinedTo" source="joinedTo" label="Joined until" />,
];

export function UserList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={userExporter}
    >
      <ResponsiveDatagrid<AdminUser>
        primaryText={(u) => u.username}
        secondaryText={(u) => u.email}
        tertiaryText={(u) => `${planBadge(u).label} · ${usageLabel(u)}`}
      >
        <TextField source="username" />
        <TextField source="email" label="E-mail" />
        <PlanField label="Plan" />
        <SubscriptionField label="Subscription" />
        <UsageField label="Analyses" />
        <DateField source="createdAt" label="Joined" showTime />
      </ResponsiveDatagrid>
    </List>
  );
}
