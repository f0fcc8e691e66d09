import { Transform } from 'class-transformer';
import { IsNumber, IsOptional } from 'class-validator';

/** Anything but a plain finite number becomes NaN, so the validator answers 400 (CONTRACT §3). */
export const toNumber = ({ value }: { value: unknown }): number | undefined => {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(value);
};

const FINITE = { allowNaN: false, allowInfinity: false };

/** `page` ≥ 1 and `limit` 1–100 are clamped by the service; only non-numbers are refused. */
export class PageQueryDto {
  @IsOptional()
  @Transform(toNumber)
  @IsNumber(FINITE, { message: 'page must be a number' })
  page?: number;

  @IsOptional()
  @Transform(toNumber)
  @IsNumber(FINITE, { message: 'limit must be a number' })
  limit?: number;
}
