import styled from '@emotion/styled';
import type { BrowserSettings } from '../site/block-context';
import { ButtonLink } from '../ui/button-link';
import { StatusPage } from './status-page';

const RetryButton = styled.button(({ theme }) => ({
  minHeight: '48px',
  padding: `${theme.space[3]} ${theme.space[5]}`,
  borderRadius: theme.radius.pill,
  border: `2px solid ${theme.color.primary}`,
  background: 'transparent',
  color: theme.color.link,
  font: 'inherit',
  fontWeight: theme.fontWeight.bold,
  cursor: 'pointer',
}));

/** The shared error page: a page failed to render. */
export function ErrorPage({ settings }: { settings: BrowserSettings }) {
  const texts = settings.errorPage;
  return (
    <StatusPage
      title={texts.title}
      message={texts.message}
      actions={
        <>
          <RetryButton type="button" onClick={() => window.location.reload()}>
            {texts.retryLabel}
          </RetryButton>
          <ButtonLink href="/">{texts.backLabel}</ButtonLink>
        </>
      }
    />
  );
}
