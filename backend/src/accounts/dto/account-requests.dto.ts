import { IsOptional } from 'class-validator';
import { AccountEmail, DisplayName, GivenPassword, LinkToken, NewPassword } from './account-fields.js';

export class SignupDto {
  @DisplayName()
  displayName: string;

  @AccountEmail()
  email: string;

  @NewPassword()
  password: string;
}

export class VerifyEmailDto {
  @LinkToken()
  token: string;
}

export class AccountLoginDto {
  @AccountEmail()
  email: string;

  @GivenPassword()
  password: string;
}

export class PasswordResetDto {
  @AccountEmail()
  email: string;
}

export class PasswordResetConfirmDto {
  @LinkToken()
  token: string;

  @NewPassword()
  password: string;
}

export class UpdateAccountDto {
  @IsOptional()
  @DisplayName()
  displayName?: string;

  @IsOptional()
  @NewPassword()
  password?: string;

  @GivenPassword('Current password')
  currentPassword: string;
}

export class DeleteAccountDto {
  @GivenPassword()
  password: string;
}
