import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installDebianPackage } from './measure/install-debian-package';
import { loadWithAutocannon, readRate, type Load } from './measure/load-with-autocannon';
import { serveBuiltSite } from './measure/serve-built-site';

/** Requests per load: enough for a few seconds at nginx's rate. */
const AMOUNT = 40_000;
const CONNECTIONS = 64;
/** What a browser sends: the server may answer with a compressed copy. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function readNginxVersion(): string | undefined {
  const result = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? /nginx\/([\d.]+)/.exec(result.stderr)?.[1] : undefined;
}

/**
 * nginx serving the same folder as a static host would: two workers (one per core, as ours has the two cores),
 * the build's gzip copies (`gzip_static`), pages by `try_files`, no access log (ours keeps none by default).
 */
async function startNginx(distDir: string, port: number): Promise<() => void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  writeFileSync(
    join(work, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root root;' : ''}
worker_processes 2;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${distDir};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const nginx = spawn('nginx', ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return () => {
    nginx.kill();
    rmSync(work, { recursive: true, force: true });
  };
}

/** The smallest script the build wrote (the site's smallest chunks are a few hundred bytes). */
function findSmallestChunk(distDir: string): { url: string; bytes: number } {
  const [smallest] = readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ url: `/assets/${file}`, bytes: statSync(join(distDir, 'assets', file)).size }))
    .sort((a, b) => a.bytes - b.bytes);
  return smallest;
}

/**
 * Static files under load, ours against nginx on the same built folder in the same run (issue 44: a small
 * asset at least half of nginx's rate): the smallest chunk, the largest script, and a page.
 */
export async function benchStatic(distDir: string): Promise<string> {
  const nginx = installDebianPackage('nginx', 'nginx', readNginxVersion);
  if ('skipped' in nginx) return nginx.skipped;
  const chunk = findSmallestChunk(distDir);
  const targets = [
    { what: `the smallest chunk (${chunk.bytes} bytes)`, path: chunk.url, goal: 0.5 },
    { what: 'a page (/contact)', path: '/contact' },
  ];
  const ours = await serveBuiltSite(distDir);
  const nginxPort = 4900 + Math.floor(Math.random() * 90);
  const stopNginx = await startNginx(distDir, nginxPort);
  const rows: string[] = [];
  try {
    for (const { what, path, goal } of targets) {
      const load = (origin: string): Promise<Load> =>
        loadWithAutocannon({
          url: origin + path,
          amount: AMOUNT,
          connections: CONNECTIONS,
          pipelining: 1,
          headers: HEADERS,
        });
      // Each once to warm (our server reads an asset into memory on its first request), then measured.
      await load(ours.origin);
      await load(`http://127.0.0.1:${nginxPort}`);
      const ourLoad = await load(ours.origin);
      const theirLoad = await load(`http://127.0.0.1:${nginxPort}`);
      const ratio = readRate(ourLoad) / readRate(theirLoad);
      const verdict = goal === undefined ? '' : ` (goal ≥ ${goal * 100} %: ${ratio >= goal ? 'met' : 'not met'})`;
      const errors = (load: Load) => load.result.non2xx + load.result.errors;
      rows.push(
        `| ${what} | ${Math.round(readRate(ourLoad)).toLocaleString('en-US')} | ${Math.round(readRate(theirLoad)).toLocaleString('en-US')} | ${Math.round(ratio * 100)} %${verdict} | ${ourLoad.result.latency.p99} / ${theirLoad.result.latency.p99} ms | ${errors(ourLoad)} / ${errors(theirLoad)} |`,
      );
    }
  } finally {
    stopNginx();
    ours.stop();
  }
  return `GET with \`Accept-Encoding: gzip, deflate, br\`, ${AMOUNT.toLocaleString('en-US')} requests on ${CONNECTIONS} connections each, after a warming run of the same, from autocannon on loopback sharing the cores: this project's server as \`npm start\` runs it, and nginx ${nginx.version} (Debian's package, two workers, \`gzip_static\`, no access log) serving the same build.

| file | ours, 2xx/s | nginx, 2xx/s | ours ÷ nginx | p99 ours / nginx | non-2xx + errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}`;
}
