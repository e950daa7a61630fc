import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../../src/ui/theme';

/** Renders a block as the app does: inside the theme and a router. */
export function renderBlock(element: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{element}</MemoryRouter>
    </ThemeProvider>,
  );
}

export { createBlockContext } from './create-block-context';
