import express from 'express';
import { isUtf8 } from 'node:buffer';
import { STATUS_CODES } from 'node:http';
import { BODY_LIMITS, JsonShapeCheck, NOT_UTF8, percentEncodedProblem, tooDeep, tooManyEntries, } from '../common/hostile-input.js';
const TOO_LARGE = `Request body is larger than ${BODY_LIMITS.maxBytes / 1024 / 1024} MB`;
const NOT_UTF8_CHARSET = 'Request bodies must be UTF-8';
/** A refusal in the API's error shape. */
function refuse(res, status, message) {
    res.status(status).json({ statusCode: status, message, error: STATUS_CODES[status] });
}
/**
 * CONTRACT §11: a NUL byte or malformed percent-encoding in the path or query answers 400 here,
 * before a route, a page or a static file decodes it (PostgreSQL would refuse the NUL with a 500).
 */
export const rejectMalformedUrls = (req, res, next) => {
    const problem = percentEncodedProblem(req.url);
    if (problem)
        refuse(res, 400, problem);
    else
        next();
};
/**
 * The parsers of every route, each refusing a hostile body before it is parsed (CONTRACT §11),
 * and one handler that answers the form parser's refusals in the API's error shape. Registered
 * here, under body-parser's names, so Nest does not add its own unchecked parsers at start.
 */
export function useCheckedBodyParsers(app) {
    app.use(jsonParser);
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
function jsonParser(req, res, next) {
    if (!req.is('application/json'))
        return next();
    const headerProblem = jsonHeaderProblem(req);
    if (headerProblem)
        return refuse(res, ...headerProblem); // Node reads and drops the unread body
    const check = new JsonShapeCheck();
    const chunks = [];
    let size = 0;
    let refused = false;
    const refuseRest = (status, message) => {
        refused = true;
        chunks.length = 0;
        refuse(res, status, message);
    };
    req.on('data', (chunk) => {
        if (refused)
            return;
        size += chunk.length;
        if (size > BODY_LIMITS.maxBytes)
            return refuseRest(413, TOO_LARGE);
        const problem = check.push(chunk);
        if (problem)
            refuseRest(400, problem);
        else
            chunks.push(chunk);
    });
    req.on('end', () => {
        if (refused)
            return;
        const body = Buffer.concat(chunks, size);
        const problem = check.finish(body);
        if (problem)
            return refuse(res, 400, problem);
        try {
            req.body = parseJsonBody(body);
        }
        catch (error) {
            return refuse(res, 400, error.message);
        }
        next();
    });
    // A client that leaves mid-body gets no answer; the request just ends.
    req.on('error', () => (refused = true));
}
function jsonHeaderProblem(req) {
    if (Number(req.headers['content-length']) > BODY_LIMITS.maxBytes)
        return [413, TOO_LARGE];
    const charset = /;\s*charset\s*=\s*"?([\w-]+)/i.exec(req.headers['content-type'] ?? '')?.[1].toLowerCase();
    if (charset !== undefined && charset !== 'utf-8')
        return [415, NOT_UTF8_CHARSET];
    const encoding = req.headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity')
        return [415, 'Compressed request bodies are not accepted'];
    return null;
}
/** As body-parser's strict JSON parser: an empty body is `{}`, a leading BOM is skipped, only objects and arrays. */
function parseJsonBody(body) {
    if (body.length === 0)
        return {};
    const bom = body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf;
    const value = JSON.parse(body.toString('utf8', bom ? 3 : 0));
    if (typeof value !== 'object' || value === null)
        throw new SyntaxError('Request body must be a JSON object or array');
    return value;
}
function verifyForm(_req, _res, body, encoding) {
    if (encoding !== 'utf-8')
        throw new FormRefused(415, NOT_UTF8_CHARSET);
    const problem = isUtf8(body) ? percentEncodedProblem(body.toString('utf8')) : NOT_UTF8;
    if (problem)
        throw new FormRefused(400, problem);
}
/** Thrown from body-parser's `verify` hook, which sees the raw bytes before they are parsed. */
class FormRefused extends Error {
    status;
    constructor(status, message) {
        super(message);
        this.status = status;
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
function isBodyParserError(error) {
    const e = error;
    return typeof e?.type === 'string' && typeof e.status === 'number' && e.status < 500 && e.expose === true;
}
const answerFormErrors = (error, _req, res, next) => {
    if (!isBodyParserError(error))
        return next(error);
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
//# sourceMappingURL=request-guards.js.map