import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for x.com and twitter.com: an HTTPS server with a throw-away self-signed
 * certificate that answers every path with a small page, whose links change the address without
 * loading a page (history.pushState), as X does. Chromium reaches it through
 * `--host-resolver-rules` (e2e/extension.spec.ts).
 */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>X (stand-in)</title></head>
<body>
<h1 id="where"></h1>
<textarea aria-label="Post text" placeholder="What is happening?!"></textarea>
<nav><a href="/grace_h">grace_h</a> <a href="/nobody_here">nobody_here</a> <a href="/home">Home</a></nav>
<script>
  const where = () => (document.getElementById('where').textContent = location.pathname);
  where();
  document.addEventListener('click', (event) => {
    const link = event.target.closest('a');
    if (!link) return;
    event.preventDefault();
    history.pushState(null, '', link.getAttribute('href'));
    where();
  });
</script>
</body></html>`;

export async function startFakeX(): Promise<{ port: number; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-fake-x-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=x.com', '-addext', 'subjectAltName=DNS:x.com,DNS:twitter.com'], { stdio: 'ignore' });
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (request, response) => {
    if (request.url === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  fs.rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
