import { createContext } from 'react';
import type { DialogName } from '#generated/site-types';

/**
 * Opens one of the site's named dialogs (site.yaml's `dialogs:`). The app provides it; where nothing
 * does (a block rendered alone), buttons stay the links their `href` names.
 */
export const DialogLauncherContext = createContext<((name: DialogName) => void) | null>(null);
