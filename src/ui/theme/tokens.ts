/**
 * The design tokens: the one place colours, type, spacing, radii, shadows and motion are defined.
 * Colours are pairs (light, dark) so the theme is a switch of CSS variables, never a re-render.
 * Text pairs meet WCAG AA contrast on both `bg` and `surface` in their theme.
 */
export const palettes = {
  light: {
    bg: '#f8fafc',
    surface: '#ffffff',
    surfaceRaised: '#f1f5f9',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#e2e8f0',
    /** A form control's edge: 3:1 or more against the card and the page (WCAG 1.4.11), unlike a card's hairline. */
    inputBorder: '#64748b',
    primary: '#4f46e5',
    primaryHover: '#4338ca',
    onPrimary: '#ffffff',
    link: '#4338ca',
    focus: '#2563eb',
    success: '#15803d',
    destructive: '#b91c1c',
    headerScrolled: 'rgba(255, 255, 255, 0.92)',
    blobA: 'rgba(99, 102, 241, 0.18)',
    blobB: 'rgba(6, 182, 212, 0.16)',
    blobC: 'rgba(168, 85, 247, 0.12)',
  },
  dark: {
    bg: '#0b1020',
    surface: '#121a2f',
    surfaceRaised: '#18223b',
    text: '#e2e8f0',
    textMuted: '#a3b1c6',
    border: '#26324d',
    inputBorder: '#7c8aa5',
    primary: '#818cf8',
    primaryHover: '#a5b4fc',
    onPrimary: '#0b1020',
    link: '#a5b4fc',
    focus: '#93c5fd',
    success: '#4ade80',
    destructive: '#f87171',
    headerScrolled: 'rgba(11, 16, 32, 0.92)',
    blobA: 'rgba(99, 102, 241, 0.22)',
    blobB: 'rgba(6, 182, 212, 0.16)',
    blobC: 'rgba(168, 85, 247, 0.16)',
  },
} as const;

export type ColorName = keyof (typeof palettes)['light'];

export const tokens = {
  /** The lightning-bolt mark's gradient. */
  brandGradient: { from: '#6366f1', via: '#8b5cf6', to: '#06b6d4' },
  font: {
    sans: "'Inter Variable', 'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  /** Type scale in rem, fluid between the mobile and desktop size where two are given. */
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: 'clamp(1.375rem, 1.2rem + 0.6vw, 1.625rem)',
    xxl: 'clamp(1.75rem, 1.4rem + 1.4vw, 2.5rem)',
    display: 'clamp(2.25rem, 1.6rem + 2.6vw, 3.75rem)',
  },
  lineHeight: { tight: 1.15, snug: 1.35, body: 1.65 },
  fontWeight: { regular: 400, medium: 550, bold: 700, heavy: 800 },
  space: {
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
    8: '4rem',
    9: '6rem',
  },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 8px 24px rgba(15, 23, 42, 0.10)',
    lg: '0 24px 48px rgba(15, 23, 42, 0.16)',
  },
  /** `slow` is the site's entrance animation; `enterDelay` holds back a panel that enters after the page (the contact form's). */
  motion: {
    fast: '150ms',
    base: '250ms',
    slow: '600ms',
    enterDelay: '200ms',
    background: '28s',
    easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
  },
  layout: { maxWidth: '1200px', headerHeight: '88px', headerHeightCompact: '64px', tapTarget: '44px' },
  /**
   * Below `mobile` the site is laid out for phones and the header shows the menu button instead of its four
   * menus (the spec: narrower than 768 px is mobile); from `mobile` to `nav` the header's menus, button and
   * theme switch are drawn smaller to fit one line, and wide layouts fold; below `narrow` the header keeps
   * only the logo, its button and the menu button (the theme switch moves into the menu).
   */
  breakpoint: { mobile: 768, nav: 1024, narrow: 640 },
} as const;
