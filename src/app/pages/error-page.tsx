import type { BrowserSettings } from '#site/shell/block-context';
import { Button } from '#ui/controls/button';
import { ButtonLink } from '#ui/controls/button-link';
import { StatusPage } from './status-page';

/** The shared error page: a page failed to render. */
export function ErrorPage({ settings }: { settings: BrowserSettings }) {
  const texts = settings.errorPage;
  return (
    <StatusPage
      title={texts.title}
      message={texts.message}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={() => window.location.reload()}>
            {texts.retryLabel}
          </Button>
          <ButtonLink href="/">{texts.backLabel}</ButtonLink>
        </>
      }
    />
  );
}
