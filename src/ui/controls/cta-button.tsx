import { useContext } from 'react';
import type { Cta } from '#generated/site-types';
import { Button } from './button';
import { ButtonLink } from './button-link';
import { DialogLauncherContext } from './dialog-launcher';
import { useHydrated } from '../idle/use-hydrated';

/**
 * A call to action from site.yaml. One with a `dialog` is a link to its `href` in the prerendered page
 * (so it works without JavaScript) and becomes a button opening that dialog once the app runs.
 */
export function CtaButton({ cta }: { cta: Cta }) {
  const openDialog = useContext(DialogLauncherContext);
  const hydrated = useHydrated();
  const { dialog } = cta;
  if (dialog && openDialog && hydrated) {
    return (
      <Button type="button" variant={cta.variant} aria-haspopup="dialog" onClick={() => openDialog(dialog)}>
        {cta.label}
      </Button>
    );
  }
  return (
    <ButtonLink href={cta.href} isExternal={cta.isExternal} variant={cta.variant}>
      {cta.label}
    </ButtonLink>
  );
}
