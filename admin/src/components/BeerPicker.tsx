import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useGetList } from 'react-admin';

type Beer = { id: string; name: string; brewery: string };

/** Search the catalogue by name or brewery and pick one beer (merge target, suggestion match). */
export function BeerPicker({
  label,
  exclude,
  onPick,
}: {
  label: string;
  exclude?: string;
  onPick: (beer: Beer | null) => void;
}) {
  const [q, setQ] = useState('');
  const { data = [], isPending } = useGetList<Beer>(
    'beers',
    { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' }, filter: { q } },
    { enabled: q.trim().length >= 2 },
  );
  return (
    <Autocomplete
      options={data.filter((b) => b.id !== exclude)}
      getOptionLabel={(b) => `${b.name} — ${b.brewery}`}
      filterOptions={(x) => x}
      loading={q.trim().length >= 2 && isPending}
      onInputChange={(_, value) => setQ(value)}
      onChange={(_, beer) => onPick(beer)}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
