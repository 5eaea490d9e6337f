// The appropriateness check in front of a real trade (decision 077): `guard` places the trade
// at once, or first shows the risk warning and the check when the trade needs it and the user
// has not passed it; `refused` does the same after the server said so (APPROPRIATENESS_REQUIRED).
import { useState } from 'react';
import { ERRORS } from '../../../../shared/errors.ts';
import { ApiError } from '../http';
import { useTradeEnv } from './env';
import { useResponsible } from '../api/responsible';
import { AppropriatenessDialog } from '../../components/trading/appropriateness-dialog';

export function useAppropriatenessGate() {
  const env = useTradeEnv();
  // (guests and the demo page trade demo money only: never asked)
  const settings = useResponsible(!env.guest && !env.demoOnly);
  const [next, setNext] = useState<(() => void) | null>(null);
  const passed = Boolean(settings.data?.appropriatenessPassedAt);
  return {
    /** The check is showing (the trade's own confirmation steps aside meanwhile: one dialog at a time). */
    asking: next !== null,
    guard(needed: boolean, proceed: () => void) {
      if (needed && settings.data && !passed) setNext(() => proceed);
      else proceed();
    },
    /** Whether `error` is the server's refusal for want of the check: the dialog then opens and `proceed` runs after it. */
    refused(error: unknown, proceed: () => void): boolean {
      if (!(error instanceof ApiError && error.code === ERRORS.APPROPRIATENESS_REQUIRED.code)) return false;
      setNext(() => proceed);
      return true;
    },
    dialog: (
      <AppropriatenessDialog
        opened={next !== null}
        onClose={() => setNext(null)}
        onPassed={() => {
          const proceed = next;
          setNext(null);
          proceed?.();
        }}
      />
    ),
  };
}
