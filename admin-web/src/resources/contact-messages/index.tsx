import MailIcon from '@mui/icons-material/Mail';
import { ContactMessageList } from './list';

export default { list: ContactMessageList, icon: MailIcon };
