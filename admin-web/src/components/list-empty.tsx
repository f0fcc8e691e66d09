import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a list shows instead of rows when it has none: the given translation key, centred. */
export function ListEmpty({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
      {translate(message)}
    </Typography>
  );
}
