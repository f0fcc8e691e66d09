import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { type AccountClaim, type ClaimAnswer, emailMatchesWebsite, registrableDomain } from '@directory/shared';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { type AccountPrincipal, assertMayWrite } from '../accounts/account-principal.js';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from '../accounts/secret-token.js';
import { AuditService } from '../audit/audit.service.js';
import { BusinessVersionsService } from '../cache/business-versions.service.js';
import { claimLinkMail } from '../mail/claim-mails.js';
import { MailService } from '../mail/mail.service.js';
import type { ClaimDto } from './dto/claim-requests.dto.js';
import { ClaimMailLinks } from './claim-mail-links.js';
import { toAccountClaim } from './claim.mappers.js';
import { type ClaimableBusiness, ClaimsRepository } from './claims.repository.js';

/** docs/behaviour.md §14.1: at most this many claims an account makes in a rolling day. */
export const CLAIMS_PER_DAY = 5;
const LINK_HOURS = 24;
const UNVERIFIED = 'Confirm your e-mail address before claiming a business.';
export const HAS_OWNER = 'This business already has a verified owner.';
const OPEN_CLAIM = 'You already have an open claim on this business.';

/** The actor of an account's entry in the audit log: no admin, the account's address as its name. */
export const accountActor = (account: { email: string }) => ({ id: null, username: account.email });

/** What a verified account does to claim a business (docs/behaviour.md §14): by an e-mailed link, or by a message. */
@Injectable()
export class ClaimsService {
  constructor(
    private readonly db: DataSource,
    private readonly claims: ClaimsRepository,
    private readonly mail: MailService,
    private readonly links: ClaimMailLinks,
    private readonly audit: AuditService,
    private readonly businessVersions: BusinessVersionsService,
  ) {}

  async claim(slug: string, account: AccountPrincipal, dto: ClaimDto): Promise<ClaimAnswer> {
    assertMayWrite(account, UNVERIFIED);
    const business = await this.claims.approvedBusiness(slug);
    if (!business) throw new NotFoundException({ statusCode: 404, message: 'Business not found' });
    if (business.ownerAccountId !== null) throw new ConflictException({ statusCode: 409, message: HAS_OWNER });
    if (dto.method === 'email') checkDomain(dto.email!, business);
    if ((await this.claims.claimsSince(account.id, 24)) >= CLAIMS_PER_DAY) {
      throw new HttpException(
        {
          statusCode: HttpStatus.TOO_MANY_REQUESTS,
          error: 'Too Many Requests',
          message: `At most ${CLAIMS_PER_DAY} claims a day: please try again tomorrow.`,
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    return this.db
      .transaction(async (manager) => {
        await this.claims.closeExpiredLinks(business.id, account.id, manager);
        return dto.method === 'email'
          ? this.byEmail(business, account, dto.email!, manager)
          : this.byMessage(business, account, dto, manager);
      })
      .catch((error: unknown) => {
        if (error instanceof QueryFailedError && (error as { code?: string }).code === '23505') {
          throw new ConflictException({ statusCode: 409, message: OPEN_CLAIM });
        }
        throw error;
      });
  }

  /** The claiming account follows the e-mailed link: the claim is approved and the account becomes the owner. */
  async verify(id: number, account: AccountPrincipal, token: string): Promise<ClaimAnswer> {
    assertMayWrite(account, UNVERIFIED);
    const claim = await this.claims.findClaim(id);
    if (!claim) throw new NotFoundException({ statusCode: 404, message: 'Claim not found' });
    if (claim.accountId !== account.id) {
      throw new ForbiddenException({ statusCode: 403, message: 'Sign in with the account that made this claim.' });
    }
    const invalid = () => new BadRequestException({ statusCode: 400, message: 'This link is invalid or has expired.' });
    if (!isSecretTokenShaped(token)) throw invalid();
    const bumped = await this.db.transaction(async (manager) => {
      const businessId = await this.claims.useEmailToken(id, hashSecretToken(token), manager);
      if (businessId === null) throw invalid();
      if (!(await this.claims.setOwner(businessId, account.id, manager))) {
        throw new ConflictException({ statusCode: 409, message: HAS_OWNER });
      }
      await this.claims.closeOtherClaims(businessId, HAS_OWNER, manager);
      await this.audit.record(
        accountActor(account),
        'claim.verified',
        { claimId: id, businessId, name: claim.businessName, accountId: account.id, email: claim.email },
        null,
        manager,
      );
      return this.businessVersions.bump([claim.businessSlug], manager);
    });
    this.businessVersions.observeAll(bumped);
    const business = { id: claim.businessId, name: claim.businessName, slug: claim.businessSlug };
    return { claim: { id, state: 'approved', business } };
  }

  async ofAccount(accountId: number): Promise<AccountClaim[]> {
    return (await this.claims.ofAccount(accountId)).map(toAccountClaim);
  }

  private async byEmail(
    business: ClaimableBusiness,
    account: AccountPrincipal,
    email: string,
    manager: EntityManager,
  ): Promise<ClaimAnswer> {
    const token = newSecretToken();
    const id = await this.claims.insertClaim(
      {
        businessId: business.id,
        accountId: account.id,
        method: 'email',
        email: email.toLowerCase(),
        state: 'awaiting_email',
        tokenHash: hashSecretToken(token),
        tokenExpiresAt: new Date(Date.now() + LINK_HOURS * 3_600_000),
      },
      manager,
    );
    await this.mail.enqueue(
      email,
      claimLinkMail({ businessName: business.name, link: this.links.verify(id, token) }),
      manager,
    );
    return { claim: { id, state: 'awaiting_email' } };
  }

  private async byMessage(
    business: ClaimableBusiness,
    account: AccountPrincipal,
    dto: ClaimDto,
    manager: EntityManager,
  ): Promise<ClaimAnswer> {
    const id = await this.claims.insertClaim(
      {
        businessId: business.id,
        accountId: account.id,
        method: 'manual',
        role: dto.role,
        phone: dto.phone ?? null,
        message: dto.message,
        state: 'pending',
      },
      manager,
    );
    return { claim: { id, state: 'pending' } };
  }
}

/** 400 unless the address is at the registrable domain of the business's website (docs/behaviour.md §14.1). */
function checkDomain(email: string, business: ClaimableBusiness): void {
  const refuse = (message: string) =>
    new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [message], errors: { email: message } });
  const domain = business.website ? registrableDomain(business.website) : null;
  if (!domain) {
    throw refuse('This business has no website to match an address to: claim it with a message instead.');
  }
  if (!emailMatchesWebsite(email, business.website)) {
    throw refuse(`Use an address at ${domain}, the domain of the business's website.`);
  }
}
