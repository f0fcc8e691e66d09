import { icon } from '../icon';

export const FlagOutlinedIcon = icon(
  <path d="m12.36 6 .4 2H18v6h-3.36l-.4-2H7V6zM14 4H5v17h2v-7h5.6l.4 2h7V6h-5.6z" />,
);
