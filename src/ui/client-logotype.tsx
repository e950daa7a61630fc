import styled from '@emotion/styled';
import type { Client } from '../generated/site-types';
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
 * A client as a strip shows it: its logotype when site.yaml gives one, else its name. The name is
 * always the text (hidden beside a logotype), so it is read once and found by search.
 */
export function ClientLogotype({ client }: { client: Pick<Client, 'name' | 'logo'> }) {
  if (!client.logo) return <>{client.name}</>;
  return (
    <>
      <Logotype image={client.logo} />
      <span className="visually-hidden">{client.name}</span>
    </>
  );
}
