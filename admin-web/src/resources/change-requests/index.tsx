import EditNoteIcon from '@mui/icons-material/EditNote';
import { ChangeRequestList } from './list';

export default { list: ChangeRequestList, icon: EditNoteIcon };
