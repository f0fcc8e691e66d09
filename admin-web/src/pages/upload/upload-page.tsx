import CancelIcon from '@mui/icons-material/Cancel';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { type ImportProgress, type ImportResult, LIMITS } from '@directory/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import { HttpError, Title, useRefresh, useTranslate } from 'react-admin';
import { BusyButton } from '../../components/busy-button';
import { useFormat } from '../../components/format';
import { SectionCard } from '../../components/section-card';
import { errorText, useToast } from '../../components/toast';
import { saveDownload } from '../../providers/http';
import { adminKeys, useAdminProvider } from '../../providers/queries';
import { ImportHistory } from './import-history';
import { ResultPanel } from './result-panel';
import { checkUploadFile, failedImport, newUploadId, uploadFailureText, uploadTimeoutMs } from './upload-summary';

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
const POLL_MS = 1_000;

interface UploadJob {
  file: File;
  uploadId: string;
  signal: AbortSignal;
}

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

/** Rows written over rows expected, as the server counts them (its rowsRead includes the header row). */
function rowsText(
  stage: ImportProgress,
  translate: ReturnType<typeof useTranslate>,
  format: ReturnType<typeof useFormat>,
) {
  const written = format.number(Math.max(0, stage.rowsRead - 1));
  if (stage.rowsTotal !== null)
    return translate('app.upload.rows_of_total', { n: written, total: format.number(stage.rowsTotal) });
  return stage.rowsRead > 1 ? translate('app.upload.rows_written', { n: written }) : '';
}

/**
 * SPEC §2 "Admin Excel upload" with real progress: bytes sent, then the server's import stage.
 * Cancel stops the import on the server (CONTRACT §4), then drops the request.
 */
export function UploadPage() {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const format = useFormat();
  const dp = useAdminProvider();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [sent, setSent] = useState({ loaded: 0, total: 0 });
  const [result, setResult] = useState<ImportResult | null>(null);
  const [cancelled, setCancelled] = useState(false);

  const clearPicker = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const template = useMutation({
    mutationFn: () => dp.downloadUploadTemplate(),
    onSuccess: saveDownload,
    onError: (error) =>
      toast({ title: 'app.common.error', body: errorText(error, 'app.upload.template_failed'), severity: 'error' }),
  });

  const upload = useMutation({
    mutationFn: ({ file: chosen, uploadId: id, signal }: UploadJob) =>
      dp.uploadExcel(chosen, id, {
        signal,
        timeoutMs: uploadTimeoutMs(chosen.size),
        onProgress: (loaded, total) => setSent({ loaded, total }),
      }),
    onSuccess: (answer) => {
      setResult(answer);
      if (answer.success) {
        toast({ title: 'app.upload.toast_success', body: answer.message, severity: 'success' });
        setFile(null);
        clearPicker();
      } else if (answer.successCount > 0) {
        toast({ title: 'app.upload.toast_partial', body: answer.message, severity: 'warning' });
      } else {
        toast({ title: 'app.upload.toast_failure', body: answer.message, severity: 'error' });
      }
      refresh();
    },
    onError: (error) => {
      const text = uploadFailureText(error);
      if (text === null) {
        toast({ title: 'app.upload.cancelled', severity: 'info' });
        return;
      }
      setResult(failedImport(translate(text, { _: text })));
      toast({ title: 'app.upload.toast_failure', body: text, severity: 'error' });
      refresh();
    },
    onSettled: () => {
      abortRef.current = null;
    },
  });

  const cancelImport = useMutation({
    mutationFn: (id: string) => dp.cancelImport(id),
    onSuccess: () => {
      abortRef.current?.abort();
      setCancelled(true);
      refresh();
    },
    onError: (error) => {
      // Not on the server yet: dropping the request is enough. Already finished: its answer is on its way.
      if (error instanceof HttpError && error.status === 404) abortRef.current?.abort();
      else
        toast({
          title: 'app.upload.cancel_failed',
          body: errorText(error, 'app.upload.cancel_failed'),
          severity: 'error',
        });
    },
  });

  const progress = useQuery({
    queryKey: adminKeys.importProgress(uploadId ?? ''),
    queryFn: () => dp.getImportProgress(uploadId as string),
    enabled: upload.isPending && uploadId !== null,
    refetchInterval: POLL_MS,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setResult(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    const problem = checkUploadFile(chosen);
    if (problem) {
      toast({ title: problem.title, body: problem.body, severity: 'error' });
      setFile(null);
      clearPicker();
      return;
    }
    setFile(chosen);
  };

  const start = () => {
    if (!file || upload.isPending) return;
    const controller = new AbortController();
    abortRef.current = controller;
    const id = newUploadId();
    setUploadId(id);
    setSent({ loaded: 0, total: file.size });
    setResult(null);
    setCancelled(false);
    upload.mutate({ file, uploadId: id, signal: controller.signal });
  };

  const cancel = () => {
    if (upload.isPending && uploadId) {
      cancelImport.mutate(uploadId);
      return;
    }
    setFile(null);
    setResult(null);
    setCancelled(false);
    clearPicker();
  };

  const sending = upload.isPending && sent.loaded < sent.total;
  const sentPercent = sent.total > 0 ? Math.round((sent.loaded / sent.total) * 100) : 0;
  const stage = progress.data;

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('app.menu.upload')} />
      <SectionCard
        title={translate('app.upload.title')}
        subheader={translate('app.upload.subtitle')}
        action={
          <BusyButton onClick={() => template.mutate()} busy={template.isPending} icon={<DownloadIcon />}>
            {translate('app.upload.template')}
          </BusyButton>
        }
        contentSx={{ display: 'grid', gap: 2 }}
      >
        <Box
          component="label"
          sx={{
            border: '2px dashed',
            borderColor: file ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 4,
            textAlign: 'center',
            cursor: upload.isPending ? 'default' : 'pointer',
            display: 'block',
          }}
        >
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            hidden
            disabled={upload.isPending}
            onChange={choose}
            data-testid="upload-input"
          />
          <DescriptionIcon color={file ? 'primary' : 'disabled'} sx={{ fontSize: 48 }} />
          <Typography sx={{ fontWeight: 600 }}>{file ? file.name : translate('app.upload.choose')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {file
              ? format.bytes(file.size)
              : translate('app.upload.accepted', { size: format.bytes(LIMITS.uploadMaxBytes) })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <BusyButton
            variant="contained"
            onClick={start}
            disabled={!file}
            busy={upload.isPending}
            icon={<CloudUploadIcon />}
            spinnerColor="inherit"
          >
            {translate(upload.isPending ? 'app.upload.uploading' : 'app.upload.start')}
          </BusyButton>
          <BusyButton
            onClick={cancel}
            disabled={!file && !upload.isPending}
            busy={cancelImport.isPending}
            icon={<CancelIcon />}
            aria-label={translate(upload.isPending ? 'app.upload.cancel_import' : 'ra.action.cancel')}
          >
            {translate('ra.action.cancel')}
          </BusyButton>
        </Stack>
        {upload.isPending ? (
          <Box role="progressbar" aria-live="polite">
            {sending ? (
              <>
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {translate('app.upload.sending', {
                    percent: sentPercent,
                    sent: format.bytes(sent.loaded),
                    total: format.bytes(sent.total),
                  })}
                </Typography>
                <LinearProgress variant="determinate" value={sentPercent} />
              </>
            ) : (
              <>
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {translate(stage ? `app.upload.states.${stage.state}` : 'app.upload.processing', {
                    _: stage?.state ?? '',
                  })}
                  {stage && rowsText(stage, translate, format) ? ` · ${rowsText(stage, translate, format)}` : ''}
                </Typography>
                <LinearProgress
                  variant={stage && stage.percent > 0 ? 'determinate' : 'indeterminate'}
                  value={stage ? Math.min(100, stage.percent) : 0}
                />
              </>
            )}
          </Box>
        ) : null}
        {cancelled ? <Alert severity="warning">{translate('app.upload.import_cancelled')}</Alert> : null}
        {result ? <ResultPanel result={result} /> : null}
      </SectionCard>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <ImportHistory />
        <UsageGuide />
      </Box>
    </Box>
  );
}
