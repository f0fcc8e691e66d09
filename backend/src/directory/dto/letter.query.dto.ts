import { IsOptional, Matches } from 'class-validator';

export class LetterQueryDto {
  @IsOptional()
  @Matches(/^[A-Za-z]$/, { message: 'letter must be one letter A-Z' })
  letter?: string;
}
