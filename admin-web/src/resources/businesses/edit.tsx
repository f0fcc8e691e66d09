import { BooleanInput, Edit, NumberInput, SimpleForm, TextInput, required } from 'react-admin';

export function BusinessEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="category" validate={required()} />
        <TextInput source="address" fullWidth />
        <TextInput source="city" />
        <TextInput source="countryCode" validate={required()} />
        <TextInput source="phone" />
        <TextInput source="website" fullWidth />
        <NumberInput source="rating" min={0} max={5} step={0.1} />
        <NumberInput source="reviewCount" min={0} />
        <BooleanInput source="isApproved" />
      </SimpleForm>
    </Edit>
  );
}
