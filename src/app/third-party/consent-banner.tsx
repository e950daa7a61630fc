import styled from '@emotion/styled';
import { useId } from 'react';
import type { ConsentSettings } from '#generated/site-types';
import { ConsentButtons } from '#ui/third-party/consent-buttons';
import { SmartLink } from '#ui/controls/smart-link';
import { stylePanel } from '#ui/styles/panel';

const Banner = styled.section(({ theme }) => ({
  position: 'fixed',
  insetInline: theme.space[4],
  bottom: theme.space[4],
  zIndex: 50,
  maxWidth: '640px',
  marginInline: 'auto',
  padding: theme.space[5],
  ...stylePanel(theme, { shadow: 'lg' }),
  color: theme.color.text,
}));

const Title = styled.h2(({ theme }) => ({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  marginBottom: theme.space[2],
}));

const Message = styled.p(({ theme }) => ({ color: theme.color.textMuted, marginBottom: theme.space[4] }));

/**
 * Asks once whether the chat widget and the scheduler may load. It floats over the page's foot rather
 * than pushing content, so its arrival moves nothing; it goes when either button stores an answer.
 */
export function ConsentBanner({ consent }: { consent: ConsentSettings }) {
  const headingId = useId();
  return (
    <Banner aria-labelledby={headingId}>
      <Title id={headingId}>{consent.title}</Title>
      <Message>
        {consent.message}
        {consent.policyLink && (
          <>
            {' '}
            <SmartLink href={consent.policyLink.href}>{consent.policyLink.label}</SmartLink>
          </>
        )}
      </Message>
      <ConsentButtons consent={consent} />
    </Banner>
  );
}
