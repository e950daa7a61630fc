import styled from '@emotion/styled';
import type { FooterNavigation, NavItem } from '#generated/site-types';
import type { BrowserSettings } from '#site/shell/block-context';
import { CtaButton } from '#ui/controls/cta-button';
import { Icon } from '#ui/theme/icon';
import { SmartLink } from '#ui/controls/smart-link';
import { Logo } from './logo';
import { useCurrentYear } from './use-current-year';

/** Its links (in its lists, and the social one in its paragraph) styled from here, not by a class on each. */
const Footer = styled.footer(({ theme }) => ({
  marginTop: 'auto',
  background: theme.color.surface,
  borderTop: `1px solid ${theme.color.border}`,
  '& li > a, & p > a': {
    color: theme.color.textMuted,
    textDecoration: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[2],
    minHeight: '32px',
    '&:hover': { color: theme.color.text, textDecoration: 'underline' },
    [theme.mobile]: { minHeight: theme.layout.tapTarget },
  },
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: '2fr 1fr 1fr',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `${theme.space[8]} ${theme.space[5]} ${theme.space[6]}`,
  [theme.mobile]: { gridTemplateColumns: '1fr', padding: `${theme.space[7]} ${theme.space[4]}` },
}));

const Blurb = styled.p(({ theme }) => ({
  color: theme.color.textMuted,
  maxWidth: '44ch',
  margin: `${theme.space[3]} 0`,
}));

const Heading = styled.h2(({ theme }) => ({
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.bold,
  marginBottom: theme.space[3],
}));

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[2],
  // On phones each link is a full tap target already, so the list needs no gaps between them.
  [theme.mobile]: { gap: 0 },
}));

/** The four quick links two by two on a phone, where each is a full-width tap target one under another. */
const QuickLinks = styled(List)(({ theme }) => ({ [theme.mobile]: { gridTemplateColumns: '1fr 1fr' } }));

const ButtonSlot = styled.div(({ theme }) => ({ marginTop: theme.space[4] }));

/** An office's postal address, a line per part, under the locations. */
const Address = styled.address(({ theme }) => ({
  display: 'grid',
  fontStyle: 'normal',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.snug,
  '& strong': { color: theme.color.text, marginBottom: theme.space[1] },
}));

const Muted = styled.p(({ theme }) => ({ color: theme.color.textMuted }));

/**
 * The copyright and legal links under a divider. Its sides are margins, not padding, so the divider starts
 * and ends where the columns' text does rather than reaching past it into their padding.
 */
const Bottom = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  // The copyright on the legal links' line: they are 32 px tap targets, the line of text is not.
  alignItems: 'center',
  gap: theme.space[4],
  width: `calc(100% - 2 * ${theme.space[5]})`,
  maxWidth: `calc(${theme.layout.maxWidth} - 2 * ${theme.space[5]})`,
  margin: '0 auto',
  padding: `${theme.space[5]} 0`,
  borderTop: `1px solid ${theme.color.border}`,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  [theme.mobile]: { width: `calc(100% - 2 * ${theme.space[4]})` },
}));

const Legal = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[4],
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

function NavItems({ items }: { items: NavItem[] }) {
  return items.map((item) => (
    <li key={item.href}>
      <SmartLink href={item.href} isExternal={item.isExternal}>
        {item.title}
      </SmartLink>
    </li>
  ));
}

export function SiteFooter({ settings, navigation }: { settings: BrowserSettings; navigation: FooterNavigation }) {
  const year = useCurrentYear();
  return (
    <Footer>
      <Columns>
        <div>
          <Logo logo={settings.logo} height={72} />
          <Blurb>{settings.blurb}</Blurb>
          <p>
            <SmartLink href={settings.social.href} isExternal>
              {settings.social.label}
            </SmartLink>
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <Heading id="footer-quick-links">Quick Links</Heading>
          <QuickLinks>
            <NavItems items={navigation.quickLinks} />
          </QuickLinks>
        </nav>
        <div>
          <Heading>Contact Us</Heading>
          <List>
            <li>
              <SmartLink href={`mailto:${settings.email}`}>
                <Icon name="mail" size={18} />
                {settings.email}
              </SmartLink>
            </li>
            <li>
              <Muted>{settings.locations}</Muted>
            </li>
            {settings.offices.map((office) => (
              <li key={office.country}>
                <Address>
                  <strong>{office.country}</strong>
                  {office.address.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </Address>
              </li>
            ))}
          </List>
          {navigation.button && (
            <ButtonSlot>
              <CtaButton cta={navigation.button} />
            </ButtonSlot>
          )}
        </div>
      </Columns>
      <Bottom>
        <p>{`© ${year} ${settings.company}. All rights reserved.`}</p>
        <nav aria-label="Legal">
          <Legal>
            <NavItems items={navigation.legal} />
          </Legal>
        </nav>
      </Bottom>
    </Footer>
  );
}
