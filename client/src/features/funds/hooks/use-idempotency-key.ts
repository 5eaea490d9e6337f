// One Idempotency-Key per submission: the same key while the same values are sent again
// (a double click or a retry after a lost answer is answered once by the server), a new key
// once the values change or the previous submission succeeded.
import { useMemo, useRef } from 'react';

export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useIdempotencyKey() {
  const current = useRef<{ key: string; fingerprint: string } | null>(null);
  return useMemo(
    () => ({
      forValues(values: unknown): string {
        const fingerprint = JSON.stringify(values);
        if (current.current?.fingerprint !== fingerprint) current.current = { key: newIdempotencyKey(), fingerprint };
        return current.current.key;
      },
      reset() {
        current.current = null;
      },
    }),
    [],
  );
}
