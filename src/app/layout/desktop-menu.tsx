import styled from '@emotion/styled';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { NavItem } from '#generated/site-types';
import type { MenuGroup } from '#site/shell/create-menu-group';
import { paintIcon } from '#ui/theme/icon';
import { toIconClass } from '#site/icons/create-icon-sheet';
import { SmartLink } from '#ui/controls/smart-link';
import { useHoverMenus } from './use-hover-menus';
import { stylePanel } from '#ui/styles/panel';

/**
 * Below 768 px (the spec's mobile) this nav is hidden, and the app's menu dialog lists the groups; from 768
 * to 1023 px its menus are drawn smaller, so they, the logo, the button and the theme switch fit one line.
 * Without JavaScript the menu button is a native disclosure that shows this same nav as a sheet under the header, every group open, then the
 * header's links: one copy of the navigation in each page instead of a second one for phones.
 */
const Nav = styled.nav(({ theme }) => ({
  flex: '1 1 auto',
  display: 'flex',
  justifyContent: 'center',
  minWidth: 0,
  '& > ul.sheet-links': { display: 'none' },
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
      '& li > div a > span:not(.external-mark)': { display: 'none' },
      '& button::after': { display: 'none' },
      '& > ul.sheet-links': {
        display: 'flex',
        marginTop: theme.space[4],
        paddingTop: theme.space[4],
        borderTop: `1px solid ${theme.color.border}`,
      },
      '& > ul.sheet-links a': { display: 'inline-flex', alignItems: 'center', minHeight: '44px' },
    },
  },
}));

/**
 * The groups, and each group's trigger, panel and links: styled from here once, rather than by a class on
 * each part of each of the four menus in every page.
 */
const Groups = styled.ul(({ theme }) => ({
  display: 'flex',
  gap: theme.space[1],
  [theme.navTight]: { gap: 0 },
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': {
    position: 'relative',
    // Without JavaScript the menus still open on hover and keyboard focus.
    'html:not([data-js]) &:hover > div, html:not([data-js]) &:focus-within > div': { display: 'block' },
  },
  '& > li > button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[1],
    minHeight: '44px',
    padding: `0 ${theme.space[3]}`,
    whiteSpace: 'nowrap',
    border: 0,
    borderRadius: theme.radius.pill,
    background: 'transparent',
    color: theme.color.text,
    font: 'inherit',
    fontWeight: theme.fontWeight.medium,
    cursor: 'pointer',
    '&:hover, &[aria-expanded="true"]': { background: theme.color.surfaceRaised },
    // Its chevron: drawn after its title from the icon its class names, not an element in every page's menus.
    '&::after': {
      content: '""',
      width: '16px',
      height: '16px',
      ...paintIcon,
      transition: `transform ${theme.motion.fast}`,
    },
    '&[aria-expanded="true"]::after': { transform: 'rotate(180deg)' },
    [theme.navTight]: {
      gap: '2px',
      // Less room after the chevron than before the title: the next title's own padding follows it.
      padding: `0 ${theme.space[1]} 0 ${theme.space[2]}`,
      fontSize: theme.fontSize.sm,
      '&::after': { width: '14px', height: '14px' },
    },
  },
  '& > li > div': {
    position: 'absolute',
    top: '100%',
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'min(420px, 80vw)',
    paddingTop: theme.space[2],
    '&[hidden]': { display: 'none' },
  },
  '& > li > div > ul': {
    listStyle: 'none',
    margin: 0,
    padding: theme.space[2],
    ...stylePanel(theme, { shadow: 'lg' }),
  },
  // An entry: its title, then its description.
  '& > li > div a': {
    position: 'relative',
    display: 'block',
    padding: theme.space[3],
    borderRadius: theme.radius.md,
    color: theme.color.text,
    fontWeight: theme.fontWeight.bold,
    textDecoration: 'none',
    '&:hover': { background: theme.color.surfaceRaised },
  },
  '& > li > div a > span:not(.external-mark)': {
    display: 'block',
    fontSize: theme.fontSize.sm,
    fontWeight: theme.fontWeight.regular,
    color: theme.color.textMuted,
  },
  // The ↗ of a product on another site, in the entry's corner rather than after its description.
  '& > li > div .external-mark': {
    position: 'absolute',
    top: theme.space[3],
    right: theme.space[3],
    color: theme.color.textMuted,
  },
}));

/**
 * The four desktop dropdowns: hover with the spec's delays, click, and keyboard (Escape closes, focus
 * returns). `links` (the header's Contact, About) show only in the sheet a phone without JavaScript opens.
 */
export function DesktopMenu({ groups, links = [] }: { groups: MenuGroup[]; links?: NavItem[] }) {
  const { openIndex, hoverStart, hoverEnd, toggle, close } = useHoverMenus();
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);

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
    triggers.current[index]?.focus();
  };

  return (
    <Nav aria-label="Main" ref={navRef}>
      <Groups>
        {groups.map((group, index) => {
          const open = openIndex === index;
          return (
            <li
              key={group.title}
              onPointerEnter={(event) => event.pointerType === 'mouse' && hoverStart(index)}
              onPointerLeave={(event) => event.pointerType === 'mouse' && hoverEnd()}
              onKeyDown={onKeyDown(index)}
              onBlur={(event) => {
                if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
              }}
            >
              <button
                ref={(trigger) => {
                  triggers.current[index] = trigger;
                }}
                type="button"
                className={toIconClass('chevron-down')}
                aria-expanded={open}
                aria-controls={`${baseId}${index}`}
                onClick={() => toggle(index)}
              >
                {group.title}
              </button>
              <div id={`${baseId}${index}`} hidden={!open}>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <SmartLink href={item.href} isExternal={item.isExternal} onClick={close}>
                        {/* The space parts title and description in the link's name, as the page shows them apart. */}
                        {item.description ? `${item.title} ` : item.title}
                        {item.description && <span>{item.description}</span>}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </Groups>
      {links.length > 0 && (
        <Groups className="sheet-links">
          {links.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} isExternal={link.isExternal}>
                {link.title}
              </SmartLink>
            </li>
          ))}
        </Groups>
      )}
    </Nav>
  );
}
