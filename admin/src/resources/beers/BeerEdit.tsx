import Stack from '@mui/material/Stack';
import { useState } from 'react';
import {
  Edit,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { ActionDialog } from '../../components/ActionDialog';
import { BeerPicker } from '../../components/BeerPicker';
import { useAdminAction } from '../../components/use-admin-action';

/** "This beer is a duplicate of …": everything it has moves to the beer kept, then it goes. */
function MergeInto() {
  const beer = useRecordContext<{ id: string; name: string }>();
  const redirect = useRedirect();
  const [into, setInto] = useState<{ id: string; name: string } | null>(null);
  const merge = useAdminAction<{ intoId: string }, { kept: { id: string } }>(
    `/beers/${beer?.id}/merge`,
    { success: 'Beers merged', onSuccess: (r) => redirect('edit', 'beers', r.kept.id) },
  );
  if (!beer) return null;
  return (
    <ActionDialog
      label="Merge into another beer"
      title={`Merge "${beer.name}" into…`}
      confirmLabel="Merge"
      color="error"
      onConfirm={() =>
        into ? merge.mutateAsync({ intoId: into.id }) : Promise.reject(new Error('no beer'))
      }
    >
      <BeerPicker label="The beer to keep" exclude={beer.id} onPick={setInto} />
      {into &&
        `Collections, ratings, scan results and retailer listings of "${beer.name}" move to "${into.name}"; "${beer.name}" is deleted.`}
    </ActionDialog>
  );
}

export function BeerEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={false}>
      <Stack direction="row" sx={{ px: 2, pt: 1 }}>
        <MergeInto />
      </Stack>
      <SimpleForm>
        <TextInput source="name" validate={required('Name is required')} />
        <TextInput source="brewery" validate={required('Brewery is required')} />
        <TextInput source="style" />
        <NumberInput source="abv" label="ABV (%)" />
        <NumberInput source="ibu" label="IBU" />
        <TextInput source="origin" />
        <TextInput source="imageUrl" label="Image URL" />
        <TextInput source="description" multiline />
        <SelectInput
          source="status"
          choices={[
            { id: 'verified', name: 'Verified (the matcher uses it)' },
            { id: 'unverified', name: 'Unverified' },
          ]}
        />
      </SimpleForm>
    </Edit>
  );
}
