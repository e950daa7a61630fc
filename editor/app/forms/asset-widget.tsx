import type { WidgetProps } from '@rjsf/utils';
import { readFormContext } from './form-context';
import { ListedInput } from './listed-input';

/** A file in public/: picked from the files there, with a preview of a picture. */
export function AssetWidget(props: WidgetProps) {
  const { assets } = readFormContext(props);
  const value = (props.value as string | undefined) ?? '';
  return (
    <div className="asset">
      <ListedInput props={props} options={assets} placeholder="/images/…" />
      {assets.includes(value) && /\.(svg|png|jpe?g|webp|gif)$/.test(value) ? (
        <img className="asset__preview" src={`./public${value}`} alt="" />
      ) : null}
    </div>
  );
}
