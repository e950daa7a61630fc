import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy on loopback in front of a real server (PostgreSQL), which a test can cut: every connection
 * through it is dropped at once and new ones are accepted and dropped, as while a database restarts or a
 * network fails; restored, it passes connections through again. Nothing else shares the server's outage.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let away = false;
  const server = createServer((incoming) => {
    if (away) {
      incoming.destroy();
      return;
    }
    const outgoing = connect(target.port, target.host);
    for (const [socket, peer] of [
      [incoming, outgoing],
      [outgoing, incoming],
    ]) {
      open.add(socket);
      socket.on('close', () => {
        open.delete(socket);
        peer.destroy();
      });
      socket.on('error', () => peer.destroy());
    }
    incoming.pipe(outgoing).pipe(incoming);
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Drops every connection and every new one until restore(). */
    cut() {
      away = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      away = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
