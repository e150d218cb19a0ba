import Typography from '@mui/material/Typography';
import { DateField, EmailField, List, SearchInput, TextField, useRecordContext } from 'react-admin';
import { ResponsiveDatagrid } from '../../layout/ResponsiveDatagrid';
import { messageExporter } from './message-csv';
import type { ContactMessage } from '@common/schemas/contact';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, e-mail, subject or text" />,
];

/** The message itself, shown under its row when the row is clicked. */
const MessageText = () => {
  const message = useRecordContext<ContactMessage>();
  if (!message) return null;
  return (
    <Typography component="p" sx={{ whiteSpace: 'pre-wrap', py: 1 }}>
      {message.message}
    </Typography>
  );
};

/** What visitors sent through the Contact page, newest first. */
export function ContactMessageList() {
  return (
    <List
      title="Messages"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={messageExporter}
    >
      <ResponsiveDatagrid<ContactMessage>
        rowClick="expand"
        expand={<MessageText />}
        primaryText={(m) => m.subject}
        secondaryText={(m) => `${m.name} <${m.email}>: ${m.message}`}
        tertiaryText={(m) => new Date(m.createdAt).toLocaleDateString()}
      >
        <TextField source="subject" />
        <TextField source="name" />
        <EmailField source="email" label="E-mail" />
        <DateField source="createdAt" label="Date" showTime />
      </ResponsiveDatagrid>
    </List>
  );
}
