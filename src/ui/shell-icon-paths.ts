/**
 * The icons the shell itself draws (menus, theme switch, close buttons, footer), on a 24 × 24 grid. Kept
 * apart from ./icon-paths so every page's first load carries these few paths, not the whole set.
 */
export const chevronDownPath = 'm6 9 6 6 6-6';
export const menuPath = 'M4 6h16 M4 12h16 M4 18h16';
export const xPath = 'M18 6 6 18 M6 6l12 12';
/** The ↗ after a link that leaves the site. */
export const externalPath = 'M7 17 17 7 M8 7h9v9';
export const sunPath =
  'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z M12 1v2 M12 21v2 M4.2 4.2l1.4 1.4 M18.4 18.4l1.4 1.4 M1 12h2 M21 12h2 M4.2 19.8l1.4-1.4 M18.4 5.6l1.4-1.4';
export const moonPath = 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z';
export const mailPath = 'M3 5h18v14H3z m0 0 9 7 9-7';
