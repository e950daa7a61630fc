import styled from '@emotion/styled';
import type { MeetingDialog as MeetingDialogTexts } from '#generated/site-types';
import type { BrowserSettings } from '#site/shell/block-context';
import { ButtonLink } from '#ui/controls/button-link';
import { Dialog } from '#ui/dialogs/dialog';
import { MeetingEmbed } from '#ui/third-party/meeting-embed';

const Message = styled.p(({ theme }) => ({ color: theme.color.textMuted, marginBottom: theme.space[2] }));

/** The email and the way to the contact page share one row under the calendar, so the whole dialog fits 90 % of an 800 px-tall screen. */
const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[2],
  marginTop: theme.space[3],
}));

const Email = styled.p(({ theme }) => ({ fontWeight: theme.fontWeight.medium }));

interface MeetingDialogProps {
  open: boolean;
  onClose: () => void;
  texts: MeetingDialogTexts;
  settings: BrowserSettings;
}

/**
 * Schedule a Meeting: the booking calendar (settings.scheduler), the contact email and a way to the
 * contact page. A chunk of its own (see SiteDialogs), loaded when a visitor first opens it.
 */
export default function MeetingDialog({ open, onClose, texts, settings }: MeetingDialogProps) {
  const { contactLink } = texts;
  const { scheduler, email } = settings;
  return (
    // The calendar is 500 px tall (the spec): on a short window the dialog keeps the spec's 90 % and scrolls inside.
    <Dialog open={open} onClose={onClose} title={texts.title}>
      <Message>{texts.message}</Message>
      {scheduler && <MeetingEmbed scheduler={scheduler} consent={settings.consent} />}
      <Footer>
        <Email>
          {texts.emailLabel}: <a href={`mailto:${email}`}>{email}</a>
        </Email>
        {contactLink && (
          <ButtonLink
            href={contactLink.href}
            isExternal={contactLink.isExternal}
            variant={contactLink.variant}
            onClick={onClose}
          >
            {contactLink.label}
          </ButtonLink>
        )}
      </Footer>
    </Dialog>
  );
}
