import type { WidgetProps } from '@rjsf/utils';
import { ListedInput } from './listed-input';

/** A text with the values already used offered as you type (a case study's category). */
export function SuggestWidget(props: WidgetProps) {
  return <ListedInput props={props} options={(props.options.suggestions as string[] | undefined) ?? []} />;
}
