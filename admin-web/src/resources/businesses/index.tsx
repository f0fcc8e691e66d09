import StoreIcon from '@mui/icons-material/Store';
import { BusinessCreate } from './create';
import { BusinessEdit } from './edit';
import { BusinessList } from './list';

export default {
  list: BusinessList,
  edit: BusinessEdit,
  create: BusinessCreate,
  icon: StoreIcon,
  recordRepresentation: 'name',
};
