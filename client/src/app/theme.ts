// One accent colour (sky blue, from the brand artwork), a navy dark palette, and the
// international rise = green / fall = red convention (see app.css).
import { createTheme, type MantineColorsTuple, type MantineThemeOverride, mergeThemeOverrides } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e0f4fe',
  '#bae6fd',
  '#7dd3fc',
  '#38bdf8',
  '#0ea5e9',
  '#0b94d4',
  '#0284c7',
  '#0369a1',
  '#075985',
  '#0c4a6e',
];

// dark[0] text … dark[7] body background (#0b1120, as the banners and the chat page)
const dark: MantineColorsTuple = [
  '#e2e8f0',
  '#cbd5e1',
  '#94a3b8',
  '#64748b',
  '#334155',
  '#1e293b',
  '#151e32',
  '#0b1120',
  '#080d19',
  '#050912',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  // text on a filled colour (buttons, badges, segmented controls) is black or white, whichever
  // reads better: past a luminance of 0.18 black has the higher contrast (WCAG, decision 076).
  // Mantine picks it from the light scheme's shade (6) for both schemes; the dark one's (5) is
  // lighter still, so black reads on both
  autoContrast: true,
  luminanceThreshold: 0.18,
  colors: { brand, dark },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Malgun Gothic", sans-serif',
  headings: { fontWeight: '650' },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  // a table wider than the screen scrolls: its scroll region takes the keyboard's focus to be
  // scrolled with the arrow keys (WCAG 2.1.1, axe's scrollable-region-focusable)
  // (the segmented control's selected label and a checked chip read on their colour too: the
  // theme's autoContrast does not reach them)
  components: {
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    SegmentedControl: { defaultProps: { autoContrast: true } },
    // (a chip sets its text colour only when given a variant)
    Chip: { defaultProps: { autoContrast: true, variant: 'filled' } },
  },
  // visitors who asked their system for less motion get menus and dialogs without transitions
  respectReducedMotion: true,
});

/**
 * The theme with the dialogs' and drawers' close buttons named in the reader's language (an
 * icon-only button needs a name for screen readers, decision 076).
 */
export function themeWithLabels(closeLabel: string): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
    },
  });
}
