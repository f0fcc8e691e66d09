import { ACCOUNT_LIMITS, passwordLengthError } from '@directory/shared';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, registerDecorator } from 'class-validator';
import { RequiredText, trimmed } from '../../common/text-length.validator.js';
import { isCommonPassword } from '../common-passwords.js';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common: choose one that is harder to guess';

/** The problem with a new password, or null. */
export function newPasswordError(password: unknown): string | null {
  if (typeof password !== 'string') return 'Password is required';
  return passwordLengthError(password) ?? (isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : null);
}

/** A password being chosen: 10–128 characters as typed, not a common one; one message per field. */
export const NewPassword = (): PropertyDecorator => (target, propertyName) =>
  registerDecorator({
    name: 'newPassword',
    target: target.constructor,
    propertyName: String(propertyName),
    validator: {
      validate: (value: unknown) => newPasswordError(value) === null,
      defaultMessage: (args) => newPasswordError(args?.value) ?? 'Password is required',
    },
  });

/** An address as stored: trimmed and lower-case. */
const lowerCased = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export const AccountEmail = () =>
  applyDecorators(
    Transform(lowerCased),
    MaxLength(ACCOUNT_LIMITS.email.max, { message: 'Please enter a valid email address' }),
    IsEmail({}, { message: 'Please enter a valid email address' }),
  );

export const DisplayName = () => RequiredText('Display name', ACCOUNT_LIMITS.displayName);

/** A password being checked, not chosen: any text up to a sane size (argon2 reads it whole). */
export const GivenPassword = (label = 'Password') =>
  applyDecorators(
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(1000, { message: `${label} is too long` }),
  );

/** A token from an e-mailed link. */
export const LinkToken = () =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: 'The link is invalid' }),
    IsNotEmpty({ message: 'The link is invalid' }),
    MaxLength(200, { message: 'The link is invalid' }),
  );
