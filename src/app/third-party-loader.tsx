import { lazy, Suspense } from 'react';
import type { BrowserSettings } from '../site/block-context';
import { useHydrated } from '../ui/use-hydrated';

const ThirdPartyServices = lazy(() => import('./third-party-services'));

/**
 * Brings in the chat widget and the consent banner once the page has hydrated, as a chunk of their
 * own: they are on every page, yet add nothing to what the page needs to hydrate.
 */
export function ThirdPartyLoader({ settings }: { settings: BrowserSettings }) {
  const hydrated = useHydrated();
  if (!hydrated || (!settings.chat && !settings.consent.required)) return null;
  return (
    <Suspense fallback={null}>
      <ThirdPartyServices settings={settings} />
    </Suspense>
  );
}
