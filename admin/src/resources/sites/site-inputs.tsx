import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  required,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';

/** Name, origins and quota: the same fields when creating and editing a site. */
export function SiteInputs() {
  return (
    <>
      <TextInput source="name" validate={required('Name is required')} />
      <ArrayInput source="allowedOrigins" label="Allowed origins (https://shop.example)">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="" label="Origin" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <NumberInput source="monthlyQuota" label="Monthly quota (scans)" min={0} />
      <BooleanInput source="active" />
    </>
  );
}
