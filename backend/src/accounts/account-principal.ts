import { createParamDecorator, ExecutionContext, ForbiddenException, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';

export const REQUIRES_ACCOUNT = 'directory:requires-account';

export interface AccountAccess {
  /** An admin session opens the handler too (`req.admin` is then set instead of `req.account`). */
  orAdmin?: boolean;
}

/**
 * Declares a handler (or a controller) for signed-in visitors and owners: it answers 401 without
 * a live account session (`directory_session`). An admin session does not open it unless `orAdmin`,
 * nor does an account session ever open an admin route.
 */
export const RequiresAccount = (access: AccountAccess = {}) => SetMetadata(REQUIRES_ACCOUNT, access);

/** The account behind the current request, set by the global guard on `@RequiresAccount()` routes. */
export interface AccountPrincipal {
  id: number;
  displayName: string;
  email: string;
  emailVerified: boolean;
  /** A blocked account keeps its session but may write nothing public: reviews, votes, reports, claims (403). */
  blocked: boolean;
  sessionId: string;
}

export type AccountRequest = Request & { account?: AccountPrincipal };

/** `@CurrentAccount() account: AccountPrincipal` in a `@RequiresAccount()` handler. */
export const CurrentAccount = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AccountPrincipal | undefined => {
    return ctx.switchToHttp().getRequest<AccountRequest>().account;
  },
);

/** docs/behaviour.md §13.1, §14.1: writing anything public needs an account that is verified and not blocked (403). */
export function assertMayWrite(account: AccountPrincipal, unverifiedMessage: string): void {
  if (account.blocked) throw new ForbiddenException({ statusCode: 403, message: 'This account has been blocked.' });
  if (!account.emailVerified) throw new ForbiddenException({ statusCode: 403, message: unverifiedMessage });
}
