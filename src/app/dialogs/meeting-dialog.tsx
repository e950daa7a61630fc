import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import type { MeetingDialog as MeetingDialogTexts } from '../../generated/site-types';
import type { BrowserSettings } from '../../site/block-context';
import { ButtonLink } from '../../ui/button-link';
import { Dialog } from '../../ui/dialog';

// The dialog is part of every page's shell: the embed's code comes only when the dialog first opens.
const MeetingEmbed = lazy(() => import('../../ui/meeting-embed').then((module) => ({ default: module.MeetingEmbed })));

const Message = styled.p(({ theme }) => ({ color: theme.color.textMuted, marginBottom: theme.space[4] }));

const Email = styled.p(({ theme }) => ({
  margin: `${theme.space[4]} 0`,
  fontWeight: theme.fontWeight.medium,
}));

interface MeetingDialogProps {
  open: boolean;
  onClose: () => void;
  texts: MeetingDialogTexts;
  settings: BrowserSettings;
}

/** Schedule a Meeting: the booking calendar (settings.scheduler), the contact email and a way to the contact page. */
export function MeetingDialog({ open, onClose, texts, settings }: MeetingDialogProps) {
  const { contactLink } = texts;
  const { scheduler, email } = settings;
  return (
    <Dialog open={open} onClose={onClose} title={texts.title}>
      <Message>{texts.message}</Message>
      {scheduler && (
        // The same height while the embed's code arrives, so the dialog does not grow under the pointer.
        <Suspense fallback={<div style={{ height: `${scheduler.height}px` }} />}>
          <MeetingEmbed scheduler={scheduler} consentRequired={settings.consent.required} />
        </Suspense>
      )}
      <Email>
        {texts.emailLabel}: <a href={`mailto:${email}`}>{email}</a>
      </Email>
      {contactLink && (
        <ButtonLink href={contactLink.href} isExternal={contactLink.isExternal} variant={contactLink.variant} onClick={onClose}>
          {contactLink.label}
        </ButtonLink>
      )}
    </Dialog>
  );
}
