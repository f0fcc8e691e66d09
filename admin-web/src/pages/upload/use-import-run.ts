import type { ImportProgress, ImportResult, ImportRun } from '@directory/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { HttpError, useRefresh } from 'react-admin';
import { useToast } from '../../components/toast';
import { adminApi, type ImportUploadOptions } from '../../providers/admin-api';
import { adminKeys } from '../../providers/queries';
import { addSample, isFinished, type ProgressSample, rowsWritten } from './import-progress';
import { failedImport, newUploadId, uploadFailureText, uploadTimeoutMs } from './upload-summary';

const POLL_MS = 1_000;

/** How an import ended, as the page reports it. */
export type ImportOutcome =
  | { kind: 'result'; result: ImportResult }
  | { kind: 'failed'; result: ImportResult }
  /** Stopped by the admin: the run as the server finished it (null when the file never reached the server). */
  | { kind: 'cancelled'; run: ImportRun | null };

export interface StartOptions {
  mode: NonNullable<ImportUploadOptions['mode']>;
  columns: NonNullable<ImportUploadOptions['columns']>;
}

const isStatus = (error: unknown, status: number) => error instanceof HttpError && error.status === status;

/**
 * One import from the page: sends the file under an id chosen here, polls the server's progress
 * under that id (a 404 only means the request has not reached the server yet), and cancels on
 * the server, reporting the counts the server kept.
 */
export function useImportRun(onFinished: (outcome: ImportOutcome) => void) {
  const refresh = useRefresh();
  const toast = useToast();
  const abortRef = useRef<AbortController | null>(null);
  const cancelledRef = useRef(false);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [sent, setSent] = useState({ loaded: 0, total: 0 });
  const [samples, setSamples] = useState<ProgressSample[]>([]);

  const upload = useMutation({
    mutationFn: ({ file, id, options }: { file: File; id: string; options: StartOptions }) =>
      adminApi.uploadExcel(file, id, {
        ...options,
        signal: abortRef.current?.signal,
        timeoutMs: uploadTimeoutMs(file.size),
        onProgress: (loaded, total) => setSent({ loaded, total }),
      }),
    onSuccess: (result) => {
      onFinished({ kind: 'result', result });
      refresh();
    },
    onError: (error) => {
      // A cancel reports its own outcome, from the server's record of the run.
      if (cancelledRef.current) return;
      const text = uploadFailureText(error) ?? 'app.upload.errors.default';
      onFinished({ kind: 'failed', result: failedImport(text) });
      refresh();
    },
    onSettled: () => {
      abortRef.current = null;
    },
  });

  const progress = useQuery({
    queryKey: adminKeys.importProgress(uploadId ?? ''),
    queryFn: async (): Promise<ImportProgress | null> => {
      try {
        const answer = await adminApi.importProgress(uploadId as string);
        if (answer.state === 'writing') {
          setSamples((list) => addSample(list, { at: Date.now(), rows: rowsWritten(answer) }));
        }
        return answer;
      } catch (error) {
        if (isStatus(error, 404)) return null;
        throw error;
      }
    },
    enabled: upload.isPending && uploadId !== null,
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.state) ? false : POLL_MS),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

  const reportCancelled = async (id: string) => {
    const runs = await adminApi.imports().catch(() => [] as ImportRun[]);
    onFinished({ kind: 'cancelled', run: runs.find((run) => run.uploadId === id) ?? null });
    refresh();
  };

  const cancel = useMutation({
    mutationFn: (id: string) => adminApi.cancelImport(id),
    onMutate: () => {
      cancelledRef.current = true;
    },
    onSuccess: async (_answer, id) => {
      // The server has stopped; a request still sending its file is dropped too.
      if (sent.loaded < sent.total) abortRef.current?.abort();
      await reportCancelled(id);
    },
    onError: async (error, id) => {
      if (isStatus(error, 404)) {
        // The request has not reached the server: dropping it stops everything.
        abortRef.current?.abort();
        await reportCancelled(id);
        return;
      }
      cancelledRef.current = false;
      if (isStatus(error, 409)) toast({ title: 'app.upload.cancel_too_late', severity: 'info' });
      else toast({ title: 'app.upload.cancel_failed', body: (error as Error).message, severity: 'error' });
    },
  });

  const start = (file: File, options: StartOptions) => {
    if (upload.isPending) return;
    abortRef.current = new AbortController();
    cancelledRef.current = false;
    const id = newUploadId();
    setUploadId(id);
    setSent({ loaded: 0, total: file.size });
    setSamples([]);
    upload.mutate({ file, id, options });
  };

  return {
    start,
    cancel: () => uploadId && upload.isPending && !cancel.isPending && cancel.mutate(uploadId),
    running: upload.isPending,
    cancelling: cancel.isPending,
    progress: upload.isPending ? (progress.data ?? null) : null,
    sent,
    samples,
  };
}
