import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** Decimal digits only: Number() would also read `0x10`, `1e3`, ` 1` and `01` as ids. */
const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;

export class IdParamDto {
  @Transform(({ value }) => (typeof value === 'string' && DECIMAL_ID.test(value) ? Number(value) : Number.NaN))
  @IsInt({ message: 'id must be a business id' })
  @Min(1, { message: 'id must be a business id' })
  @Max(2_147_483_647, { message: 'id must be a business id' })
  id: number;
}
