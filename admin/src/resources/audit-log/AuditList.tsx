import Box from '@mui/material/Box';
import {
  DateField,
  DateInput,
  List,
  SearchInput,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import type { AuditEntry } from '@common/schemas/audit';
import { ResponsiveDatagrid } from '../../layout/ResponsiveDatagrid';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search admin, action, id or reason" />,
  <TextInput key="action" source="action" label="Action (e.g. user.update)" />,
  <TextInput key="resource" source="resource" label="Resource (e.g. users)" />,
  <DateInput key="from" source="from" label="From" />,
  <DateInput key="to" source="to" label="Before" />,
];

const json = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 2));

/** Before and after, side by side (stacked on a phone), under the row. */
export const AuditChange = () => {
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {(['before', 'after'] as const).map((side) => (
        <Box key={side} sx={{ minWidth: 0 }}>
          <strong>{side === 'before' ? 'Before' : 'After'}</strong>
          <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {json(entry[side])}
          </Box>
        </Box>
      ))}
      {entry.reason && <Box sx={{ gridColumn: '1 / -1' }}>Reason: {entry.reason}</Box>}
    </Box>
  );
};

/** Every change an admin made, newest first; a row opens its before and after. */
export function AuditList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <ResponsiveDatagrid<AuditEntry>
        rowClick="expand"
        expand={<AuditChange />}
        primaryText={(e) => `${e.action} · ${e.actorName}`}
        secondaryText={(e) =>
          `${e.resource} ${e.resourceId ?? ''}${e.reason ? ` — ${e.reason}` : ''}`
        }
        tertiaryText={(e) => new Date(e.createdAt).toLocaleString()}
      >
        <DateField source="createdAt" label="When" showTime />
        <TextField source="actorName" label="Admin" />
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="resourceId" label="Id" emptyText="—" />
        <TextField source="reason" emptyText="—" />
      </ResponsiveDatagrid>
    </List>
  );
}
