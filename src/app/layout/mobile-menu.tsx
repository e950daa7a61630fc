import styled from '@emotion/styled';
import { useState } from 'react';
import type { MenuGroup } from '../../site/shell/create-menu-group';
import { Dialog } from '../../ui/dialog';
import { menuPath, xPath } from '../../ui/shell-icon-paths';
import { SvgIcon } from '../../ui/svg-icon';
import { IconButton } from '../../ui/icon-button';
import { useHydrated } from '../../ui/use-hydrated';
import { MobileNavGroups } from './mobile-nav-groups';

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

/**
 * Below 768 px: a toggle opening the header's groups as an accordion. In the prerendered page it is a
 * native disclosure showing the header's one nav, so a phone without JavaScript still has navigation;
 * once the app runs it becomes a modal dialog (page scroll locked, focus kept inside, Escape or a
 * choice closes it).
 */
export function MobileMenu({ groups }: { groups: MenuGroup[] }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  if (!hydrated) {
    return (
      <StaticMenu>
        <Toggle as="summary" aria-label="Menu">
          <span className="open-icon">
            <SvgIcon path={menuPath} size={22} />
          </span>
          <span className="close-icon">
            <SvgIcon path={xPath} size={22} />
          </span>
        </Toggle>
      </StaticMenu>
    );
  }
  return (
    <>
      <Toggle
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="Open menu"
        onClick={() => setOpen(true)}
      >
        <SvgIcon path={menuPath} size={22} />
      </Toggle>
      <Dialog open={open} onClose={close} title="Menu" hideTitle closeLabel="Close menu" placement="sheet">
        <MobileNavGroups groups={groups} onNavigate={close} />
      </Dialog>
    </>
  );
}
