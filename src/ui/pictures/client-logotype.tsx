import styled from '@emotion/styled';
import type { Client } from '#generated/site-types';
import { ContentImage } from './content-image';

const Logotype = styled(ContentImage)({
  display: 'block',
  width: 'auto',
  maxWidth: '100%',
  height: '32px',
  borderRadius: 0,
  // The logotypes are drawn in one dark slate: on a dark background they turn light, hue kept.
  '[data-theme="dark"] &': { filter: 'invert(1) hue-rotate(180deg)' },
});

/**
 * A client as a strip shows it: its name as text, a wordmark (the spec gives names; renaming a client changes
 * what a visitor reads), after the client's own logotype when site.yaml gives one.
 */
export function ClientLogotype({ client }: { client: Pick<Client, 'name' | 'logo'> }) {
  if (!client.logo) return <>{client.name}</>;
  return (
    <>
      <Logotype image={client.logo} />
      {client.name}
    </>
  );
}
