import { icon } from '../icon';

export const NearMeIcon = icon(<path d="M21 3 3 10.53v.98l6.84 2.65L12.48 21h.98z" />);
