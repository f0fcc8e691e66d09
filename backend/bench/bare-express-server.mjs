// Baseline for the warm lists in bench/api.mjs and the cached pages in bench/web.mjs: Express alone
// (no middleware, no Nest) sending the server's own gzip bytes with its headers, in its own process
// as the server is. It shows what one request through Express costs on this machine, the floor
// under any handler mounted on it. CONTENT_TYPE defaults to JSON.
//   API_BASE=http://127.0.0.1:… PORT=… PATHS=/api/a,/api/b [CONTENT_TYPE=…] node bench/bare-express-server.mjs
import express from 'express';
import http from 'node:http';

const contentType = process.env.CONTENT_TYPE ?? 'application/json; charset=utf-8';
const bodies = new Map();
for (const path of process.env.PATHS.split(',')) {
  const res = await new Promise((resolve, reject) =>
    http.get(`${process.env.API_BASE}${path}`, { headers: { 'accept-encoding': 'gzip' } }, resolve).on('error', reject),
  );
  const chunks = [];
  for await (const chunk of res) chunks.push(chunk);
  bodies.set(path, { body: Buffer.concat(chunks), etag: res.headers.etag });
}

const app = express();
app.get(/.*/, (req, res) => {
  const found = bodies.get(req.path);
  if (!found) return res.status(404).end();
  res.set({
    'Content-Type': contentType,
    'Content-Encoding': 'gzip',
    'Cache-Control': 'public, no-cache',
    Vary: 'Accept-Encoding',
    ETag: found.etag,
  });
  res.end(found.body);
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
