import type { NestExpressApplication } from '@nestjs/platform-express';
import express, {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import {
  BODY_LIMITS,
  JsonShapeCheck,
  LONE_SURROGATE,
  NOT_UTF8,
  percentEncodedProblem,
  tooDeep,
  tooManyEntries,
} from '../common/hostile-input.js';

const TOO_LARGE = `Request body is larger than ${BODY_LIMITS.maxBytes / 1024 / 1024} MB`;
const NOT_UTF8_CHARSET = 'Request bodies must be UTF-8';

/** A refusal in the API's error shape. */
function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ statusCode: status, message, error: STATUS_CODES[status] });
}

/**
 * docs/behaviour.md §11: a NUL byte or malformed percent-encoding in the path or query answers 400 here,
 * before a route, a page or a static file decodes it (PostgreSQL would refuse the NUL with a 500).
 */
export const rejectMalformedUrls: RequestHandler = (req, res, next) => {
  const problem = percentEncodedProblem(req.url);
  if (problem) refuse(res, 400, problem);
  else next();
};

/**
 * The parsers of every route, each refusing a hostile body before it is parsed (docs/behaviour.md §11),
 * and one handler that answers the form parser's refusals in the API's error shape. The
 * application is created with `bodyParser: false`, so these are the only parsers.
 */
export function useCheckedBodyParsers(app: NestExpressApplication): void {
  app.use(checkedJsonParser);
  app.use(express.urlencoded(FORM_OPTIONS));
  app.use(answerFormErrors);
}

/**
 * JSON bodies, in place of body-parser's parser: each chunk is checked as it arrives
 * (JsonShapeCheck), and at the first problem the answer goes out at once and the rest of the body
 * is read and dropped rather than kept. A flood of hostile 2 MB bodies then costs little more than
 * reading the bytes: no copy of the whole body, nothing kept long enough to burden the old
 * generation of the garbage collector. Bodies must be UTF-8 and uncompressed.
 */
function checkedJsonParser(req: Request, res: Response, next: NextFunction): void {
  if (!req.is('application/json')) return next();
  const headerProblem = jsonHeaderProblem(req);
  if (headerProblem) return refuse(res, ...headerProblem); // Node reads and drops the unread body
  const check = new JsonShapeCheck();
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  const refuseRest = (status: number, message: string) => {
    refused = true;
    chunks.length = 0;
    refuse(res, status, message);
  };
  req.on('data', (chunk: Buffer) => {
    if (refused) return;
    size += chunk.length;
    if (size > BODY_LIMITS.maxBytes) return refuseRest(413, TOO_LARGE);
    const problem = check.push(chunk);
    if (problem) refuseRest(400, problem);
    else chunks.push(chunk);
  });
  req.on('end', () => {
    if (refused) return;
    const body = Buffer.concat(chunks, size);
    const problem = check.finish(body);
    if (problem) return refuse(res, 400, problem);
    try {
      req.body = parseJsonBody(body);
    } catch (error) {
      return refuse(res, 400, (error as Error).message);
    }
    next();
  });
  // A client that leaves mid-body gets no answer; the request just ends.
  req.on('error', () => (refused = true));
}

function jsonHeaderProblem(req: Request): [number, string] | null {
  if (Number(req.headers['content-length']) > BODY_LIMITS.maxBytes) return [413, TOO_LARGE];
  const charset = /;\s*charset\s*=\s*"?([\w-]+)/i.exec(req.headers['content-type'] ?? '')?.[1].toLowerCase();
  if (charset !== undefined && charset !== 'utf-8') return [415, NOT_UTF8_CHARSET];
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity')
    return [415, 'Compressed request bodies are not accepted'];
  return null;
}

/**
 * As body-parser's strict JSON parser: an empty body is `{}`, a leading BOM is skipped, only
 * objects and arrays. A string or key holding a lone surrogate escape (`"\ud800"`) is refused:
 * it is no text, and PostgreSQL would store U+FFFD in its place.
 */
function parseJsonBody(body: Buffer): unknown {
  if (body.length === 0) return {};
  const bom = body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf;
  const value: unknown = JSON.parse(body.toString('utf8', bom ? 3 : 0), refuseLoneSurrogates);
  if (typeof value !== 'object' || value === null) throw new SyntaxError('Request body must be a JSON object or array');
  return value;
}

/** With the `u` flag a surrogate pair is one code point, so this matches only a lone half. */
const LONE_SURROGATE_CHAR = /[\ud800-\udfff]/u;

function refuseLoneSurrogates(key: string, value: unknown): unknown {
  if (LONE_SURROGATE_CHAR.test(key) || (typeof value === 'string' && LONE_SURROGATE_CHAR.test(value)))
    throw new SyntaxError(LONE_SURROGATE);
  return value;
}

function verifyForm(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  if (encoding !== 'utf-8') throw new FormRefused(415, NOT_UTF8_CHARSET);
  const problem = isUtf8(body) ? percentEncodedProblem(body.toString('utf8')) : NOT_UTF8;
  if (problem) throw new FormRefused(400, problem);
}

/** Thrown from body-parser's `verify` hook, which sees the raw bytes before they are parsed. */
class FormRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Form bodies keep body-parser, held to qs's own limits: 1 000 parameters in all, 20 levels. */
const FORM_OPTIONS = {
  extended: true,
  limit: BODY_LIMITS.maxBytes,
  parameterLimit: BODY_LIMITS.maxEntries,
  // Bracket levels below the top-level object (body-parser 2's option; its typings predate it).
  depth: BODY_LIMITS.maxDepth - 1,
  verify: verifyForm,
};

interface BodyParserError {
  type: string;
  status: number;
  expose: boolean;
  message: string;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  const e = error as Partial<BodyParserError> | null;
  return typeof e?.type === 'string' && typeof e.status === 'number' && e.status < 500 && e.expose === true;
}

const answerFormErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (!isBodyParserError(error)) return next(error);
  switch (error.type) {
    case 'entity.too.large':
      return refuse(res, 413, TOO_LARGE);
    case 'parameters.too.many':
      return refuse(res, 400, tooManyEntries(BODY_LIMITS.maxEntries));
    case 'querystring.parse.rangeError':
      return refuse(res, 400, tooDeep(BODY_LIMITS.maxDepth));
    default:
      return refuse(res, error.status, error.message);
  }
};
