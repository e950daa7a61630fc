import type { IconName } from '#generated/site-types';

/** The icons site.yaml names, and the few the site draws itself (the ↗ of a link to another site, a carousel's arrows). */
export type IconGlyph = IconName | 'external' | 'chevron-left' | 'chevron-right';

/**
 * Every icon's drawing, a stroke path on a 24 × 24 grid. Data, not code the browser runs: `npm run generate`
 * makes the icon stylesheet from it (src/generated/icons.css, see create-icon-sheet), and a page draws an
 * icon by its class.
 */
export const iconPaths: Record<IconGlyph, string> = {
  'arrow-right': 'M5 12h14 M13 6l6 6-6 6',
  bot: 'M12 8V4H8 M4 8h16v12H4z M2 14h2 M20 14h2 M9 13v2 M15 13v2',
  brain:
    'M9.5 2A2.5 2.5 0 0 0 7 4.5 2.5 2.5 0 0 0 4.5 7 3 3 0 0 0 4 13a3 3 0 0 0 2.5 5A2.5 2.5 0 0 0 9 20.5 1.5 1.5 0 0 0 12 20V4a2 2 0 0 0-2.5-2z M14.5 2A2.5 2.5 0 0 1 17 4.5 2.5 2.5 0 0 1 19.5 7a3 3 0 0 1 .5 6 3 3 0 0 1-2.5 5 2.5 2.5 0 0 1-2.5 2.5A1.5 1.5 0 0 1 12 20',
  briefcase: 'M3 7h18v13H3z M8 7V4h8v3 M3 13h18',
  chart: 'M3 3v18h18 M7 16v-4 M12 16V8 M17 16v-7',
  check: 'M20 6 9 17l-5-5',
  'chevron-down': 'm6 9 6 6 6-6',
  'chevron-left': 'm15 18-6-6 6-6',
  'chevron-right': 'm9 18 6-6-6-6',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z M12 6v6l4 2',
  cloud: 'M17.5 19H9a7 7 0 1 1 6.71-9h1.79a4.5 4.5 0 1 1 0 9z',
  code: 'm16 18 6-6-6-6 M8 6l-6 6 6 6',
  cog: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z M12 2v3 M12 19v3 M4.9 4.9l2.1 2.1 M17 17l2.1 2.1 M2 12h3 M19 12h3 M4.9 19.1 7 17 M17 7l2.1-2.1',
  database:
    'M12 2c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3z M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5 M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  external: 'M7 17 17 7 M8 7h9v9',
  globe:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z M2 12h20 M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10z',
  layers: 'm12 2 10 5-10 5L2 7z M2 17l10 5 10-5 M2 12l10 5 10-5',
  lock: 'M5 11h14v11H5z M7 11V7a5 5 0 0 1 10 0v4',
  mail: 'M3 5h18v14H3z m0 0 9 7 9-7',
  menu: 'M4 6h16 M4 12h16 M4 18h16',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  rocket:
    'M4.5 16.5c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1z M12 15l-3-3a22 22 0 0 1 2-3.9A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22.4 22.4 0 0 1-4 2z M9 12H4s.6-3 2-4c1.6-1.1 5 0 5 0 M12 15v5s3-.6 4-2c1.1-1.6 0-5 0-5',
  search: 'M11 3a8 8 0 1 0 0 16 8 8 0 0 0 0-16z m10 18-4.3-4.3',
  server: 'M2 2h20v8H2z M2 14h20v8H2z M6 6h.01 M6 18h.01',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z',
  smartphone: 'M5 2h14v20H5z M12 18h.01',
  sparkles:
    'm12 3-1.9 5.8a2 2 0 0 1-1.3 1.3L3 12l5.8 1.9a2 2 0 0 1 1.3 1.3L12 21l1.9-5.8a2 2 0 0 1 1.3-1.3L21 12l-5.8-1.9a2 2 0 0 1-1.3-1.3z',
  store: 'M3 9l1.5-5h15L21 9 M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z M5 12v9h14v-9 M10 21v-5h4v5',
  sun: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z M12 1v2 M12 21v2 M4.2 4.2l1.4 1.4 M18.4 18.4l1.4 1.4 M1 12h2 M21 12h2 M4.2 19.8l1.4-1.4 M18.4 5.6l1.4-1.4',
  target:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z M12 6a6 6 0 1 0 0 12 6 6 0 0 0 0-12z M12 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  'trending-up': 'm22 7-8.5 8.5-5-5L2 17 M16 7h6v6',
  users:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2 M9 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z M22 21v-2a4 4 0 0 0-3-3.9 M16 3.1a4 4 0 0 1 0 7.8',
  workflow: 'M3 3h6v6H3z M15 15h6v6h-6z M6 9v3a3 3 0 0 0 3 3h6',
  x: 'M18 6 6 18 M6 6l12 12',
  zap: 'M13 2 3 14h9l-1 8 10-12h-9z',
};
