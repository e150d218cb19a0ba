import {
  BooleanField,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  TextField,
} from 'react-admin';
import type { Site } from '@common/schemas/widget';
import { ResponsiveDatagrid } from '../../layout/ResponsiveDatagrid';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search sites" />,
  <NullableBooleanInput key="active" source="active" label="Active" />,
];

/** Retailers' sites that embed the widget. */
export function SiteList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
      <ResponsiveDatagrid<Site>
        primaryText={(s) => s.name}
        secondaryText={(s) => `${s.usedThisMonth}/${s.monthlyQuota} scans this month`}
        tertiaryText={(s) => (s.active ? 'active' : 'paused')}
      >
        <TextField source="name" />
        <TextField source="publicKey" label="Key" sortable={false} />
        <NumberField source="usedThisMonth" label="Scans this month" sortable={false} />
        <NumberField source="monthlyQuota" label="Monthly quota" />
        <NumberField source="inventoryCount" label="Listings" sortable={false} />
        <BooleanField source="active" />
      </ResponsiveDatagrid>
    </List>
  );
}
