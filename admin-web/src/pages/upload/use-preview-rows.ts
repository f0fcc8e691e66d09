import type { ImportPreview } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { previewPart } from './column-mapping';
import { countCsvRows } from './row-count';

/**
 * How many data rows the chosen file has: the server counts what the preview sent; a large CSV, of
 * which the preview sends only the start, is counted here. Undefined while counting, null when unknown.
 */
export function usePreviewRows(file: File | null, preview: ImportPreview | null): number | null | undefined {
  const partial = file !== null && previewPart(file) !== file;
  const counted = useQuery({
    queryKey: ['upload-preview-rows', file?.name, file?.size, file?.lastModified],
    queryFn: () => countCsvRows(file as File),
    enabled: partial && preview !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  if (!preview) return null;
  if (!partial) return preview.rowsTotal ?? null;
  if (counted.isError) return null;
  return counted.data;
}
