import type { Route } from '#generated/site-types';
import { pageAddress } from '#site/routes/page-address';
import type { BrowserSettings } from '#site/shell/block-context';

interface PageHeadProps {
  settings: BrowserSettings;
  path: string;
  title: string;
  description: string;
  seo?: Route['seo'];
}

/**
 * The page's title and meta tags. React 19 hoists these into <head> in the browser; the prerender
 * renders this same component into the head of the HTML file.
 */
export function PageHead({ settings, path, title, description, seo }: PageHeadProps) {
  const url = pageAddress(settings.baseUrl, path);
  const image = seo?.image && (seo.image.startsWith('/') ? `${settings.baseUrl}${seo.image}` : seo.image);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {seo?.keywords && <meta name="keywords" content={seo.keywords.join(', ')} />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.company} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}

/** The head of a route, or of the not-found page when no route has this path. */
export function RouteHead({
  settings,
  path,
  route,
}: {
  settings: BrowserSettings;
  path: string;
  route: Route | undefined;
}) {
  if (!route) {
    return (
      <>
        <PageHead
          settings={settings}
          path={path}
          title={`${settings.notFound.title} | ${settings.company}`}
          description={settings.notFound.message}
        />
        <meta name="robots" content="noindex" />
      </>
    );
  }
  return (
    <PageHead
      settings={settings}
      path={route.path}
      title={route.title}
      description={route.description}
      seo={route.seo}
    />
  );
}

/** Structured data stays in the body (search engines read it anywhere), so it hydrates like any element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" escaped so a value can never close the script element.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
