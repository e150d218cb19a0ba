import { BooleanInput, Create, SimpleForm } from 'react-admin';
import { SiteInputs } from './site-inputs';

export function SiteCreate() {
  return (
    <Create redirect="show">
      <SimpleForm
        defaultValues={{ allowedOrigins: [], monthlyQuota: 1000, active: true, test: false }}
      >
        <SiteInputs />
        <BooleanInput
          source="test"
          label="Test key (pk_test_: works from localhost only, never counted)"
        />
      </SimpleForm>
    </Create>
  );
}
