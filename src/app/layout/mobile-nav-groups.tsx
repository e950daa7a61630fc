import styled from '@emotion/styled';
import type { MenuGroup } from '#site/shell/create-menu-group';
import { Icon } from '#ui/theme/icon';
import { SmartLink } from '#ui/controls/smart-link';

const Group = styled.details(({ theme }) => ({
  borderBottom: `1px solid ${theme.color.border}`,
  '&[open] > summary .icon': { transform: 'rotate(180deg)' },
}));

const GroupTitle = styled.summary(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '52px',
  padding: `0 ${theme.space[2]}`,
  listStyle: 'none',
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  cursor: 'pointer',
  '&::-webkit-details-marker': { display: 'none' },
  '.icon': { transition: `transform ${theme.motion.fast}` },
}));

const Items = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: `${theme.space[2]} 0`,
}));

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
 * The header's groups as an accordion of native disclosures, so it opens with or without JavaScript;
 * `onNavigate` lets the enhanced menu close when a link is chosen.
 */
export function MobileNavGroups({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Mobile">
      {groups.map((group) => (
        <Group key={group.title}>
          <GroupTitle>
            {group.title}
            <Icon name="chevron-down" size={20} />
          </GroupTitle>
          <Items>
            {group.items.map((item) => (
              <li key={item.href}>
                <ItemLink href={item.href} isExternal={item.isExternal} onClick={onNavigate}>
                  {item.title}
                </ItemLink>
              </li>
            ))}
          </Items>
        </Group>
      ))}
    </nav>
  );
}
