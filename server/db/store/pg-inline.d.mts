export function convert(value: unknown, type: string | undefined): unknown;
export function literalOf(value: unknown, type: string | undefined, quote: (text: string) => string): string;
export function inlineParams(text: string, literals: string[]): string;
