import BugReportIcon from '@mui/icons-material/BugReport';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import LinkIcon from '@mui/icons-material/Link';
import { useMutation } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { Button, Confirm, useRefresh, useTranslate } from 'react-admin';
import { errorText, useToast } from '../../components/toast';
import { adminApi } from '../../providers/admin-api';
import { useTestDataCount } from '../../providers/queries';

interface ActionTexts {
  /** Toast title when the call fails (docs/screens.md §8). */
  failure: string;
}

/** Runs a back-office action, toasts the server's message, and refreshes every list and figure. */
function useAdminAction<T extends { message?: string }>(
  run: () => Promise<T>,
  { failure }: ActionTexts,
  onDone?: () => void,
) {
  const toast = useToast();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      toast({ title: 'app.common.success', body: result?.message, severity: 'success' });
      refresh();
    },
    onError: (error) => toast({ title: failure, body: errorText(error, ''), severity: 'error' }),
    onSettled: onDone,
  });
}

interface ConfirmButtonProps<T> {
  label: string;
  icon: ReactElement;
  color?: 'error';
  disabled?: boolean;
  /** The confirmations' title, when it is not the label. */
  title?: string;
  /** One confirmation text a step: the action runs once the last is confirmed. */
  confirmations: string[];
  confirmationOptions?: Record<string, unknown>;
  run: () => Promise<T>;
  failure: string;
}

/** A toolbar button that runs a back-office action after its confirmations. */
function ConfirmButton<T extends { message?: string }>({
  label,
  icon,
  color,
  disabled,
  title = label,
  confirmations,
  confirmationOptions,
  run,
  failure,
}: ConfirmButtonProps<T>) {
  const [step, setStep] = useState(0);
  const action = useAdminAction(run, { failure }, () => setStep(0));
  return (
    <>
      <Button label={label} color={color} onClick={() => setStep(1)} disabled={disabled || action.isPending}>
        {icon}
      </Button>
      {confirmations.map((content, index) => {
        const last = index === confirmations.length - 1;
        return (
          <Confirm
            key={content}
            isOpen={step === index + 1}
            loading={last && action.isPending}
            title={title}
            content={content}
            contentTranslateOptions={confirmationOptions}
            onConfirm={() => (last ? action.mutate() : setStep(index + 2))}
            onClose={() => setStep(0)}
          />
        );
      })}
    </>
  );
}

/** Test data = businesses whose place_id starts with `test` (docs/behaviour.md §4); one confirmation (docs/screens.md §5). */
export function DeleteTestDataButton() {
  const translate = useTranslate();
  const count = useTestDataCount();
  const n = count.data?.count ?? 0;
  return (
    <ConfirmButton
      label={translate('app.businesses.test_data', { smart_count: n })}
      icon={<BugReportIcon />}
      disabled={n === 0}
      title="app.businesses.test_data_title"
      confirmations={['app.businesses.test_data_confirm']}
      confirmationOptions={{ smart_count: n }}
      run={adminApi.deleteTestData}
      failure="app.businesses.test_data_failed"
    />
  );
}

/** One confirmation (docs/screens.md §5); the server repairs slugs in resumable batches. */
export function FixSlugsButton() {
  return (
    <ConfirmButton
      label="app.businesses.fix_slugs"
      icon={<LinkIcon />}
      confirmations={['app.businesses.fix_slugs_confirm']}
      run={adminApi.fixSlugs}
      failure="app.businesses.fix_slugs_failed"
    />
  );
}

/** docs/screens.md §5 "Delete all needs two" confirmations; the call carries `confirm=all` (docs/behaviour.md §0). */
export function DeleteAllButton() {
  return (
    <ConfirmButton
      label="app.businesses.delete_all"
      icon={<DeleteForeverIcon />}
      color="error"
      confirmations={['app.businesses.delete_all_confirm', 'app.businesses.delete_all_confirm_again']}
      run={adminApi.deleteAllBusinesses}
      failure="app.businesses.delete_all_failed"
    />
  );
}
