import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from './error-message';

/**
 * A call made from a dialog: `asking` names the dialog open, if any. `run` makes the call (`busy` meanwhile), says
 * in Turkish it was done (the `done` message, filled in with `args`) or the server's reason it was not, closes the
 * dialog, then awaits `onSettled` either way (to read the data again).
 */
export function useConfirmedAction<Dialog extends string>(onSettled: () => unknown) {
  const notify = useNotify();
  const [asking, setAsking] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string, args: Record<string, string>) => {
    setBusy(true);
    try {
      await action();
      notify(done, { type: 'success', messageArgs: args });
    } catch (error) {
      notify('app.decisions.failed', { type: 'error', messageArgs: { message: errorMessage(error) } });
    } finally {
      setBusy(false);
      setAsking(null);
      await onSettled();
    }
  };
  return { asking, setAsking, busy, run };
}
