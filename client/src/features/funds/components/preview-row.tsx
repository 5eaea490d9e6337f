import type { ComponentProps } from 'react';
import { DetailRow } from '../../../components/detail-row';

/**
 * A line of the live preview under an amount (rate, fee), in figures; `arrival` is the line of
 * what arrives, in larger bold type.
 */
export function PreviewRow({ arrival, ...row }: ComponentProps<typeof DetailRow> & { arrival?: boolean }) {
  return <DetailRow className="num" {...(arrival ? { fz: 'md', fw: 700 } : { fw: 400 })} {...row} />;
}
