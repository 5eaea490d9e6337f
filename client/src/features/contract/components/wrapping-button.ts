// Buttons side by side in a narrow column (a phone, a long label in de-DE or uk-UA): the label
// wraps onto a second line inside the button instead of being cut.
export const WRAPPING_BUTTON = {
  px: 6,
  h: 'auto',
  mih: 40,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 } },
} as const;
