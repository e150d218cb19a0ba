import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  NumberField,
  Show,
  Tab,
  TabbedShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import type { AdminUserDetail } from '@common/schemas/admin-users';
import { UserActions } from './UserActions';
import { PlanField, SubscriptionField, UsageField } from './user-fields';

const UserTitle = () => {
  const user = useRecordContext<AdminUserDetail>();
  return <span>User {user ? user.username : ''}</span>;
};

export function UserShow() {
  return (
    <Show title={<UserTitle />} actions={false}>
      <UserActions />
      <TabbedShowLayout>
        <Tab label="Account">
          <TextField source="username" />
          <EmailField source="email" label="E-mail" />
          <TextField source="firstName" label="First name" emptyText="—" />
          <TextField source="lastName" label="Last name" emptyText="—" />
          <PlanField label="Plan" />
          <BooleanField source="isAdmin" label="Admin" />
          <DateField source="createdAt" label="Joined" showTime />
          <TextField source="id" label="ID" />
        </Tab>
        <Tab label="Usage">
          <UsageField label="Analyses this period" />
          <DateField source="usageResetsAt" label="Usage resets" showTime />
          <NumberField source="scansThisPeriod" label="Scans this period" />
          <NumberField source="scans" label="Scans (all time)" />
          <NumberField source="collectionSize" label="Beers in collection" />
          <NumberField source="ratings" label="Ratings" />
        </Tab>
        <Tab label="Subscription">
          <SubscriptionField label="Subscription" />
          <TextField source="premiumSource" label="Premium from" emptyText="—" />
          <DateField source="premiumUntil" label="Premium until" emptyText="—" showTime />
          <TextField source="stripeCustomerId" label="Stripe customer" emptyText="—" />
          <TextField source="stripeSubscriptionId" label="Stripe subscription" emptyText="—" />
          <ArrayField source="grants" label="Premium grants">
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>None</span>}>
              <TextField source="reason" />
              <DateField source="endsAt" label="Until" emptyText="no end" />
              <DateField source="createdAt" label="Granted" />
              <DateField source="revokedAt" label="Revoked" emptyText="—" />
            </Datagrid>
          </ArrayField>
        </Tab>
      </TabbedShowLayout>
    </Show>
  );
}
