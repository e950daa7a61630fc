import styled from '@emotion/styled';
import { ThemeProvider } from '@emotion/react';
import type { SiteShell } from '../site/shell/site-shell';
import { GlobalStyles } from '../ui/theme/global-styles';
import { theme } from '../ui/theme/theme';
import { AnimatedBackground } from './layout/animated-background';
import { HeaderSpacer, SiteHeader } from './layout/site-header';
import { SiteFooter } from './layout/site-footer';
import { RouteSwitch } from './routing/route-switch';
import { SiteDialogs } from './dialogs/site-dialogs';
import { ThirdPartyLoader } from './third-party/third-party-loader';
import { ShellPart } from './layout/shell-part';

const SkipLink = styled.a(({ theme: t }) => ({
  position: 'absolute',
  left: t.space[4],
  top: '-100px',
  zIndex: 100,
  padding: `${t.space[2]} ${t.space[4]}`,
  borderRadius: t.radius.md,
  background: t.color.primary,
  color: t.color.onPrimary,
  fontWeight: t.fontWeight.bold,
  '&:focus': { top: t.space[2] },
}));

const Main = styled.main({ flex: '1 0 auto', outline: 'none' });

/** The shell every page sits in: header, the route's blocks, footer, and the animated background. */
export function App({ site, withHead = true }: { site: SiteShell; withHead?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      <SiteDialogs site={site}>
        <ShellPart>
          <GlobalStyles />
        </ShellPart>
        <ShellPart>
          <AnimatedBackground />
        </ShellPart>
        <ShellPart>
          <SkipLink href="#main">Skip to content</SkipLink>
        </ShellPart>
        <ShellPart>
          <SiteHeader
            settings={site.settings}
            groups={site.navigation.header}
            actions={site.navigation.headerActions}
          />
        </ShellPart>
        <ShellPart>
          <HeaderSpacer />
        </ShellPart>
        <Main id="main" tabIndex={-1}>
          <RouteSwitch settings={site.settings} withHead={withHead} />
        </Main>
        <ShellPart>
          <SiteFooter settings={site.settings} navigation={site.navigation.footer} />
        </ShellPart>
        <ShellPart>
          <ThirdPartyLoader settings={site.settings} />
        </ShellPart>
      </SiteDialogs>
    </ThemeProvider>
  );
}
