import { Edit } from 'react-admin';
import { BusinessForm } from './business-form';
import { OwnerPanel } from './owner-panel';

/**
 * Every editable field, hours and amenities; the data provider sends only those (toBusinessUpdate). Under the
 * form, the business's verified owner (docs/behaviour.md §14).
 */
export function BusinessEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <BusinessForm />
      <OwnerPanel />
    </Edit>
  );
}
