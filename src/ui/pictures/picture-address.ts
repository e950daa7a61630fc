import { createContext, useContext } from 'react';

/**
 * Where a page loads the site's own pictures from: '' (the site's own addresses) everywhere but the editor's
 * preview on the site's server, where it is the address below /admin/ at which the signed-in person's draft
 * serves its public/ (and the build's copies of its pictures), so a picture uploaded a moment ago shows in
 * the preview before it is published.
 */
export const PictureBaseContext = createContext('');

/** Whether `src` is one of the site's own files (`/images/a.png`), not an external or protocol-relative address. */
const isOwnFile = (src: string) => src.startsWith('/') && !src.startsWith('//');

/** The address to load a picture (`/images/a.png`) or one of its copies (`/_img/images/a-640.avif`) from. */
export function usePictureAddress(): (src: string) => string {
  const base = useContext(PictureBaseContext);
  return (src) => (base && isOwnFile(src) ? `${base}${src}` : src);
}
