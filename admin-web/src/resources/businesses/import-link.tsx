import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { Link, useTranslate } from 'react-admin';

/** Where an empty list sends the admin: the importer. */
export function ImportLink() {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/upload" variant="contained" startIcon={<UploadFileIcon />} sx={{ mt: 2 }}>
      {translate('app.businesses.go_import')}
    </Button>
  );
}
