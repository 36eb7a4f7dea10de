import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type IeltsRecord,
  ieltsPageQuerySchema,
  ieltsPageResponseSchema,
  paraphrasesBodySchema,
  paraphrasesResponseSchema,
  translationsBodySchema,
  translationsResponseSchema,
} from '../../../shared/api/ielts.ts';
import { bandFromVocabularyType } from '../../../shared/ielts.ts';
import { badRequest } from '../../errors.ts';
import type { AuthService } from '../auth/service.ts';
import type { BandPageEntry, IeltsService } from './service.ts';

/** A band word in the API's names: FIELD1 the word, FIELD2 the paraphrases, FIELD3 the definition. */
function apiRecord({ word, paraphrase, definition, ...details }: BandPageEntry): IeltsRecord {
  return { ...details, FIELD1: word, FIELD2: paraphrase, FIELD3: definition };
}

export const ieltsRoutes: FastifyPluginAsyncZod<{ ielts: IeltsService; auth: AuthService }> = async (
  app,
  { ielts, auth },
) => {
  app.get(
    '/vocabulary',
    {
      schema: {
        querystring: ieltsPageQuerySchema,
        response: { 200: ieltsPageResponseSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const { type, skip, take } = request.query;
      const band = bandFromVocabularyType(type);
      // The schema already refused unknown types; this narrows the type for the compiler.
      if (band === null) throw badRequest('Unknown vocabulary type.');
      // The site names the native language it has (a visitor's own setting, a learner's saved
      // one), so its answers stay public; a caller that names none gets its learner's saved one.
      const byAccount = request.query.lang === undefined && request.headers.authorization !== undefined;
      const lang = byAccount
        ? (await auth.userFromAuthorization(request.headers.authorization)).languageNative
        : request.query.lang;
      const etag = `"${ielts.version}-${band}-${skip}-${take}-${lang ?? ''}"`;
      reply.header('etag', etag).header('cache-control', `${byAccount ? 'private' : 'public'}, max-age=3600`);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      const { entries, total } = ielts.page(band, skip, take, lang);
      return { result: entries.map(apiRecord), skip, total };
    },
  );

  // The paraphrase modes (docs/decisions/017-game-modes.md): what the band lists know of a list's words. A POST because
  // a list names up to 2,000 words; it reads memory only, so no sign-in is asked.
  app.post(
    '/paraphrases',
    { schema: { body: paraphrasesBodySchema, response: { 200: paraphrasesResponseSchema } } },
    async (request) => ielts.paraphrases(request.body.words),
  );

  // Translation mode on a built-in list (docs/decisions/029-ielts-senses-and-translations.md): the band lists' translations of its words in
  // the learner's native language. Memory only, no sign-in: a visitor plays Band 5 too.
  app.post(
    '/translations',
    { schema: { body: translationsBodySchema, response: { 200: translationsResponseSchema } } },
    async (request) => ielts.translations(request.body.words, request.body.lang),
  );
};
