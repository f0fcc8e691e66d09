import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { ClaimList } from './list';

export default { list: ClaimList, icon: AssignmentIndIcon };
