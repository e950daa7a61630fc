import { moonPath, sunPath } from '../../ui/shell-icon-paths';
import { SvgIcon } from '../../ui/svg-icon';
import { IconButton } from '../../ui/icon-button';
import { useThemePreference } from './use-theme-preference';

/** Switches between light and dark; the choice is stored under `theme`. */
export function ThemeSwitch() {
  const { theme, setTheme } = useThemePreference();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      type="button"
      onClick={() => setTheme(next)}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      <SvgIcon path={theme === 'dark' ? sunPath : moonPath} size={20} />
    </IconButton>
  );
}
