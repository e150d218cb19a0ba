import {
  BooleanField,
  DateField,
  EmailField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import type { AdminUser } from '@common/schemas/user';
import { PlanField, SubscriptionField, UsageField } from './user-fields';

const UserTitle = () => {
  const user = useRecordContext<AdminUser>();
  return <span>User {user ? user.username : ''}</span>;
};

export function UserShow() {
  return (
    <Show title={<UserTitle />}>
      <SimpleShowLayout>
        <TextField source="id" label="ID" />
        <TextField source="username" />
        <EmailField source="email" label="E-mail" />
        <TextField source="firstName" label="First name" emptyText="—" />
        <TextField source="lastName" label="Last name" emptyText="—" />
        <PlanField label="Plan" />
        <SubscriptionField label="Subscription" />
        <BooleanField source="isAdmin" label="Admin" />
        <BooleanField source="isPremium" label="Premium" />
        <UsageField label="Analyses this period" />
        <DateField source="usageResetsAt" label="Usage resets" showTime />
        <BooleanField source="hasSeenScanTips" label="Has seen scan tips" />
        <DateField source="createdAt" label="Joined" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
