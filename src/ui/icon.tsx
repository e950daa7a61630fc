import type { IconName } from '../generated/site-types';
import * as paths from './icon-paths';
import * as shellPaths from './shell-icon-paths';
import { SvgIcon } from './svg-icon';

/** Every icon by the name site.yaml uses. One entry per name in the schema's `icon` enum. */
export const iconPaths: Record<IconName, string> = {
  'arrow-right': paths.arrowRightPath,
  'chevron-down': shellPaths.chevronDownPath,
  menu: shellPaths.menuPath,
  x: shellPaths.xPath,
  sun: shellPaths.sunPath,
  moon: shellPaths.moonPath,
  mail: shellPaths.mailPath,
  bot: paths.botPath,
  brain: paths.brainPath,
  briefcase: paths.briefcasePath,
  chart: paths.chartPath,
  check: paths.checkPath,
  clock: paths.clockPath,
  cloud: paths.cloudPath,
  code: paths.codePath,
  cog: paths.cogPath,
  database: paths.databasePath,
  globe: paths.globePath,
  layers: paths.layersPath,
  lock: paths.lockPath,
  rocket: paths.rocketPath,
  search: paths.searchPath,
  server: paths.serverPath,
  shield: paths.shieldPath,
  smartphone: paths.smartphonePath,
  sparkles: paths.sparklesPath,
  store: paths.storePath,
  target: paths.targetPath,
  'trending-up': paths.trendingUpPath,
  users: paths.usersPath,
  workflow: paths.workflowPath,
  zap: paths.zapPath,
};

export interface IconProps {
  name: IconName;
  size?: number;
  /** A label makes the icon meaningful to screen readers; without one it is decoration. */
  label?: string;
}

/** An icon by name, for blocks (whose icons come from site.yaml). The shell draws `SvgIcon` with the few paths it needs. */
export function Icon({ name, ...rest }: IconProps) {
  return <SvgIcon path={iconPaths[name]} {...rest} />;
}
