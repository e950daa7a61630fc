/** The rest of the icons, on a 24 × 24 grid: loaded with the blocks that draw them (through `Icon`). */
export const arrowRightPath = 'M5 12h14 M13 6l6 6-6 6';
export const botPath = 'M12 8V4H8 M4 8h16v12H4z M2 14h2 M20 14h2 M9 13v2 M15 13v2';
export const brainPath =
  'M9.5 2A2.5 2.5 0 0 0 7 4.5 2.5 2.5 0 0 0 4.5 7 3 3 0 0 0 4 13a3 3 0 0 0 2.5 5A2.5 2.5 0 0 0 9 20.5 1.5 1.5 0 0 0 12 20V4a2 2 0 0 0-2.5-2z M14.5 2A2.5 2.5 0 0 1 17 4.5 2.5 2.5 0 0 1 19.5 7a3 3 0 0 1 .5 6 3 3 0 0 1-2.5 5 2.5 2.5 0 0 1-2.5 2.5A1.5 1.5 0 0 1 12 20';
export const briefcasePath = 'M3 7h18v13H3z M8 7V4h8v3 M3 13h18';
export const chartPath = 'M3 3v18h18 M7 16v-4 M12 16V8 M17 16v-7';
export const checkPath = 'M20 6 9 17l-5-5';
export const clockPath = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z M12 6v6l4 2';
export const cloudPath = 'M17.5 19H9a7 7 0 1 1 6.71-9h1.79a4.5 4.5 0 1 1 0 9z';
export const codePath = 'm16 18 6-6-6-6 M8 6l-6 6 6 6';
export const cogPath =
  'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z M12 2v3 M12 19v3 M4.9 4.9l2.1 2.1 M17 17l2.1 2.1 M2 12h3 M19 12h3 M4.9 19.1 7 17 M17 7l2.1-2.1';
export const databasePath =
  'M12 2c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3z M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5 M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3';
export const globePath =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z M2 12h20 M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10z';
export const layersPath = 'm12 2 10 5-10 5L2 7z M2 17l10 5 10-5 M2 12l10 5 10-5';
export const lockPath = 'M5 11h14v11H5z M7 11V7a5 5 0 0 1 10 0v4';
export const rocketPath =
  'M4.5 16.5c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1z M12 15l-3-3a22 22 0 0 1 2-3.9A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22.4 22.4 0 0 1-4 2z M9 12H4s.6-3 2-4c1.6-1.1 5 0 5 0 M12 15v5s3-.6 4-2c1.1-1.6 0-5 0-5';
export const searchPath = 'M11 3a8 8 0 1 0 0 16 8 8 0 0 0 0-16z m10 18-4.3-4.3';
export const serverPath = 'M2 2h20v8H2z M2 14h20v8H2z M6 6h.01 M6 18h.01';
export const shieldPath = 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z';
export const smartphonePath = 'M5 2h14v20H5z M12 18h.01';
export const sparklesPath =
  'm12 3-1.9 5.8a2 2 0 0 1-1.3 1.3L3 12l5.8 1.9a2 2 0 0 1 1.3 1.3L12 21l1.9-5.8a2 2 0 0 1 1.3-1.3L21 12l-5.8-1.9a2 2 0 0 1-1.3-1.3z';
export const storePath =
  'M3 9l1.5-5h15L21 9 M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z M5 12v9h14v-9 M10 21v-5h4v5';
export const targetPath =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z M12 6a6 6 0 1 0 0 12 6 6 0 0 0 0-12z M12 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4z';
export const trendingUpPath = 'm22 7-8.5 8.5-5-5L2 17 M16 7h6v6';
export const usersPath =
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2 M9 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z M22 21v-2a4 4 0 0 0-3-3.9 M16 3.1a4 4 0 0 1 0 7.8';
export const workflowPath = 'M3 3h6v6H3z M15 15h6v6h-6z M6 9v3a3 3 0 0 0 3 3h6';
export const zapPath = 'M13 2 3 14h9l-1 8 10-12h-9z';
