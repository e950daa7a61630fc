import type { BrowserSettings } from '#site/shell/block-context';
import { ButtonLink } from '#ui/controls/button-link';
import { StatusPage } from './status-page';

export function NotFoundPage({ settings }: { settings: BrowserSettings }) {
  const texts = settings.notFound;
  return (
    <StatusPage
      code={texts.code}
      title={texts.title}
      message={texts.message}
      actions={
        <>
          <ButtonLink href="/">{texts.backLabel}</ButtonLink>
          {texts.links.map((link) => (
            <ButtonLink key={link.href} href={link.href} variant="secondary">
              {link.label}
            </ButtonLink>
          ))}
        </>
      }
    />
  );
}
