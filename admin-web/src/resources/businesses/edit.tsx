import { Edit } from 'react-admin';
import { BusinessForm } from './business-form';

/** Every editable field, hours and amenities; the data provider sends only those (toBusinessUpdate). */
export function BusinessEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <BusinessForm />
    </Edit>
  );
}
