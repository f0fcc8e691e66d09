import { Alert, Box, TextField, Typography } from '@mui/material';
import type { ImportPreview } from '@directory/shared';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { type ColumnMapping, doubleMapped, mappableHeaders, missingRequired, REQUIRED_FIELDS } from './column-mapping';

const IGNORE = '';
const REQUIRED: ReadonlySet<string> = new Set(REQUIRED_FIELDS);

interface ColumnMapperProps {
  preview: ImportPreview;
  mapping: ColumnMapping;
  /** Data rows of the file: undefined while counting, null when unknown. */
  rowsTotal: number | null | undefined;
  onChange: (header: string, field: string | null) => void;
  disabled?: boolean;
}

/**
 * The preview of the chosen file: for each header, the field the importer gives it (changeable)
 * and its values in the first rows.
 */
export function ColumnMapper({ preview, mapping, rowsTotal, onChange, disabled }: ColumnMapperProps) {
  const translate = useTranslate();
  const format = useFormat();
  const fieldLabel = (name: string) => translate(`app.imports.fields.${name}`, { _: name });
  const missing = missingRequired(mapping);
  const doubled = doubleMapped(preview, mapping);
  const columnOf = new Map(preview.headers.map(({ header }, column) => [header, column]));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="column-mapper">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('app.upload.preview_title', { n: preview.rows.length })}
      </Typography>
      <Typography variant="body2" data-testid="preview-rows">
        {rowsTotal === undefined
          ? translate('app.imports.preview_rows_counting')
          : rowsTotal === null
            ? translate('app.imports.preview_rows_unknown')
            : translate('app.imports.preview_rows', { n: format.number(rowsTotal) })}
      </Typography>
      {missing.length > 0 ? (
        <Alert severity="error">
          {translate('app.upload.preview_missing', { fields: missing.map(fieldLabel).join(', ') })}
        </Alert>
      ) : null}
      {doubled.map(({ field, headers }) => (
        <Alert severity="error" key={field} data-testid="preview-double-mapped">
          {translate('app.imports.preview_duplicate', { field: fieldLabel(field), headers: headers.join(', ') })}
        </Alert>
      ))}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {mappableHeaders(preview).map(({ header }) => {
          const column = columnOf.get(header) ?? 0;
          const samples = preview.rows.map((row) => row[column] ?? '').filter((cell) => cell !== '');
          const field = mapping[header] ?? null;
          return (
            <Box
              key={header}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, minWidth: 0, display: 'grid', gap: 0.5 }}
            >
              <TextField
                select
                size="small"
                fullWidth
                disabled={disabled}
                label={header}
                value={field ?? IGNORE}
                onChange={(event) => onChange(header, event.target.value === IGNORE ? null : event.target.value)}
                slotProps={{
                  select: { native: true },
                  inputLabel: { shrink: true },
                  htmlInput: { 'aria-label': header },
                }}
              >
                <option value={IGNORE}>{translate('app.upload.preview_ignore')}</option>
                {preview.fields.map((name) => (
                  <option key={name} value={name}>
                    {REQUIRED.has(name) ? `${fieldLabel(name)} *` : fieldLabel(name)}
                  </option>
                ))}
              </TextField>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                title={samples.join(' · ')}
              >
                {samples.length > 0 ? samples.join(' · ') : translate('app.upload.preview_empty_column')}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
