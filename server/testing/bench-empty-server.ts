import { createServer } from '../create-server';

/**
 * For `npm run bench`: this project's server (the same logger, security-header hooks and static plugin
 * as `npm start`) with one route that does nothing, `POST /api/empty`. Beside the lead route it shows
 * what a lead itself costs; beside a bare Fastify route, what the server's own plumbing costs.
 */
const distDir = process.env.SITE_DIST;
if (!distDir) throw new Error('SITE_DIST must name a built site folder');
const app = await createServer({ distDir, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.post('/api/empty', async () => ({}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
