import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  DateField,
  List,
  SelectInput,
  TextField as RaTextField,
  useRecordContext,
} from 'react-admin';
import { ActionDialog } from '../../components/ActionDialog';
import { BeerPicker } from '../../components/BeerPicker';
import { useAdminAction } from '../../components/use-admin-action';
import { ResponsiveDatagrid } from '../../layout/ResponsiveDatagrid';

type Suggestion = { id: string; text: string; status: string; createdAt: string };

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={[
      { id: 'open', name: 'Open' },
      { id: 'accepted', name: 'Accepted' },
      { id: 'rejected', name: 'Rejected' },
    ]}
  />,
];

function ApproveNew({ s }: { s: Suggestion }) {
  const [name, setName] = useState(s.text);
  const [brewery, setBrewery] = useState('');
  const [style, setStyle] = useState('');
  const approve = useAdminAction(`/suggestions/${s.id}/approve`, { success: 'Beer added' });
  return (
    <ActionDialog
      label="Add as new beer"
      title={`Add "${s.text}" to the catalogue`}
      confirmLabel="Add beer"
      onConfirm={() => approve.mutateAsync({ name, brewery, style: style || null })}
    >
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required />
      <TextField
        label="Brewery"
        value={brewery}
        onChange={(e) => setBrewery(e.target.value)}
        required
      />
      <TextField label="Style" value={style} onChange={(e) => setStyle(e.target.value)} />
    </ActionDialog>
  );
}

function ApproveExisting({ s }: { s: Suggestion }) {
  const [beer, setBeer] = useState<{ id: string } | null>(null);
  const approve = useAdminAction(`/suggestions/${s.id}/approve`, {
    success: 'Suggestion accepted',
  });
  return (
    <ActionDialog
      label="It is a known beer"
      title={`"${s.text}" is…`}
      confirmLabel="Accept"
      onConfirm={() =>
        beer ? approve.mutateAsync({ beerId: beer.id }) : Promise.reject(new Error('no beer'))
      }
    >
      <BeerPicker label="Catalogue beer" onPick={setBeer} />
    </ActionDialog>
  );
}

function Reject({ s }: { s: Suggestion }) {
  const reject = useAdminAction(`/suggestions/${s.id}/reject`, { success: 'Suggestion rejected' });
  return (
    <ActionDialog
      label="Reject"
      title={`Reject "${s.text}"?`}
      confirmLabel="Reject"
      color="error"
      onConfirm={() => reject.mutateAsync(undefined)}
    >
      It stays in the list as rejected.
    </ActionDialog>
  );
}

/** The decisions on one open suggestion, under its row. */
export const SuggestionActions = () => {
  const s = useRecordContext<Suggestion>();
  if (!s || s.status !== 'open') return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ApproveNew s={s} />
      <ApproveExisting s={s} />
      <Reject s={s} />
    </Stack>
  );
};

/** "Suggest this beer": texts users said are real beers, to add or turn down. */
export function SuggestionList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <ResponsiveDatagrid<Suggestion>
        rowClick={false}
        primaryText={(s) => s.text}
        // On a phone the decisions sit in the row itself (there is no row to open).
        secondaryText={(s) =>
          s.status === 'open' ? <SuggestionActions /> : new Date(s.createdAt).toLocaleString()
        }
        tertiaryText={(s) => s.status}
      >
        <RaTextField source="text" />
        <DateField source="createdAt" label="Suggested" showTime />
        <RaTextField source="status" />
        <SuggestionActions />
      </ResponsiveDatagrid>
    </List>
  );
}
