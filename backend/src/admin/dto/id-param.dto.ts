import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export class IdParamDto {
  @Type(() => Number)
  @IsInt({ message: 'id must be a business id' })
  @Min(1, { message: 'id must be a business id' })
  @Max(2_147_483_647, { message: 'id must be a business id' })
  id: number;
}
