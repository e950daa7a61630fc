import styled from '@emotion/styled';
import { useState } from 'react';
import type { HeaderActions } from '#generated/site-types';
import type { MenuGroup } from '#site/shell/create-menu-group';
import { CtaButton } from '#ui/controls/cta-button';
import { Dialog } from '#ui/dialogs/dialog';
import { SmartLink } from '#ui/controls/smart-link';
import { Icon } from '#ui/theme/icon';
import { IconButton } from '#ui/controls/icon-button';
import { useHydrated } from '#ui/idle/use-hydrated';
import { MobileNavGroups } from './mobile-nav-groups';
import { ThemeSwitch } from './theme-switch';

const Toggle = styled(IconButton)(({ theme }) => ({
  [theme.desktop]: { display: 'none' },
}));

/** Without JavaScript: a native disclosure whose open state shows the header's nav as a sheet (see DesktopMenu). */
const StaticMenu = styled.details(({ theme }) => ({
  [theme.desktop]: { display: 'none' },
  '& > summary': { listStyle: 'none' },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '&:not([open]) .close-icon, &[open] .open-icon': { display: 'none' },
}));

const Links = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space[2],
  listStyle: 'none',
  margin: `${theme.space[4]} 0 0`,
  padding: 0,
  a: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '48px',
    borderRadius: theme.radius.md,
    background: theme.color.surfaceRaised,
    color: theme.color.text,
    fontWeight: theme.fontWeight.medium,
    textDecoration: 'none',
  },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
  marginTop: theme.space[4],
}));

const ButtonSlot = styled.div({ flex: '1 1 auto', '& > a, & > button': { width: '100%' } });

/** The header keeps its theme switch from the narrow breakpoint up; below it, the switch is here. */
const ThemeSlot = styled.div(({ theme }) => ({
  [`@media (min-width: ${theme.breakpoint.narrow}px)`]: { display: 'none' },
}));

/**
 * Below 768 px (the spec's mobile): a toggle opening the header's groups as an accordion, then the header's
 * links (Contact, About), its button and, on phones, the theme switch. In the prerendered page it is a native disclosure
 * showing the header's one nav, so a phone without JavaScript still has navigation; once the app runs it
 * becomes a modal dialog over the whole screen (page scroll locked, focus kept inside, Escape or a choice
 * closes it) whose one close button sits where the toggle was.
 */
export function MobileMenu({ groups, actions }: { groups: MenuGroup[]; actions?: HeaderActions }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  if (!hydrated) {
    return (
      <StaticMenu>
        <Toggle as="summary" aria-label="Menu">
          <Icon name="menu" size={22} className="open-icon" />
          <Icon name="x" size={22} className="close-icon" />
        </Toggle>
      </StaticMenu>
    );
  }
  const links = actions?.links ?? [];
  return (
    <>
      <Toggle
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="Open menu"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={22} />
      </Toggle>
      <Dialog open={open} onClose={close} title="Menu" hideTitle closeLabel="Close menu" placement="sheet">
        <MobileNavGroups groups={groups} onNavigate={close} />
        {links.length > 0 && (
          <Links>
            {links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} isExternal={link.isExternal} onClick={close}>
                  {link.title}
                </SmartLink>
              </li>
            ))}
          </Links>
        )}
        <Actions>
          {actions?.button && (
            // The menu closes as the button acts: its dialog opens over the page, or its page opens.
            <ButtonSlot onClick={close}>
              <CtaButton cta={actions.button} />
            </ButtonSlot>
          )}
          <ThemeSlot>
            <ThemeSwitch />
          </ThemeSlot>
        </Actions>
      </Dialog>
    </>
  );
}
