import { ThemeProvider } from '@emotion/react';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '#ui/theme/theme';
import { polyfillDialog } from './polyfill-dialog';

// A `findBy…` or `waitFor` waits for what the visitor would see; its 1 s default is a guess at the machine's
// speed, and on a machine busy with a second job a lazily imported part or a state update took longer.
// Five seconds costs a passing test nothing: it returns as soon as what it waits for is there.
configure({ asyncUtilTimeout: 5_000 });
polyfillDialog();

/** Renders a block as the app does: inside the theme and a router. */
export function renderBlock(element: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{element}</MemoryRouter>
    </ThemeProvider>,
  );
}

export { createBlockContext } from './create-block-context';
