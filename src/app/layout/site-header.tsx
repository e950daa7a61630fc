import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { MenuGroup } from '../../site/shell/create-menu-group';
import type { BrowserSettings } from '../../site/shell/block-context';
import { DesktopMenu } from './desktop-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ThemeSwitch } from './theme-switch';

/** Past this many pixels of scroll the header turns opaque and compact. */
export const SCROLL_THRESHOLD = 50;

const Bar = styled.header(({ theme }) => ({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 50,
  transition: `background ${theme.motion.base}, box-shadow ${theme.motion.base}`,
  '&[data-scrolled="true"]': {
    background: theme.color.headerScrolled,
    boxShadow: theme.shadow.md,
    backdropFilter: 'saturate(180%) blur(12px)',
  },
}));

const Inner = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  maxWidth: theme.layout.maxWidth,
  height: theme.layout.headerHeight,
  margin: '0 auto',
  padding: `0 ${theme.space[5]}`,
  transition: `height ${theme.motion.base}`,
  '[data-scrolled="true"] &': { height: theme.layout.headerHeightCompact },
  [theme.mobile]: { height: theme.layout.headerHeightCompact, padding: `0 ${theme.space[4]}` },
}));

const LogoSlot = styled.div(({ theme }) => ({
  transformOrigin: 'left center',
  transition: `transform ${theme.motion.base}`,
  '[data-scrolled="true"] &': { transform: 'scale(0.78)' },
  [theme.mobile]: { transform: 'scale(0.78)' },
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space[2] }));

/** Keeps page content clear of the fixed header. */
export const HeaderSpacer = styled.div(({ theme }) => ({
  height: theme.layout.headerHeight,
  flexShrink: 0,
  [theme.mobile]: { height: theme.layout.headerHeightCompact },
}));

export function SiteHeader({ settings, groups }: { settings: BrowserSettings; groups: MenuGroup[] }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <Bar data-scrolled={scrolled}>
      <Inner>
        <LogoSlot>
          <Logo logo={settings.logo} height={64} />
        </LogoSlot>
        <DesktopMenu groups={groups} />
        <Actions>
          <ThemeSwitch />
          <MobileMenu groups={groups} />
        </Actions>
      </Inner>
    </Bar>
  );
}
