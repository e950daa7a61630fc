import styled from '@emotion/styled';
import { Dialog, DialogPanel, Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useState } from 'react';
import type { NavGroup } from '../../generated/site-types';
import { listMenuItems } from './list-menu-items';
import { Icon } from '../../ui/icon';
import { SmartLink } from '../../ui/smart-link';
import { IconButton } from '../../ui/icon-button';

const Toggle = styled(IconButton)(({ theme }) => ({
  [theme.desktop]: { display: 'none' },
}));

const Sheet = styled(Dialog)(({ theme }) => ({
  position: 'fixed',
  inset: `${theme.layout.headerHeightCompact} 0 0 0`,
  zIndex: 60,
  overflowY: 'auto',
  background: theme.color.surface,
  borderTop: `1px solid ${theme.color.border}`,
}));

const Panel = styled(DialogPanel)(({ theme }) => ({ padding: theme.space[4] }));

const Header = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBottom: theme.space[2],
}));

const GroupButton = styled(DisclosureButton)(({ theme }) => ({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '52px',
  padding: `0 ${theme.space[2]}`,
  border: 0,
  borderBottom: `1px solid ${theme.color.border}`,
  background: 'transparent',
  color: theme.color.text,
  font: 'inherit',
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  cursor: 'pointer',
  '&[data-open] svg': { transform: 'rotate(180deg)' },
}));

const Items = styled.ul(({ theme }) => ({ listStyle: 'none', margin: 0, padding: `${theme.space[2]} 0` }));

const ItemLink = styled(SmartLink)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: `0 ${theme.space[4]}`,
  borderRadius: theme.radius.md,
  color: theme.color.text,
  textDecoration: 'none',
  '&:hover': { background: theme.color.surfaceRaised },
}));

/**
 * Below 768 px: a toggle opening the same groups as an accordion. While open, the page behind does not
 * scroll and focus stays in the menu (the dialog does both); choosing a link or Escape closes it.
 */
export function MobileMenu({ groups }: { groups: NavGroup[] }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Toggle type="button" aria-expanded={open} aria-label={open ? 'Close menu' : 'Open menu'} onClick={() => setOpen(!open)}>
        <Icon name={open ? 'x' : 'menu'} size={22} />
      </Toggle>
      <Sheet open={open} onClose={close} aria-label="Menu">
        <Panel>
          <Header>
            <IconButton type="button" aria-label="Close menu" onClick={close}>
              <Icon name="x" size={22} />
            </IconButton>
          </Header>
          <nav aria-label="Mobile">
            {groups.map((group) => (
              <Disclosure key={group.title}>
                <GroupButton>
                  {group.title}
                  <Icon name="chevron-down" size={20} />
                </GroupButton>
                <DisclosurePanel as={Items}>
                  {listMenuItems(group).map((item) => (
                    <li key={item.href}>
                      <ItemLink href={item.href} isExternal={item.isExternal} onClick={close}>
                        {item.title}
                      </ItemLink>
                    </li>
                  ))}
                </DisclosurePanel>
              </Disclosure>
            ))}
          </nav>
        </Panel>
      </Sheet>
    </>
  );
}
