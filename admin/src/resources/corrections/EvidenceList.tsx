import { Datagrid, DateField, List, SearchInput, TextField, useRecordContext } from 'react-admin';
import type { RecognitionEvidence } from '@common/schemas/learned-aliases';
import { ActionDialog } from '../../components/ActionDialog';
import { useAdminAction } from '../../components/use-admin-action';
import { ResponsiveDatagrid } from '../../layout/ResponsiveDatagrid';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search label text" />];

/** Vouches for one user's correction: its text becomes an alias without a second user. */
function ApproveEvidence() {
  const evidence = useRecordContext<RecognitionEvidence>();
  const approve = useAdminAction(`/recognition-evidence/${evidence?.id}/approve`, {
    success: 'Alias learned',
  });
  if (!evidence) return null;
  return (
    <ActionDialog
      label="Approve"
      title={`Learn "${evidence.text}"?`}
      confirmLabel="Learn alias"
      onConfirm={() => approve.mutateAsync(undefined)}
    >
      Scans will read this label text as {evidence.beerName || 'this beer'}.
    </ActionDialog>
  );
}

/** The evidence rows of one alias (inside its expanded row on a wide screen). */
export function EvidenceGrid() {
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="text" label="Label text" />
      <DateField source="createdAt" label="Said" showTime />
    </Datagrid>
  );
}

/** Every "this label is this beer" a user gave, newest first, each to approve. */
export function EvidenceList() {
  return (
    <List
      title="Correction evidence"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <ResponsiveDatagrid<RecognitionEvidence>
        rowClick={false}
        primaryText={(e) => e.text}
        secondaryText={(e) => (
          <>
            {e.beerName}
            <br />
            <ApproveEvidence />
          </>
        )}
        tertiaryText={(e) => new Date(e.createdAt).toLocaleDateString()}
      >
        <TextField source="text" label="Label text" />
        <TextField source="beerName" label="Beer" sortable={false} />
        <DateField source="createdAt" label="Said" showTime />
        <ApproveEvidence />
      </ResponsiveDatagrid>
    </List>
  );
}
