import type { WidgetProps } from '@rjsf/utils';
import { readFormContext } from '../form-context';
import { ListedInput } from './listed-input';

/** A link: typed, or picked from every page of the site and its #anchors (a list the browser filters as you type). */
export function LinkWidget(props: WidgetProps) {
  const { outline } = readFormContext(props);
  const targets = outline.routes.flatMap((route) => [
    route.path,
    ...route.anchors.map((anchor) => `${route.path}#${anchor}`),
  ]);
  return <ListedInput props={props} options={targets} placeholder="/a-page, /a-page#section or https://…" />;
}
