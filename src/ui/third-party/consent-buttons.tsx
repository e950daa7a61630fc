import styled from '@emotion/styled';
import type { ConsentSettings } from '#generated/site-types';
import { storeConsent } from './third-party-consent';
import { Button } from '../controls/button';

const Row = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[3] }));

/** Accept and Reject, stored at once; the banner and the consent-settings block share them. */
export function ConsentButtons({ consent }: { consent: ConsentSettings }) {
  return (
    <Row>
      <Button type="button" onClick={() => storeConsent('accepted')}>
        {consent.acceptLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={() => storeConsent('rejected')}>
        {consent.rejectLabel}
      </Button>
    </Row>
  );
}
