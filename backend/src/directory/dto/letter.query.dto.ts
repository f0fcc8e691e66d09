import { IsOptional, Matches } from 'class-validator';

export const LETTER = /^[A-Za-z]$/;
export const LETTER_MESSAGE = 'letter must be one letter A-Z';

export class LetterQueryDto {
  @IsOptional()
  @Matches(LETTER, { message: LETTER_MESSAGE })
  letter?: string;
}
