import styled from '@emotion/styled';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { MenuGroup } from '../../site/shell/create-menu-group';
import { chevronDownPath } from '../../ui/shell-icon-paths';
import { SvgIcon } from '../../ui/svg-icon';
import { SmartLink } from '../../ui/smart-link';
import { useHoverMenus } from './use-hover-menus';

/**
 * Below 768 px this nav is hidden, and the app's menu dialog lists the groups. Without JavaScript the
 * menu button is a native disclosure that shows this same nav as a sheet under the header, every group
 * open: one copy of the navigation in each page instead of a second one for phones.
 */
const Nav = styled.nav(({ theme }) => ({
  [theme.mobile]: {
    display: 'none',
    'header:has(details[open]) &': {
      display: 'block',
      position: 'fixed',
      inset: `${theme.layout.headerHeightCompact} 0 0 0`,
      zIndex: 60,
      overflowY: 'auto',
      padding: theme.space[4],
      background: theme.color.surface,
      borderTop: `1px solid ${theme.color.border}`,
      // The sheet is a list of the groups: their panels in the flow, without the desktop's card and descriptions.
      '& > ul': { flexDirection: 'column', gap: theme.space[3] },
      '& li > div': { display: 'block', position: 'static', transform: 'none', width: 'auto', paddingTop: 0 },
      '& li > div > ul': { border: 0, boxShadow: 'none', padding: 0 },
      '& li > div a > span + span:not(.visually-hidden)': { display: 'none' },
      '& button svg': { display: 'none' },
    },
  },
}));

const Groups = styled.ul(({ theme }) => ({
  display: 'flex',
  gap: theme.space[1],
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

const Group = styled.li({
  position: 'relative',
  // Without JavaScript the menus still open on hover and keyboard focus.
  'html:not([data-js]) &:hover > div, html:not([data-js]) &:focus-within > div': { display: 'block' },
});

const Trigger = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  minHeight: '44px',
  padding: `0 ${theme.space[3]}`,
  border: 0,
  borderRadius: theme.radius.pill,
  background: 'transparent',
  color: theme.color.text,
  font: 'inherit',
  fontWeight: theme.fontWeight.medium,
  cursor: 'pointer',
  '&:hover, &[aria-expanded="true"]': { background: theme.color.surfaceRaised },
  svg: { transition: `transform ${theme.motion.fast}` },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
}));

const Panel = styled.div(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(420px, 80vw)',
  paddingTop: theme.space[2],
  '&[hidden]': { display: 'none' },
}));

/** A panel's links: their looks set here once, rather than as classes on each of the menus' twenty links in every page. */
const PanelList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.space[2],
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  boxShadow: theme.shadow.lg,
  a: {
    display: 'block',
    padding: theme.space[3],
    borderRadius: theme.radius.md,
    color: theme.color.text,
    textDecoration: 'none',
    '&:hover': { background: theme.color.surfaceRaised },
  },
  'a > span:first-of-type': { display: 'block', fontWeight: theme.fontWeight.bold },
  'a > span + span:not(.visually-hidden)': {
    display: 'block',
    fontSize: theme.fontSize.sm,
    color: theme.color.textMuted,
  },
}));

/** The four desktop dropdowns: hover with the spec's delays, click, and keyboard (Escape closes, focus returns). */
export function DesktopMenu({ groups }: { groups: MenuGroup[] }) {
  const { openIndex, hoverStart, hoverEnd, toggle, close } = useHoverMenus();
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (openIndex === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openIndex, close]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || openIndex !== index) return;
    close();
    document.getElementById(`${baseId}-trigger-${index}`)?.focus();
  };

  return (
    <Nav aria-label="Main" ref={navRef}>
      <Groups>
        {groups.map((group, index) => {
          const open = openIndex === index;
          return (
            <Group
              key={group.title}
              onPointerEnter={(event) => event.pointerType === 'mouse' && hoverStart(index)}
              onPointerLeave={(event) => event.pointerType === 'mouse' && hoverEnd()}
              onKeyDown={onKeyDown(index)}
              onBlur={(event) => {
                if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
              }}
            >
              <Trigger
                id={`${baseId}-trigger-${index}`}
                type="button"
                aria-expanded={open}
                aria-controls={`${baseId}-panel-${index}`}
                onClick={() => toggle(index)}
              >
                {group.title}
                <SvgIcon path={chevronDownPath} size={16} />
              </Trigger>
              <Panel id={`${baseId}-panel-${index}`} hidden={!open}>
                <PanelList>
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <SmartLink href={item.href} isExternal={item.isExternal} onClick={close}>
                        <span>{item.title}</span>
                        {item.description && <span>{item.description}</span>}
                      </SmartLink>
                    </li>
                  ))}
                </PanelList>
              </Panel>
            </Group>
          );
        })}
      </Groups>
    </Nav>
  );
}
