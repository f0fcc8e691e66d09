import RateReviewIcon from '@mui/icons-material/RateReview';
import { ReviewList } from './list';

export default { list: ReviewList, icon: RateReviewIcon };
