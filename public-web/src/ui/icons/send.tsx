import { icon } from '../icon';

export const SendIcon = icon(<path d="M2.01 21 23 12 2.01 3 2 10l15 2-15 2z" />);
