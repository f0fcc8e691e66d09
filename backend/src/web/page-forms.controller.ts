import {
  applyDecorators,
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Ip,
  Post,
  Req,
  Res,
  type Type,
} from '@nestjs/common';
import type { FormOutcome } from '@directory/shared';
import type { Request, Response as ExpressResponse } from 'express';
import { Public } from '../auth/public.decorator.js';
import { SUBMISSION_LIMIT } from '../businesses/businesses.controller.js';
import { SubmitBusinessDto } from '../businesses/dto/submit-business.dto.js';
import { SubmissionsService } from '../businesses/submissions.service.js';
import { RateLimit } from '../cache/rate-limit.guard.js';
import type { RateLimitRule } from '../cache/rate-limit.service.js';
import { createValidationPipe } from '../common/validation.js';
import { CONTACT_LIMIT } from '../contact/contact.controller.js';
import { ContactService } from '../contact/contact.service.js';
import { CreateContactMessageDto } from '../contact/dto/create-contact-message.dto.js';
import { PageRendererService } from './page-renderer.service.js';

type FormBody = Record<string, unknown>;

/** A form posted to its own page: answered 200 with the page (400 on errors), limited like its API route. */
const FormPost = (path: string, limit: RateLimitRule) => applyDecorators(Post(path), HttpCode(200), RateLimit(limit));

/**
 * The contact and submission forms posted without JavaScript (urlencoded, to their own page):
 * the same checks and rate limits as `POST /api/contact` and `POST /api/businesses/submit`, then
 * the page rendered by the server with the success message, or with the field errors and the
 * values typed (400). Nothing posted goes into a URL.
 */
@Public()
@Controller()
export class PageFormsController {
  private readonly validation = createValidationPipe();

  constructor(
    private readonly pages: PageRendererService,
    private readonly contact: ContactService,
    private readonly submissions: SubmissionsService,
  ) {}

  @FormPost('contact', CONTACT_LIMIT)
  async contactForm(
    @Body() body: FormBody,
    @Ip() ip: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: ExpressResponse,
  ): Promise<string> {
    const values = textsOf(body);
    const checked = await this.check(CreateContactMessageDto, values);
    if ('errors' in checked) return this.answer(req, res, 400, { form: 'contact', values, errors: checked.errors });
    const { message } = await this.contact.create(checked.dto, ip ?? null);
    return this.answer(req, res, 200, { form: 'contact', values: {}, errors: {}, message });
  }

  @FormPost('upload', SUBMISSION_LIMIT)
  async submissionForm(
    @Body() body: FormBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: ExpressResponse,
  ): Promise<string> {
    const values = textsOf(body);
    const submission: Record<string, string> = { ...values, countryCode: countryCodeOf(values.countryCode ?? '') };
    for (const optional of ['phone', 'website', 'description'] as const) {
      if (!submission[optional]?.trim()) delete submission[optional];
    }
    const checked = await this.check(SubmitBusinessDto, submission);
    if ('errors' in checked) return this.answer(req, res, 400, { form: 'upload', values, errors: checked.errors });
    const { message } = await this.submissions.submit(checked.dto);
    return this.answer(req, res, 200, { form: 'upload', values: {}, errors: {}, message });
  }

  /** The API's own validation pipe, so a form and a JSON call meet the same rules and texts. */
  private async check<T>(dto: Type<T>, values: FormBody): Promise<{ dto: T } | { errors: Record<string, string> }> {
    try {
      return { dto: (await this.validation.transform(values, { type: 'body', metatype: dto })) as T };
    } catch (error) {
      if (!(error instanceof BadRequestException)) throw error;
      const { errors } = error.getResponse() as { errors?: Record<string, string> };
      return { errors: errors ?? {} };
    }
  }

  private async answer(req: Request, res: ExpressResponse, status: number, form: FormOutcome): Promise<string> {
    const page = await this.pages.formPage(req.path, status, form);
    res.status(status).type('html').setHeader('Cache-Control', 'no-store');
    return page.text;
  }
}

/** The posted fields that are text (a field sent twice arrives as an array, and is dropped). */
function textsOf(body: FormBody): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, value] of Object.entries(body ?? {})) if (typeof value === 'string') texts[key] = value;
  return texts;
}

/** The country as the form shows it without JavaScript ("Germany (DE)"), or a code typed as it is. */
function countryCodeOf(text: string): string {
  const shown = /\(([A-Za-z]{2})\)\s*$/.exec(text.trim());
  return (shown ? shown[1] : text.trim()).toUpperCase();
}
