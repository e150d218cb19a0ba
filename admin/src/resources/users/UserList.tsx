import {
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  SearchInput,
  TextField,
} from 'react-admin';
import { userExporter } from './user-csv';
import { PlanField, SubscriptionField, UsageField } from './user-fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search username or e-mail" />,
  <NullableBooleanInput key="isPremium" source="isPremium" label="Premium" />,
  <NullableBooleanInput key="isAdmin" source="isAdmin" label="Admin" />,
];

export function UserList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={userExporter}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="username" />
        <TextField source="email" label="E-mail" />
        <PlanField label="Plan" />
        <SubscriptionField label="Subscription" />
        <UsageField label="Analyses" />
        <DateField source="createdAt" label="Joined" showTime />
      </Datagrid>
    </List>
  );
}
