import CancelIcon from '@mui/icons-material/Cancel';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { type ImportPreview, LIMITS } from '@directory/shared';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { BusyButton } from '../../components/busy-button';
import { useFormat } from '../../components/format';
import { SectionCard } from '../../components/section-card';
import { errorText, useToast } from '../../components/toast';
import { saveDownload } from '../../providers/http';
import { adminApi } from '../../providers/admin-api';
import { CancelledPanel } from './cancelled-panel';
import { ColumnMapper } from './column-mapper';
import {
  changedColumns,
  type ColumnMapping,
  detectedMapping,
  doubleMapped,
  missingRequired,
  previewPart,
} from './column-mapping';
import { usePreviewRows } from './use-preview-rows';
import { ImportHistory } from './import-history';
import { ModeSwitch } from './mode-switch';
import { ProgressPanel } from './progress-panel';
import { ResultPanel } from './result-panel';
import { checkUploadFile, summariseImport } from './upload-summary';
import { type ImportOutcome, type StartOptions, useImportRun } from './use-import-run';

const ACCEPT =
  '.xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv';
const REQUIRED_COLUMNS = ['name', 'address', 'category', 'place_id', 'country_code'];
const OPTIONAL_COLUMNS = [
  'phone',
  'city',
  'website',
  'description',
  'latitude',
  'longitude',
  'rating',
  'review_count',
  'image_url',
  'working_hours',
  'about',
  'approved',
];
function UsageGuide() {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <SectionCard title={translate('app.upload.guide_title')} contentSx={{ pt: 0, display: 'grid', gap: 1 }}>
      <Typography variant="body2">{translate('app.upload.guide_formats')}</Typography>
      <Typography variant="body2">
        {translate('app.upload.guide_required')} <code>{REQUIRED_COLUMNS.join(', ')}</code>
      </Typography>
      <Typography variant="body2">
        {translate('app.upload.guide_optional')} <code>{OPTIONAL_COLUMNS.join(', ')}</code>
      </Typography>
      <Typography variant="body2">{translate('app.upload.guide_duplicates')}</Typography>
      <Typography variant="body2">
        {translate('app.upload.guide_limit', { size: format.bytes(LIMITS.uploadMaxBytes) })}
      </Typography>
    </SectionCard>
  );
}

function Outcome({ outcome }: { outcome: ImportOutcome }) {
  if (outcome.kind === 'cancelled') return <CancelledPanel run={outcome.run} />;
  return <ResultPanel result={outcome.result} />;
}

/**
 * docs/screens.md §2 "Admin Excel upload": a preview of the chosen file with the field of each header
 * (changeable), the mode for stored place_ids, the server's real progress, and a cancel that
 * stops the server and shows what it kept (docs/behaviour.md §4, §5).
 */
export function UploadPage() {
  const translate = useTranslate();
  const toast = useToast();
  const format = useFormat();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [mode, setMode] = useState<StartOptions['mode']>('skip');
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const clearPicker = () => {
    if (inputRef.current) inputRef.current.value = '';
  };
  const forgetFile = () => {
    setFile(null);
    setPreview(null);
    setMapping({});
    clearPicker();
  };

  const run = useImportRun((ended) => {
    setOutcome(ended);
    if (ended.kind === 'cancelled') {
      toast({ title: 'app.upload.cancelled_title', severity: 'warning' });
    } else if (ended.kind === 'failed') {
      toast({ title: 'app.upload.toast_failure', body: ended.result.message, severity: 'error' });
    } else if (ended.result.success) {
      const nothingNew = summariseImport(ended.result).outcome === 'nothing_new';
      toast({
        title: nothingNew ? 'app.imports.toast_nothing_new' : 'app.upload.toast_success',
        body: ended.result.message,
        severity: nothingNew ? 'info' : 'success',
      });
      forgetFile();
    } else {
      const partial = summariseImport(ended.result).outcome === 'partial';
      toast({
        title: partial ? 'app.upload.toast_partial' : 'app.upload.toast_failure',
        body: ended.result.message,
        severity: partial ? 'warning' : 'error',
      });
    }
  });

  const template = useMutation({
    mutationFn: () => adminApi.downloadUploadTemplate(),
    onSuccess: saveDownload,
    onError: (error) =>
      toast({ title: 'app.common.error', body: errorText(error, 'app.upload.template_failed'), severity: 'error' }),
  });

  const previewing = useMutation({
    mutationFn: (chosen: File) => adminApi.previewImport(previewPart(chosen), chosen.name),
    onSuccess: (answer) => {
      setPreview(answer);
      setMapping(detectedMapping(answer));
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setOutcome(null);
    setPreview(null);
    previewing.reset();
    if (!chosen) {
      setFile(null);
      return;
    }
    const problem = checkUploadFile(chosen);
    if (problem) {
      toast({ title: problem.title, body: problem.body, severity: 'error' });
      forgetFile();
      return;
    }
    setFile(chosen);
    previewing.mutate(chosen);
  };

  const missing = preview ? missingRequired(mapping) : [];
  const doubled = preview ? doubleMapped(preview, mapping) : [];
  const ready = file !== null && preview !== null && missing.length === 0 && doubled.length === 0;
  const rowsTotal = usePreviewRows(file, preview);

  const start = () => {
    if (!file || !preview || !ready) return;
    setOutcome(null);
    run.start(file, { mode, columns: changedColumns(preview, mapping) });
  };

  const cancel = () => {
    if (run.running) {
      run.cancel();
      return;
    }
    forgetFile();
    setOutcome(null);
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={translate('app.menu.upload')} />
      <SectionCard
        title={translate('app.upload.title')}
        subheader={translate('app.upload.subtitle')}
        action={
          <BusyButton onClick={() => template.mutate()} busy={template.isPending} icon={<DownloadIcon />}>
            {translate('app.upload.template')}
          </BusyButton>
        }
        contentSx={{ display: 'grid', gap: 2, minWidth: 0 }}
      >
        <Box
          component="label"
          sx={{
            border: '2px dashed',
            borderColor: file ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: { xs: 2, sm: 4 },
            textAlign: 'center',
            cursor: run.running ? 'default' : 'pointer',
            display: 'block',
            minWidth: 0,
          }}
        >
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            hidden
            disabled={run.running}
            onChange={choose}
            data-testid="upload-input"
          />
          <DescriptionIcon color={file ? 'primary' : 'disabled'} sx={{ fontSize: 48 }} />
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {file ? file.name : translate('app.upload.choose')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {file
              ? format.bytes(file.size)
              : translate('app.upload.accepted', { size: format.bytes(LIMITS.uploadMaxBytes) })}
          </Typography>
        </Box>
        {previewing.isPending ? (
          <Box>
            <Typography variant="body2">{translate('app.upload.preview_loading')}</Typography>
            <LinearProgress />
          </Box>
        ) : null}
        {previewing.isError ? (
          <Alert severity="error">
            {translate('app.upload.preview_failed')}: {errorText(previewing.error, 'app.upload.errors.default')}
          </Alert>
        ) : null}
        {preview ? (
          <ColumnMapper
            preview={preview}
            mapping={mapping}
            rowsTotal={rowsTotal}
            disabled={run.running}
            onChange={(header, field) => setMapping((current) => ({ ...current, [header]: field }))}
          />
        ) : null}
        {file ? <ModeSwitch mode={mode} onChange={setMode} disabled={run.running} /> : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <BusyButton
            variant="contained"
            onClick={start}
            disabled={!ready}
            busy={run.running}
            icon={<CloudUploadIcon />}
            spinnerColor="inherit"
          >
            {translate(run.running ? 'app.upload.uploading' : 'app.upload.start')}
          </BusyButton>
          <BusyButton
            onClick={cancel}
            disabled={(!file && !run.running) || run.cancelling}
            busy={run.cancelling}
            icon={<CancelIcon />}
            aria-label={translate(run.running ? 'app.upload.cancel_import' : 'ra.action.cancel')}
          >
            {translate('ra.action.cancel')}
          </BusyButton>
        </Stack>
        {run.running && outcome?.kind !== 'cancelled' ? (
          <ProgressPanel progress={run.progress} sent={run.sent} samples={run.samples} />
        ) : null}
        {outcome ? <Outcome outcome={outcome} /> : null}
      </SectionCard>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <ImportHistory />
        <UsageGuide />
      </Box>
    </Box>
  );
}
