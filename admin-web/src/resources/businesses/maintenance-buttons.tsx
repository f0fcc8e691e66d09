import BugReportIcon from '@mui/icons-material/BugReport';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import LinkIcon from '@mui/icons-material/Link';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useRefresh, useTranslate } from 'react-admin';
import { errorText, useToast } from '../../components/toast';
import type { AdminDataProvider } from '../../providers/data-provider';
import { useAdminProvider, useTestDataCount } from '../../providers/queries';

interface ActionTexts {
  /** Toast title when the call fails (SPEC §8). */
  failure: string;
}

/** Runs a back-office action, toasts the server's message, and refreshes every list and figure. */
function useAdminAction<T extends { message?: string }>(
  run: (dp: AdminDataProvider) => Promise<T>,
  { failure }: ActionTexts,
  onDone?: () => void,
) {
  const dp = useAdminProvider();
  const toast = useToast();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => run(dp),
    onSuccess: (result) => {
      toast({ title: 'app.common.success', body: result?.message, severity: 'success' });
      refresh();
    },
    onError: (error) => toast({ title: failure, body: errorText(error, ''), severity: 'error' }),
    onSettled: onDone,
  });
}

/** Test data = businesses whose place_id starts with `test` (CONTRACT §4); one confirmation (SPEC §5). */
export function DeleteTestDataButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const count = useTestDataCount();
  const action = useAdminAction(
    (dp) => dp.deleteTestData(),
    { failure: 'app.businesses.test_data_failed' },
    () => setOpen(false),
  );
  const n = count.data?.count ?? 0;
  return (
    <>
      <Button
        label={translate('app.businesses.test_data', { smart_count: n })}
        onClick={() => setOpen(true)}
        disabled={n === 0 || action.isPending}
      >
        <BugReportIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={action.isPending}
        title="app.businesses.test_data_title"
        content="app.businesses.test_data_confirm"
        contentTranslateOptions={{ smart_count: n }}
        onConfirm={() => action.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** One confirmation (SPEC §5); the server repairs slugs in resumable batches. */
export function FixSlugsButton() {
  const [open, setOpen] = useState(false);
  const action = useAdminAction(
    (dp) => dp.fixSlugs(),
    { failure: 'app.businesses.fix_slugs_failed' },
    () => setOpen(false),
  );
  return (
    <>
      <Button label="app.businesses.fix_slugs" onClick={() => setOpen(true)} disabled={action.isPending}>
        <LinkIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={action.isPending}
        title="app.businesses.fix_slugs"
        content="app.businesses.fix_slugs_confirm"
        onConfirm={() => action.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** SPEC §5 "Delete all needs two" confirmations; the call carries `confirm=all` (CONTRACT §0). */
export function DeleteAllButton() {
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const action = useAdminAction(
    (dp) => dp.deleteAllBusinesses(),
    { failure: 'app.businesses.delete_all_failed' },
    () => setStep(0),
  );
  return (
    <>
      <Button label="app.businesses.delete_all" color="error" onClick={() => setStep(1)} disabled={action.isPending}>
        <DeleteForeverIcon />
      </Button>
      <Confirm
        isOpen={step === 1}
        title="app.businesses.delete_all"
        content="app.businesses.delete_all_confirm"
        onConfirm={() => setStep(2)}
        onClose={() => setStep(0)}
      />
      <Confirm
        isOpen={step === 2}
        loading={action.isPending}
        title="app.businesses.delete_all"
        content="app.businesses.delete_all_confirm_again"
        onConfirm={() => action.mutate()}
        onClose={() => setStep(0)}
      />
    </>
  );
}
