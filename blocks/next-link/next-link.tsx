import styled from '@emotion/styled';
import type { NextLinkBlock } from '../../src/generated/site-types';
import type { BlockProps } from '../../src/site/block-context';
import { Icon } from '../../src/ui/icon';
import { Section } from '../../src/ui/section';
import { SmartLink } from '../../src/ui/smart-link';

const Card = styled(SmartLink)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[5],
  padding: `${theme.space[5]} ${theme.space[6]}`,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  color: theme.color.text,
  textDecoration: 'none',
  transition: `border-color ${theme.motion.fast}, transform ${theme.motion.fast}`,
  '&:hover': { borderColor: theme.color.primary, transform: 'translateY(-2px)' },
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

/** The closing "Browse Next" link of a page, so a reader always has a next step. */
export default function NextLink({ block }: BlockProps<NextLinkBlock>) {
  return (
    <Section as="nav" id={block.id} aria-label={block.eyebrow}>
      <Card href={block.href}>
        <span>
          <Eyebrow>{block.eyebrow}</Eyebrow>
          <Label>{block.label}</Label>
        </span>
        <Arrow>
          <Icon name="arrow-right" />
        </Arrow>
      </Card>
    </Section>
  );
}
