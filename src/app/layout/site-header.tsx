import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { HeaderActions } from '#generated/site-types';
import type { MenuGroup } from '#site/shell/create-menu-group';
import { CtaButton } from '#ui/controls/cta-button';
import type { BrowserSettings } from '#site/shell/block-context';
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
  '&[data-scrolled]': {
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
  '[data-scrolled] &': { height: theme.layout.headerHeightCompact },
  [theme.navTight]: { gap: theme.space[2], padding: `0 ${theme.space[3]}` },
  [theme.mobile]: { height: theme.layout.headerHeightCompact, padding: `0 ${theme.space[4]}` },
  [theme.narrow]: { gap: theme.space[2] },
}));

/**
 * The logo's size is set here, for each width, rather than scaled: a scaled logo keeps its full width in
 * the layout, and that width is what decides whether the header fits in one line. The image keeps its
 * width and height attributes (its aspect ratio, so nothing shifts).
 */
const LogoSlot = styled.div(({ theme }) => ({
  flexShrink: 0,
  '& .mark, & img': { width: 'auto', height: '50px', transition: `height ${theme.motion.base}` },
  '[data-scrolled] & .mark, [data-scrolled] & img': { height: '40px' },
  [theme.navTight]: { '& .mark, & img, [data-scrolled] & .mark, [data-scrolled] & img': { height: '30px' } },
  [theme.mobile]: { '& .mark, & img': { height: '40px' } },
  [theme.narrow]: {
    '& .mark, & img, [data-scrolled] & .mark, [data-scrolled] & img': { height: '32px' },
  },
  // On the narrowest phones the mark alone, so the button and the menu still fit (its link keeps the name).
  '@media (max-width: 374.98px)': { '& img': { display: 'none' } },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: theme.space[2],
  '& > a, & > button:not([aria-label])': {
    minHeight: '44px',
    padding: `0 ${theme.space[4]}`,
    whiteSpace: 'nowrap',
  },
  [theme.navTight]: {
    gap: theme.space[1],
    '& > a, & > button:not([aria-label])': { padding: `0 ${theme.space[3]}`, fontSize: theme.fontSize.sm },
  },
  [theme.narrow]: {
    gap: theme.space[1],
    '& > a, & > button:not([aria-label])': { padding: `0 ${theme.space[3]}` },
  },
}));

/** Below the narrow breakpoint the theme switch is in the menu, to leave the header its button. */
const ThemeSlot = styled.div(({ theme }) => ({ [theme.narrow]: { display: 'none' } }));

/** Keeps page content clear of the fixed header. */
export const HeaderSpacer = styled.div(({ theme }) => ({
  height: theme.layout.headerHeight,
  flexShrink: 0,
  [theme.mobile]: { height: theme.layout.headerHeightCompact },
}));

export function SiteHeader({
  settings,
  groups,
  actions,
}: {
  settings: BrowserSettings;
  groups: MenuGroup[];
  actions?: HeaderActions;
}) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <Bar data-scrolled={scrolled ? '' : undefined}>
      <Inner>
        <LogoSlot>
          <Logo logo={settings.logo} height={56} />
        </LogoSlot>
        <DesktopMenu groups={groups} links={actions?.links} />
        <Actions>
          {actions?.button && <CtaButton cta={actions.button} />}
          <ThemeSlot>
            <ThemeSwitch />
          </ThemeSlot>
          <MobileMenu groups={groups} actions={actions} />
        </Actions>
      </Inner>
    </Bar>
  );
}
