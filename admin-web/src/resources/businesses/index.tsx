import StoreIcon from '@mui/icons-material/Store';
import { BusinessEdit } from './edit';
import { BusinessList } from './list';

export default { list: BusinessList, edit: BusinessEdit, icon: StoreIcon, recordRepresentation: 'name' };
