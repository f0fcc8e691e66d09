import PeopleIcon from '@mui/icons-material/People';
import { AccountList } from './list';

export default { list: AccountList, icon: PeopleIcon };
