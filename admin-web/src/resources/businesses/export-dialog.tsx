import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { DEFAULT_EXPORT_FIELDS, EXPORT_FIELD_LABELS, EXPORT_FIELDS } from '@directory/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button as RaButton, useTranslate } from 'react-admin';
import { errorText, useToast } from '../../components/toast';
import { useCountryLabel } from '../../components/country-label';
import { saveDownload } from '../../providers/http';
import { adminApi } from '../../providers/admin-api';
import { useCountryCodes } from '../../providers/queries';
import { buildExportRequest, canExport } from './export-request';

function ExportDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const countries = useCountryCodes();
  const countryLabel = useCountryLabel();
  const [selected, setSelected] = useState<Set<string>>(() => new Set(DEFAULT_EXPORT_FIELDS));
  const [country, setCountry] = useState('all');
  const exporting = useMutation({
    mutationFn: () => adminApi.exportCsv(buildExportRequest(selected, country)),
    onSuccess: (download) => {
      saveDownload(download);
      toast({
        title: 'app.export.success',
        body: 'app.export.success_body',
        args: { fileName: download.fileName },
        severity: 'success',
      });
      onClose();
    },
    onError: (error) =>
      toast({ title: 'app.export.failure', body: errorText(error, 'app.export.failure_body'), severity: 'error' }),
  });

  const toggle = (field: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(field)) next.delete(field);
      else next.add(field);
      return next;
    });

  return (
    <Dialog open onClose={exporting.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.export.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl fullWidth size="small">
            <InputLabel id="export-country">{translate('app.export.country')}</InputLabel>
            <Select
              labelId="export-country"
              label={translate('app.export.country')}
              value={country}
              onChange={(event) => setCountry(event.target.value)}
            >
              <MenuItem value="all">{translate('app.export.all_countries')}</MenuItem>
              {(countries.data ?? []).map((code) => (
                <MenuItem key={code} value={code}>
                  {countryLabel(code)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
              {translate('app.export.fields', { smart_count: selected.size })}
            </Typography>
            <Button size="small" onClick={() => setSelected(new Set(EXPORT_FIELDS))}>
              {translate('app.export.select_all')}
            </Button>
            <Button size="small" onClick={() => setSelected(new Set())}>
              {translate('app.export.select_none')}
            </Button>
          </Stack>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
            {EXPORT_FIELDS.map((field) => (
              <FormControlLabel
                key={field}
                control={<Checkbox checked={selected.has(field)} onChange={() => toggle(field)} />}
                label={translate(`resources.businesses.fields.${field}`, { _: EXPORT_FIELD_LABELS[field] })}
              />
            ))}
          </FormGroup>
          {selected.size === 0 ? (
            <Typography variant="body2" color="error">
              {translate('app.export.none_selected')}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={exporting.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => exporting.mutate()}
          disabled={!canExport(selected, exporting.isPending)}
          startIcon={exporting.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
        >
          {translate(exporting.isPending ? 'app.export.running' : 'app.export.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** docs/screens.md §2 "CSV export dialog"; country codes are fetched only while it is open. */
export function ExportCsvButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RaButton label="app.export.button" onClick={() => setOpen(true)}>
        <DownloadIcon />
      </RaButton>
      {open ? <ExportDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
