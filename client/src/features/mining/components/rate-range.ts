import { ratePercent } from '../../../../../shared/mining.ts';

/** A daily rate range as percentages: "0.3 % – 0.5 %", or one figure when it does not vary. */
export function rateRange(min: string, max: string): string {
  return min === max ? `${ratePercent(min)} %` : `${ratePercent(min)} % – ${ratePercent(max)} %`;
}
