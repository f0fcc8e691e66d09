// Baseline for the warm lists in bench/api.mjs: Express alone (no middleware, no Nest) sending the
// API's own gzip bytes with its headers, in its own process as the API is. It shows what one
// request through Express costs on this machine, the floor under any handler mounted on it.
//   API_BASE=http://127.0.0.1:… PORT=… PATHS=/api/a,/api/b node bench/bare-express-server.mjs
import express from 'express';
import http from 'node:http';

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
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Encoding': 'gzip',
    'Cache-Control': 'public, no-cache',
    Vary: 'Accept-Encoding',
    ETag: found.etag,
  });
  res.end(found.body);
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
