import MailIcon from '@mui/icons-material/Mail';
import { ContactMessageList } from './list';
import { ContactMessageShow } from './show';

export default { list: ContactMessageList, show: ContactMessageShow, icon: MailIcon };
