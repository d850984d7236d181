import { createTheme, type MantineColorsTuple, type MantineThemeComponent } from '@mantine/core';

// Deep navy for trust, a warm maple amber for calls to action. Shades used for text or filled
// backgrounds keep WCAG 2.1 AA contrast (N24): navy.8 on white 9.9:1, black on maple.4 9.3:1.
const navy: MantineColorsTuple = [
  '#e8f1f6',
  '#d0e2ec',
  '#a3c5d9',
  '#72a6c4',
  '#4a8cb3',
  '#2f7ba7',
  '#1e6593',
  '#145780',
  '#0d476b',
  '#0a3350',
];

const maple: MantineColorsTuple = [
  '#fff5e6',
  '#ffe8c7',
  '#ffd49a',
  '#ffc46b',
  '#f9b44f',
  '#f2a33a',
  '#e08f22',
  '#c47814',
  '#a0600c',
  '#7c4906',
];

// Mantine's default gray.6 (the "dimmed" text colour) is 3.3:1 on white; this one is 5.4:1.
const gray: MantineColorsTuple = [
  '#f4f7fa',
  '#e9eef3',
  '#dce3ea',
  '#c8d1da',
  '#a5b0bb',
  '#7d8893',
  '#5f6b76',
  '#4a5560',
  '#343d46',
  '#1f262d',
];

// Mantine's red.6 (#fa5252), the colour of field errors, is 3.3:1 on white; from shade 6 on these are
// at least 5.4:1, so an error message and its field's text stay readable (N24).
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#b32424',
  '#9f1f1f',
  '#861a1a',
];

// The brand typeface and its metric-matched fallback (components/ui/tokens.css, ADR 0119).
const brandFonts = 'var(--ms-font-sans)';

// 44 px targets (WCAG 2.5.5, ADR 0119): inputs of the default size are 44 px high; a checkbox's or
// radio's whole row (box and label) is a 44 px target.
const TARGET = '2.75rem';

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 6 },
  colors: { navy, maple, gray, red },
  black: '#0b1f2e',
  autoContrast: true,
  fontFamily: brandFonts,
  headings: { fontFamily: brandFonts, fontWeight: '700' },
  // Plain objects rather than `Component.extend(...)`, which would import each component's code
  // into the theme, and so into every application page's first load (ADR 0146).
  components: {
    Input: {
      vars: (_theme: unknown, props: { size?: string }) => ({
        wrapper: props.size === undefined || props.size === 'sm' ? { '--input-height': TARGET } : {},
      }),
    },
    // Buttons up to md are 44 px high (lg and xl are taller already).
    Button: {
      vars: (_theme: unknown, props: { size?: string }) => ({
        root: ['xs', 'sm', 'md', undefined].includes(props.size) ? { '--button-height': TARGET } : {},
      }),
    },
    // The show-password toggle fills the field's height (the field's border aside; tokens.css).
    PasswordInput: { classNames: { visibilityToggle: 'ms-field-toggle' } },
    Checkbox: { classNames: { body: 'ms-tap-row' } },
    Radio: { classNames: { body: 'ms-tap-row' } },
  } satisfies Record<string, MantineThemeComponent>,
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  // Keyboard users always see where focus is (WCAG 2.4.7).
  focusRing: 'auto',
});
