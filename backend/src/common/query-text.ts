import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, registerDecorator } from 'class-validator';

/**
 * docs/behaviour.md §3: `q` and `where` hold at most 200 characters (400 beyond); every other free-text
 * query parameter keeps the same bound, so no text reaches a query unbounded.
 */
export const MAX_QUERY_TEXT = 200;

/**
 * At most MAX_QUERY_TEXT characters, with a message naming the field. Only text is measured: a value
 * that is not text keeps its own rule's single message (`q must be text`).
 */
export const QueryText =
  (field: string): PropertyDecorator =>
  (target, propertyName) =>
    registerDecorator({
      name: 'queryText',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${field} must be at most ${MAX_QUERY_TEXT} characters` },
      validator: { validate: (value: unknown) => typeof value !== 'string' || value.length <= MAX_QUERY_TEXT },
    });

/** A repeated parameter (an array) becomes NaN, so @IsString refuses it. */
export const singleText = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value : value === undefined ? undefined : Number.NaN;

/** An optional free-text query parameter taken as typed: one value, text, at most MAX_QUERY_TEXT characters. */
export const OptionalQueryText = (field: string) =>
  applyDecorators(
    IsOptional(),
    Transform(singleText),
    IsString({ message: `${field} must be text` }),
    QueryText(field),
  );
