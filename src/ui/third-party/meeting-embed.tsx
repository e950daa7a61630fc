import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import type { ConsentSettings, SchedulerSettings } from '#generated/site-types';
import { toBookingPageUrl } from '#site/third-party/third-party-hosts';
import { embedCalendar } from './calendar-embed';
import { ButtonLink } from '../controls/button-link';
import { ConsentButtons } from './consent-buttons';
import { useHydrated } from '../idle/use-hydrated';
import { useThirdPartyConsent } from './use-third-party-consent';
import { stylePanel } from '../styles/panel';
import { styleTapTarget } from '../styles/tap-target';

/** The box keeps its height whatever is in it (calendar, placeholder, link), so nothing moves when it loads. */
const Box = styled.div(({ theme }) => ({
  position: 'relative',
  width: '100%',
  ...stylePanel(theme),
  overflow: 'hidden',
}));

const Frame = styled.div({
  position: 'absolute',
  inset: 0,
  overflow: 'auto',
  '&[data-status="loading"], &[data-status="failed"]': { visibility: 'hidden' },
});

const Notice = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[4],
  padding: theme.space[5],
  textAlign: 'center',
  color: theme.color.textMuted,
}));

/** A calendar that could not load leaves a few lines, not the calendar's room: what happened and where to book. */
const Failed = styled(Notice)(({ theme }) => ({
  position: 'static',
  gap: theme.space[2],
  padding: theme.space[2],
  '& p': { margin: 0 },
  // One line for the sentence in the narrowest column it is given: beside the contact form, from 928 px.
  '& p:first-of-type': { fontSize: theme.fontSize.sm },
  // The email stands on a line of its own, not in a sentence: a finger-sized target on a phone.
  '& p a': styleTapTarget(theme),
}));

type Status = 'loading' | 'ready' | 'failed';

interface MeetingEmbedProps {
  scheduler: SchedulerSettings;
  /** Whether the visitor must accept third-party services first, and the question to ask. */
  consent: ConsentSettings;
  /** The site's email, offered beside the booking page when the calendar cannot load (the dialog shows its own). */
  email?: string;
}

/**
 * Cal.com's inline booking calendar. The prerendered page (and a page without JavaScript) shows a link
 * to the booking page in the box; once the app runs, a placeholder holds the box while embed.js and the
 * calendar load; if they cannot (blocked, offline), a few lines say so, with the link and the site's email, in
 * place of the calendar's room: never a blank box. Where
 * consent is required and not yet given, the box asks for it (the banner's question and buttons).
 */
export function MeetingEmbed({ scheduler, consent, email }: MeetingEmbedProps) {
  const hydrated = useHydrated();
  const choice = useThirdPartyConsent(consent.required);
  const allowed = choice === 'allowed';
  const [status, setStatus] = useState<Status>('loading');
  const frame = useRef<HTMLDivElement>(null);
  const { calLink, origin, layout } = scheduler;

  useEffect(() => {
    if (!allowed || !frame.current) return undefined;
    setStatus('loading');
    return embedCalendar(
      frame.current,
      { calLink, origin, layout },
      { onReady: () => setStatus('ready'), onFail: () => setStatus('failed') },
    );
  }, [allowed, calLink, origin, layout]);

  const embedding = hydrated && allowed;
  const bookingLink = (
    <ButtonLink href={toBookingPageUrl(scheduler)} isExternal variant="secondary">
      {scheduler.fallbackLabel}
    </ButtonLink>
  );
  if (embedding && status === 'failed')
    return (
      <Box data-scheduler="failed">
        <Failed>
          <p>{scheduler.failedText}</p>
          {bookingLink}
          {email && (
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
          )}
        </Failed>
      </Box>
    );
  return (
    <Box style={{ height: `${scheduler.height}px` }} data-scheduler={embedding ? status : 'link'}>
      {allowed && <Frame ref={frame} data-status={status} />}
      {embedding && status === 'loading' && <Notice role="status">{scheduler.loadingText}</Notice>}
      {!embedding && (
        <Notice>
          {hydrated && choice === 'undecided' && (
            <>
              <p>{consent.message}</p>
              <ConsentButtons consent={consent} />
            </>
          )}
          {bookingLink}
        </Notice>
      )}
    </Box>
  );
}
