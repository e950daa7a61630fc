import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Section } from '#ui/layout/section';

const Wrap = styled(Section)(({ theme }) => ({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: theme.space[4],
  paddingTop: theme.space[9],
}));

const Code = styled.p(({ theme }) => ({
  fontSize: 'clamp(4rem, 3rem + 6vw, 8rem)',
  fontWeight: theme.fontWeight.heavy,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: theme.color.link,
}));

const Title = styled.h1(({ theme }) => ({ fontSize: theme.fontSize.xxl, fontWeight: theme.fontWeight.heavy }));

const Message = styled.p(({ theme }) => ({ color: theme.color.textMuted, maxWidth: '48ch' }));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.space[3],
  marginTop: theme.space[4],
}));

/** The layout shared by the not-found and error pages. */
export function StatusPage({
  code,
  title,
  message,
  actions,
}: {
  code?: string;
  title: string;
  message: string;
  actions: ReactNode;
}) {
  return (
    <Wrap>
      {code && <Code>{code}</Code>}
      <Title>{title}</Title>
      <Message>{message}</Message>
      <Actions>{actions}</Actions>
    </Wrap>
  );
}
