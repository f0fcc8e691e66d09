import { Injectable, NotFoundException } from '@nestjs/common';
import { matchPage, notFoundText, type PageMetaContext, type PageText, pageTitle } from '@directory/shared';
import { countryName, resolveCountryCode } from '../common/country-names.js';
import { AppConfig } from '../config/app-config.js';
import type { PageMeta } from './html-document.js';
import { absoluteImageUrl } from './absolute-image-url.js';
import { localBusinessJsonLd } from './local-business-json-ld.js';

/** A read that found nothing: the in-process API's error with status 404, or a service's NotFoundException. */
const isNotFound = (error: unknown) =>
  error instanceof NotFoundException || (error as { status?: unknown } | null)?.status === 404;

async function notFound(): Promise<PageMeta> {
  const { title, description } = await notFoundText();
  return { status: 404, title: pageTitle(title), description };
}

const countryNameOf = (slugOrCode: string) => countryName(resolveCountryCode(slugOrCode) ?? slugOrCode).name;

/**
 * Title, description, canonical URL and structured data of one public page, by the rules of the
 * shared route table (PAGES), from the data read through `read`, the reader the render shares.
 */
@Injectable()
export class PageMetaService {
  constructor(private readonly config: AppConfig) {}

  /** `location`: the request's path and query (the search page describes what was searched). */
  async forPath(location: URL, read: PageMetaContext['read']): Promise<PageMeta> {
    const match = matchPage(location.pathname);
    if (!match) return notFound();
    try {
      const at = { params: match.params, search: location.searchParams };
      const text = await match.page.meta(at, { read, countryName: countryNameOf });
      if (!text) return notFound();
      const meta = this.toMeta(text, location.pathname);
      return match.page.private ? { ...meta, noindex: true } : meta;
    } catch (error) {
      if (isNotFound(error)) return notFound();
      throw error;
    }
  }

  private toMeta(text: PageText, pathname: string): PageMeta {
    const canonical = this.url(text.canonicalPath ?? pathname);
    const meta: PageMeta = { status: 200, title: pageTitle(text.title), description: text.description, canonical };
    if (!text.business) return meta;
    const image = absoluteImageUrl(text.business.imageUrl, this.config.publicBaseUrl);
    return {
      ...meta,
      image,
      type: 'business.business',
      jsonLd: localBusinessJsonLd({ ...text.business, imageUrl: image }, canonical, text.reviews),
    };
  }

  private url(pathname: string): string {
    return `${this.config.publicBaseUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  }
}
