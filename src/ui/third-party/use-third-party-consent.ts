import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent } from './third-party-consent';

/** Whether third-party services may load: `undecided` until the visitor answers a required banner. */
export type ThirdPartyConsent = 'allowed' | 'refused' | 'undecided';

/**
 * The visitor's consent to the chat and the scheduler, kept current as it changes. When consent is not
 * required they are always allowed. The prerendered page (and hydration) sees no stored choice, so
 * server and first client render agree; the stored one follows at once.
 */
export function useThirdPartyConsent(required: boolean): ThirdPartyConsent {
  const choice = useSyncExternalStore(subscribeConsent, readConsent, () => null);
  if (!required) return 'allowed';
  if (choice === 'accepted') return 'allowed';
  return choice === 'rejected' ? 'refused' : 'undecided';
}
