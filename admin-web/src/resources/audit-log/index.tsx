import HistoryIcon from '@mui/icons-material/History';
import { AuditLogList } from './list';

export default { list: AuditLogList, icon: HistoryIcon };
