import { useMutation } from '@tanstack/react-query';
import {
  DateField,
  List,
  ReferenceManyField,
  SearchInput,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { LearnedAlias } from '@common/schemas/learned-aliases';
import { ActionDialog } from '../../components/ActionDialog';
import { httpClient } from '../../http';
import { ResponsiveDatagrid } from '../../layout/ResponsiveDatagrid';
import { EvidenceGrid } from './EvidenceList';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search label text" />];

/** Removes one learned alias after a confirmation: the next scan of that label no longer uses it. */
function RemoveAlias() {
  const alias = useRecordContext<LearnedAlias>();
  const notify = useNotify();
  const refresh = useRefresh();
  const remove = useMutation({
    mutationFn: (id: string) =>
      httpClient(`/api/admin/learned-aliases/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      notify('Alias removed', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!alias) return null;
  // Clicks in the button and its dialog (a portal, but a React child) must not toggle the row.
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <ActionDialog
        label="Remove"
        title={`Remove "${alias.alias}"?`}
        confirmLabel="Remove alias"
        color="error"
        onConfirm={() => remove.mutateAsync(alias.id)}
      >
        Scans will no longer read this label text as {alias.beerName || 'this beer'}.
      </ActionDialog>
    </span>
  );
}

/** Under an alias: the users' corrections it was learned from. */
function AliasEvidence() {
  const alias = useRecordContext<LearnedAlias>();
  if (!alias) return null;
  return (
    <ReferenceManyField
      reference="recognition-evidence"
      target="beerId"
      source="beerId"
      filter={{ q: alias.alias }}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <EvidenceGrid />
    </ReferenceManyField>
  );
}

/** Label text the recogniser learned as another name of a beer, newest first. */
export function LearnedAliasList() {
  return (
    <List
      title="Corrections"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <ResponsiveDatagrid<LearnedAlias>
        rowClick="expand"
        expand={<AliasEvidence />}
        primaryText={(a) => a.alias}
        // On a phone there is no row to open: the beer and the remove button sit in the row.
        secondaryText={(a) => (
          <>
            {a.beerName}
            <br />
            <RemoveAlias />
          </>
        )}
        tertiaryText={(a) => new Date(a.createdAt).toLocaleDateString()}
      >
        <TextField source="alias" label="Label text" />
        <TextField source="beerName" label="Beer" sortable={false} />
        <DateField source="createdAt" label="Learned" showTime />
        <RemoveAlias />
      </ResponsiveDatagrid>
    </List>
  );
}
