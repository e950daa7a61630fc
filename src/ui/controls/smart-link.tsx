import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { toIconClass } from '#site/icons/create-icon-sheet';
import { AppLink } from './app-link';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Open in a new tab (links to other sites). */
  isExternal?: boolean;
  children: ReactNode;
}

const OFF_SITE = /^(https?:|mailto:|tel:)/;

/**
 * A link as the manifest writes it: site paths navigate in the app without a reload; other sites open
 * in a new tab when marked external, and say so: a ↗ for the eye, words for screen readers.
 */
export function SmartLink({ href, isExternal = false, children, ...rest }: SmartLinkProps) {
  if (OFF_SITE.test(href) || href.startsWith('#')) {
    const newTab = isExternal || undefined;
    return (
      <a href={href} target={newTab && '_blank'} rel={newTab && 'noopener noreferrer'} {...rest}>
        {children}
        {newTab && <span className={`icon ${toIconClass('external')} external-mark`}> (opens in a new tab)</span>}
      </a>
    );
  }
  return (
    <AppLink to={href} {...rest}>
      {children}
    </AppLink>
  );
}
