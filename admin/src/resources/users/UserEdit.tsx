import { Edit, email, required, SimpleForm, TextInput } from 'react-admin';

/** Names and e-mail; everything else about an account is an action on its page. */
export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <TextInput source="username" disabled />
        <TextInput source="firstName" label="First name" />
        <TextInput source="lastName" label="Last name" />
        <TextInput
          source="email"
          label="E-mail"
          type="email"
          validate={[required(), email('Invalid email address')]}
        />
      </SimpleForm>
    </Edit>
  );
}
