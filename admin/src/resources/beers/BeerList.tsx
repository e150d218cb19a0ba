import { List, NumberField, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import { ResponsiveDatagrid } from '../../layout/ResponsiveDatagrid';
import { CatalogueImport } from './CatalogueImport';

type Beer = { id: string; name: string; brewery: string; style: string | null; status: string };

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name or brewery" />,
  <TextInput key="style" source="style" label="Style" />,
  <SelectInput
    key="status"
    source="status"
    choices={[
      { id: 'verified', name: 'Verified' },
      { id: 'unverified', name: 'Unverified' },
    ]}
  />,
];

/** The catalogue the matcher names beers from, and a CSV import into it above the list. */
export function BeerList() {
  return (
    <>
      <CatalogueImport />
      <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
        <ResponsiveDatagrid<Beer>
          rowClick="edit"
          primaryText={(b) => b.name}
          secondaryText={(b) => b.brewery}
          tertiaryText={(b) => b.style ?? ''}
        >
          <TextField source="name" />
          <TextField source="brewery" />
          <TextField source="style" emptyText="—" />
          <NumberField source="abv" label="ABV" emptyText="—" />
          <TextField source="status" />
        </ResponsiveDatagrid>
      </List>
    </>
  );
}
