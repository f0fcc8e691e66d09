import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import {
  BODY_LIMITS,
  jsonBodyProblem,
  NOT_UTF8,
  percentEncodedProblem,
  tooDeep,
  tooManyEntries,
} from '../common/hostile-input.js';

/** A refusal in the API's error shape. */
function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ statusCode: status, message, error: STATUS_CODES[status] });
}

/**
 * CONTRACT §11: a NUL byte or malformed percent-encoding in the path or query answers 400 here,
 * before a route, a page or a static file decodes it (PostgreSQL would refuse the NUL with a 500).
 */
export const rejectMalformedUrls: RequestHandler = (req, res, next) => {
  const problem = percentEncodedProblem(req.url);
  if (problem) refuse(res, 400, problem);
  else next();
};

/** Thrown from body-parser's `verify` hook, which runs on the raw bytes before parsing. */
class BodyRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function assertUtf8(encoding: string): void {
  if (encoding !== 'utf-8') throw new BodyRefused(415, 'Request bodies must be UTF-8');
}

function verifyJson(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  assertUtf8(encoding);
  const problem = jsonBodyProblem(body);
  if (problem) throw new BodyRefused(400, problem);
}

function verifyUrlencoded(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  assertUtf8(encoding);
  const problem = isUtf8(body) ? percentEncodedProblem(body.toString('utf8')) : NOT_UTF8;
  if (problem) throw new BodyRefused(400, problem);
}

const FORM_OPTIONS = {
  extended: true,
  limit: BODY_LIMITS.maxBytes,
  parameterLimit: BODY_LIMITS.maxEntries,
  // qs's nesting limit, in bracket levels below the top-level object (body-parser 2; its typings predate it).
  depth: BODY_LIMITS.maxDepth - 1,
  verify: verifyUrlencoded,
};

/**
 * The JSON and form parsers (registered here so Nest does not add its own, unchecked, form
 * parser later), each refusing a hostile body before it is parsed, and one handler that answers
 * every body-parser refusal in the API's error shape. A form is held to qs's own limits:
 * 1 000 parameters in all, and 20 levels.
 */
export function useCheckedBodyParsers(app: NestExpressApplication): void {
  // Not app.useBodyParser: it drops `verify` (Nest's rawBody option would replace it).
  app.use(express.json({ limit: BODY_LIMITS.maxBytes, verify: verifyJson }));
  app.use(express.urlencoded(FORM_OPTIONS));
  app.use(answerBodyErrors);
}

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

const answerBodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (!isBodyParserError(error)) return next(error);
  switch (error.type) {
    case 'entity.too.large':
      return refuse(res, 413, `Request body is larger than ${BODY_LIMITS.maxBytes / 1024 / 1024} MB`);
    case 'parameters.too.many':
      return refuse(res, 400, tooManyEntries(BODY_LIMITS.maxEntries));
    case 'querystring.parse.rangeError':
      return refuse(res, 400, tooDeep(BODY_LIMITS.maxDepth));
    default:
      return refuse(res, error.status, error.message);
  }
};
