import {
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { EMAIL_STATUSES, type OutboxEmail } from '@common/schemas/email';
import { ResponsiveDatagrid } from '../../layout/ResponsiveDatagrid';
import { SendTestEmailForm } from './SendTestEmailForm';
import { StatusField } from './StatusField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search recipient, subject or template" />,
  <SelectInput
    key="status"
    source="status"
    choices={EMAIL_STATUSES.map((id) => ({ id, name: id }))}
    alwaysOn
  />,
];

/** The outbox: every e-mail the product sent or will send, newest first. */
export function EmailList() {
  return (
    <>
      <SendTestEmailForm />
      <List
        title="Emails"
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={false}
        exporter={false}
      >
        <ResponsiveDatagrid<OutboxEmail>
          rowClick="show"
          primaryText={(e) => e.subject}
          secondaryText={(e) => `${e.to} · ${e.template}`}
          tertiaryText={(e) => e.status}
        >
          <TextField source="to" label="Recipient" />
          <TextField source="template" sortBy="kind" />
          <StatusField label="Status" sortBy="status" />
          <NumberField source="attempts" />
          <FunctionField<OutboxEmail>
            label="Last error"
            render={(e) => (e.lastError ? e.lastError.slice(0, 80) : '—')}
          />
          <DateField source="sentAt" label="Sent at" showTime emptyText="—" />
          <DateField source="createdAt" label="Queued at" showTime />
        </ResponsiveDatagrid>
      </List>
    </>
  );
}
