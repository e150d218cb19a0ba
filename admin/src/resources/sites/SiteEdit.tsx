import { Edit, SimpleForm } from 'react-admin';
import { SiteInputs } from './site-inputs';

export function SiteEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <SiteInputs />
      </SimpleForm>
    </Edit>
  );
}
