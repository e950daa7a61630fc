import styled from '@emotion/styled';
import { Icon } from '#ui/theme/icon';
import { IconButton } from '#ui/controls/icon-button';
import { useThemePreference } from './use-theme-preference';

/**
 * Without JavaScript the button could do nothing (the system's theme applies), so it is not offered; it
 * keeps its place, so nothing moves when the app starts and it appears.
 */
const SwitchButton = styled(IconButton)({ 'html:not([data-js]) &': { visibility: 'hidden' } });

/** Switches between light and dark; the choice is stored under `theme`. */
export function ThemeSwitch() {
  const { theme, setTheme } = useThemePreference();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <SwitchButton
      type="button"
      onClick={() => setTheme(next)}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={20} />
    </SwitchButton>
  );
}
