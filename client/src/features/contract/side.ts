// How each side looks wherever it is shown: long green, short red (as the buttons).
import type { ContractSide } from './types';

export const SIDE_COLOR: Record<ContractSide, 'green' | 'red'> = { long: 'green', short: 'red' };
