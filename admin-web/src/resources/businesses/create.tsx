import { Create } from 'react-admin';
import { blankWeek } from '../../providers/business-mapping';
import { BusinessForm } from './business-form';

/** 'Yeni işletme': a business entered by hand, unapproved until the admin ticks 'Onaylı'. */
export function BusinessCreate() {
  return (
    <Create redirect="edit" record={{ week: blankWeek(), hours: [], amenities: [], isApproved: false, reviewCount: 0 }}>
      <BusinessForm creating />
    </Create>
  );
}
