import {
  BadRequestException,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  type PipeTransform,
} from '@nestjs/common';
import type { Request } from 'express';

/** Digits as written: no sign, leading zero, hex, exponent, fraction or space. */
const DIGITS = /^[1-9][0-9]{0,9}$/;

/** Ids are PostgreSQL `integer` columns; a larger number would fail in the query rather than name no row. */
const MAX_ID = 2_147_483_647;

const MESSAGE = `id must be a positive integer up to ${MAX_ID}`;

/**
 * The one reading of a `:id` route parameter: `16` is row 16, while `0x10`, `1e3`, `01`, ` 1`,
 * `-1` and `1.0` answer 400 rather than naming another row through Number's leniency.
 */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = DIGITS.test(value) ? Number(value) : Number.NaN;
    if (!(id <= MAX_ID)) {
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: [MESSAGE],
        errors: { id: MESSAGE },
      });
    }
    return id;
  }
}

/** The route parameter as written in the path, which the global ValidationPipe leaves alone (it skips custom decorators). */
const RawRouteParam = createParamDecorator(
  (name: string, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<Request>().params[name],
);

/**
 * `@RouteId() id: number` reads `:id` through IdPipe. Not `@Param('id', IdPipe)`: the global
 * ValidationPipe would first turn `0x10` into 16 for a parameter typed `number`.
 */
export const RouteId = () => RawRouteParam('id', IdPipe);
