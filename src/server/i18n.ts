import fs from 'node:fs';
import path from 'node:path';
import { type I18n, type MessageDescriptor, i18n as sharedI18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE_NAME, type Locale, SOURCE_LOCALE, acceptedLanguages, isLocale, pickLocale } from '@/domain/locales';

/**
 * The server's texts in the recipient's language (README "Translating"): emails, pushes, feed names
 * and error messages. The server runs without Babel, so its texts are message descriptors written by
 * hand with an explicit id, each marked for extraction by a block comment reading `i18n` just
 * before it (README "Translating" shows one), and turned into text by `textsIn(locale)(descriptor,
 * values)`. `npm run i18n:extract` puts them into src/locales/{locale}/server.po; the server reads those
 * catalogues once, at start, from the working directory (the repository's root, as for every path the
 * server reads), with the domain.po of src/domain's shared texts (default titles, slot names…), whose
 * functions take an I18n: `i18nFor(locale)`. English is the descriptors' own message.
 */

export type Values = Record<string, unknown>;
/** Turns a descriptor into text in one language. */
export type Texts = (descriptor: MessageDescriptor, values?: Values) => string;

/** The server's own catalogue and src/domain's, which the browser shows too. */
const CATALOGUES = ['server', 'domain'];

/** The translations of the server's catalogues by id (the descriptors' explicit ids), compiled. */
function catalogueOf(locale: Locale): Record<string, ReturnType<typeof compileMessage>> {
  if (locale === SOURCE_LOCALE) return {};
  return Object.fromEntries(CATALOGUES.flatMap((catalogue) => {
    const po = PO.parse(fs.readFileSync(path.resolve(`src/locales/${locale}/${catalogue}.po`), 'utf8'));
    return po.items.filter((item) => item.msgstr[0]).map((item) => [item.msgid, compileMessage(item.msgstr[0]!)]);
  }));
}

function i18nIn(locale: Locale): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogueOf(locale) } });
  // English, and a text not translated yet, come from the descriptor's own message.
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

const instances = new Map<Locale, I18n>();

/** The texts of `locale` as an I18n, which src/domain's text functions take. */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = i18nIn(locale);
    instances.set(locale, i18n);
  }
  return i18n;
}

const isDescriptor = (value: unknown): value is MessageDescriptor => typeof value === 'object' && value !== null && 'id' in value;

/**
 * The server's texts in `locale`. A value may be a descriptor itself (why a feed is refused, inside
 * 'The feed cannot be used: {reason}'): it is worded in the same language.
 */
export function textsIn(locale: Locale): Texts {
  const translator = i18nFor(locale);
  const texts: Texts = (descriptor, values) => {
    const all = Object.entries({ ...descriptor.values, ...values }).map(([name, value]) => [name, isDescriptor(value) ? texts(value) : value]);
    return translator._({ ...descriptor, values: Object.fromEntries(all) });
  };
  return texts;
}

// src/domain's text functions default to Lingui's shared instance, the browser's current language:
// on the server, where no language is current, they speak English unless given i18nFor(locale).
sharedI18n.setMessagesCompiler(compileMessage);
sharedI18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} });

/** The language of a stored choice (a user's `locale` column), English when there is none. */
export const localeOrDefault = (value: string | null | undefined): Locale => (isLocale(value) ? value : SOURCE_LOCALE);

/**
 * The language of the app's HTML for a visitor, as the app itself will choose it (src/views/locale.ts):
 * the one this browser last chose (a cookie, which the profile's choice sets too), else the browser's.
 */
export const pageLocale = (request: FastifyRequest): Locale =>
  pickLocale([request.cookies[LOCALE_COOKIE_NAME], ...acceptedLanguages(request.headers['accept-language'])]);

/**
 * A country's name in `locale` ('Deutschland', 'Allemagne'), from its code; in English the name the
 * user's profile stores ('Germany'), as before.
 */
export const countryName = (countryCode: string, stored: string, locale: Locale): string =>
  locale === SOURCE_LOCALE ? stored : new Intl.DisplayNames([locale], { type: 'region' }).of(countryCode) ?? stored;

/** The language a request asks for: the app sends its own as Accept-Language. */
export const requestLocale = (acceptLanguage: string | undefined): Locale => pickLocale(acceptedLanguages(acceptLanguage));
