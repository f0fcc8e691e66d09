import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FailedLoginLimiter } from '../auth/login-throttle.service.js';

/** docs/behaviour.md §12: 5 failed sign-ins per IP + address in 15 minutes, then 429, counted across instances. */
@Injectable()
export class AccountLoginThrottle extends FailedLoginLimiter {
  constructor(db: DataSource) {
    super(db, 'account-login');
  }
}
