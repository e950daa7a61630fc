import styled from '@emotion/styled';
import type { MeetingDialog as MeetingDialogTexts } from '../../generated/site-types';
import { ButtonLink } from '../../ui/button-link';
import { Dialog } from '../../ui/dialog';

const Message = styled.p(({ theme }) => ({ color: theme.color.textMuted }));

const Email = styled.p(({ theme }) => ({
  margin: `${theme.space[4]} 0`,
  fontWeight: theme.fontWeight.medium,
}));

interface MeetingDialogProps {
  open: boolean;
  onClose: () => void;
  texts: MeetingDialogTexts;
  email: string;
}

/** Schedule a Meeting: until the scheduler is embedded, the contact email and a way to the contact page. */
export function MeetingDialog({ open, onClose, texts, email }: MeetingDialogProps) {
  const { contactLink } = texts;
  return (
    <Dialog open={open} onClose={onClose} title={texts.title}>
      <Message>{texts.message}</Message>
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
