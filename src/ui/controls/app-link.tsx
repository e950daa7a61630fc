import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface AppLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /**
   * A path of this site (`/contact`, `/solutions/hrms#pricing`). A URL would be read as a path: links to
   * other sites, `mailto:` and `tel:` are plain anchors (see SmartLink).
   */
  to: string;
}

/**
 * A link to a page of the site that navigates in the app, without a reload, and as a plain link when
 * JavaScript is off, modified (a new tab) or before hydration. It is made of the two hooks React Router
 * offers for links of one's own, the ones its `Link` is made of: `Link` brings also prefetching and route
 * discovery, which only its framework mode uses: 3.7 KB (gzip) of the JavaScript every page hydrates with.
 */
export function AppLink({ to, onClick, target, ...rest }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
