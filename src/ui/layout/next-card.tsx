import styled from '@emotion/styled';
import { Icon } from '../theme/icon';
import { SmartLink } from '../controls/smart-link';
import { styleLinkCardHover } from '../styles/link-card-hover';
import { stylePanel } from '../styles/panel';

const Card = styled(SmartLink)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[5],
  padding: `${theme.space[5]} ${theme.space[6]}`,
  ...stylePanel(theme),
  color: theme.color.text,
  textDecoration: 'none',
  ...styleLinkCardHover(theme),
}));

const Eyebrow = styled.span(({ theme }) => ({
  display: 'block',
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: theme.color.textMuted,
}));

const Label = styled.span(({ theme }) => ({
  display: 'block',
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.bold,
  color: theme.color.link,
}));

const Arrow = styled.span(({ theme }) => ({ color: theme.color.link }));

/**
 * The closing "go on to the next page" link drawn as a card: a small hint (Next Project), then the page's
 * name; `joined` reads as one line, "{eyebrow}: {label}" (the spec's "Browse Next: {name}").
 */
export function NextCard({
  href,
  eyebrow,
  label,
  joined = false,
}: {
  href: string;
  eyebrow: string;
  label: string;
  joined?: boolean;
}) {
  return (
    <Card href={href}>
      {joined ? (
        <Label>{`${eyebrow}: ${label}`}</Label>
      ) : (
        <span>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Label>{label}</Label>
        </span>
      )}
      <Arrow>
        <Icon name="arrow-right" />
      </Arrow>
    </Card>
  );
}
