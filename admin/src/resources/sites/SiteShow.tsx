import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  BooleanField,
  DateField,
  EditButton,
  NumberField,
  Show,
  Tab,
  TabbedShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import type { Site } from '@common/schemas/widget';
import { ActionDialog } from '../../components/ActionDialog';
import { useAdminAction } from '../../components/use-admin-action';
import { InventoryUpload } from './InventoryUpload';
import { SiteStatsPanel } from './SiteStatsPanel';

/** Rotating invalidates the old key at once; the new one is shown here, once, to copy. */
function RotateKey({ site }: { site: Site }) {
  const [fresh, setFresh] = useState<string | null>(null);
  const rotate = useAdminAction<undefined, Site>(`/sites/${site.id}/rotate-key`, {
    success: 'Key rotated',
    onSuccess: (s) => setFresh(s.publicKey),
  });
  return (
    <>
      <ActionDialog
        label="Rotate key"
        title={`Rotate the key of ${site.name}?`}
        confirmLabel="Rotate key"
        color="error"
        onConfirm={() => rotate.mutateAsync(undefined)}
      >
        The current key stops working at once; the retailer must put the new one in their page.
      </ActionDialog>
      {fresh && (
        <Alert severity="success" onClose={() => setFresh(null)} sx={{ overflowWrap: 'anywhere' }}>
          New key (copy it now): <code>{fresh}</code>
        </Alert>
      )}
    </>
  );
}

const Actions = () => {
  const site = useRecordContext<Site>();
  if (!site) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, py: 1, alignItems: 'center' }}>
      <EditButton />
      <RotateKey site={site} />
    </Stack>
  );
};

const Inventory = () => {
  const site = useRecordContext<Site>();
  return site ? <InventoryUpload siteId={site.id} /> : null;
};
const Stats = () => {
  const site = useRecordContext<Site>();
  return site ? <SiteStatsPanel siteId={site.id} /> : null;
};
const Snippet = () => {
  const site = useRecordContext<Site>();
  if (!site) return null;
  return (
    <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
      {`<script src="${location.origin}/widget.js" data-site-key="${site.publicKey}" async></script>`}
    </Typography>
  );
};

export function SiteShow() {
  return (
    <Show actions={false}>
      <Actions />
      <TabbedShowLayout>
        <Tab label="Site">
          <TextField source="name" />
          <TextField source="publicKey" label="Key" sx={{ overflowWrap: 'anywhere' }} />
          <TextField source="allowedOrigins" label="Allowed origins" emptyText="none" />
          <NumberField source="monthlyQuota" label="Monthly quota" />
          <NumberField source="usedThisMonth" label="Scans this month" />
          <BooleanField source="active" />
          <DateField source="createdAt" label="Created" />
          <Snippet />
        </Tab>
        <Tab label="Inventory">
          <NumberField source="inventoryCount" label="Listings" />
          <Inventory />
        </Tab>
        <Tab label="Stats">
          <Stats />
        </Tab>
      </TabbedShowLayout>
    </Show>
  );
}
