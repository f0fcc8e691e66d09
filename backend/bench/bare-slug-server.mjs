// Baseline for "business by slug" misses in bench/api.mjs: node:http and a pg pool answering
// GET /api/businesses/{slug} with the API's own detail query, JSON, gzip and an ETag, and nothing
// else (no framework, no cache). Run in its own process, as the API is:
//   DATABASE_URL=… PORT=… node bench/bare-slug-server.mjs
import { createHash } from 'node:crypto';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { DETAIL_COLUMNS } from '../dist/businesses/businesses.repository.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const query = {
  name: 'detail',
  text: `SELECT ${DETAIL_COLUMNS} FROM businesses b WHERE b.slug = $1 AND b.is_approved`,
};

http
  .createServer(async (req, res) => {
    const slug = decodeURIComponent((req.url ?? '').slice('/api/businesses/'.length));
    const { rows } = await pool.query({ ...query, values: [slug] });
    if (!rows[0]) {
      res.writeHead(404).end();
      return;
    }
    const json = Buffer.from(JSON.stringify(rows[0]));
    const body = gzipSync(json);
    const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      etag,
      'content-length': body.length,
    });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\n'));
