import styled from '@emotion/styled';
import { Icon } from '../../ui/icon';
import { useThemePreference } from './use-theme-preference';

export const IconButton = styled.button(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  color: theme.color.text,
  cursor: 'pointer',
  '&:hover': { background: theme.color.surfaceRaised },
}));

/** Switches between light and dark; the choice is stored under `theme`. */
export function ThemeSwitch() {
  const { theme, setTheme } = useThemePreference();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton type="button" onClick={() => setTheme(next)} aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`}>
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={20} />
    </IconButton>
  );
}
