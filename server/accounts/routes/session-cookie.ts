import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_MS } from '../logic/create-accounts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The session cookie: HttpOnly, SameSite=Strict, Path=/, and `__Host-session` with Secure, which a browser
 * keeps only from HTTPS and never lets a subdomain set. Plain HTTP to this machine (npm start, tests) gets
 * `session` without Secure: a browser refuses a `__Host-` cookie that lacks Secure, and some (Safari) refuse
 * Secure from http://localhost, so the prefix would make signing in locally impossible.
 */
function chooseCookie(request: FastifyRequest): { name: string; secure: string } {
  const local = request.protocol === 'http' && LOCAL_HOSTS.has(request.hostname);
  return local ? { name: 'session', secure: '' } : { name: '__Host-session', secure: '; Secure' };
}

export const sessionCookie = {
  read(request: FastifyRequest): string | undefined {
    const { name } = chooseCookie(request);
    return new RegExp(`(?:^|;\\s*)${name}=([A-Za-z0-9_-]+)`).exec(String(request.headers.cookie ?? ''))?.[1];
  },
  set(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
    const { name, secure } = chooseCookie(request);
    reply.header(
      'Set-Cookie',
      `${name}=${sessionId}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${SESSION_ABSOLUTE_MS / 1000}${secure}`,
    );
  },
  clear(request: FastifyRequest, reply: FastifyReply): void {
    const { name, secure } = chooseCookie(request);
    reply.header('Set-Cookie', `${name}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`);
  },
};
