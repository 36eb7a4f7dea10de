import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commonVocabularyBodySchema,
  type DownloadVocabularyResponse,
  downloadVocabularyBodySchema,
  downloadVocabularyResponseSchema,
  freeListWordsQuerySchema,
  freeListWordsResponseSchema,
  slotWordsParamsSchema,
  slotWordsResponseSchema,
  userLanguagesBodySchema,
  vocabularyListResponseSchema,
} from '../../../shared/api/vocabulary.ts';
import { entityTag } from '../../lib/etag.ts';
import type { AuthService } from '../auth/service.ts';
import type { SlotList, VocabularyService } from './service.ts';

/** A slot's list in the API's names: the slot is the wire's gameId, the cards its VOC. */
function slotResponse({
  slot,
  googleSheetId,
  name,
  googleModified,
  cards,
}: SlotList): DownloadVocabularyResponse {
  return { gameId: slot, googleSheetId, name, googleModified: googleModified.getTime(), VOC: cards };
}

export const vocabularyRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  vocabulary: VocabularyService;
}> = async (app, { auth, vocabulary }) => {
  app.get(
    '/get-user-vocabulary-list',
    { schema: { response: { 200: vocabularyListResponseSchema } } },
    async (request) => vocabulary.list(await auth.requireUser(request.headers.authorization)),
  );

  app.get(
    '/free-list-words',
    { schema: { querystring: freeListWordsQuerySchema, response: { 200: freeListWordsResponseSchema } } },
    async ({ headers, query }, reply) => {
      // The visitor's Test Vocabulary follows their native language: the answer is the caller's.
      const user = await auth.userFromAuthorization(headers.authorization);
      reply.header('cache-control', 'private, max-age=3600');
      const { name, googleSheetId, cards } = vocabulary.freeListWords(user, query.list);
      return { name, googleSheetId, VOC: cards };
    },
  );

  app.get(
    '/slot-words/:slot',
    {
      schema: {
        params: slotWordsParamsSchema,
        response: { 200: slotWordsResponseSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const words = slotResponse(
        await vocabulary.slotWords(
          await auth.requireUser(request.headers.authorization),
          request.params.slot,
        ),
      );
      // Private to the learner; an unchanged list costs a 304.
      const tag = entityTag(JSON.stringify(words));
      reply.header('cache-control', 'private, no-cache').header('etag', tag);
      if (request.headers['if-none-match'] === tag) return reply.status(304).send(null);
      return words;
    },
  );

  app.post(
    '/common-vocabulary',
    {
      schema: {
        body: commonVocabularyBodySchema,
        response: { 200: z.object({ isCommonVocabulary: z.boolean() }) },
      },
    },
    async (request) =>
      vocabulary.setCommon(
        await auth.requireUser(request.headers.authorization),
        request.body.isCommonVocabulary === 1,
      ),
  );

  app.post(
    '/download-vocabulary',
    { schema: { body: downloadVocabularyBodySchema, response: { 200: downloadVocabularyResponseSchema } } },
    async ({ headers, body }) =>
      slotResponse(
        await vocabulary.download(await auth.requireUser(headers.authorization), {
          slot: body.gameId2Update,
          listId: body.sheetId2Update,
          captcha: body.reCaptcha,
        }),
      ),
  );

  app.post(
    '/user-languages',
    { schema: { body: userLanguagesBodySchema, response: { 200: userLanguagesBodySchema } } },
    async (request) =>
      vocabulary.setLanguages(
        await auth.requireUser(request.headers.authorization),
        request.body.languageNative,
        request.body.languageLearn,
      ),
  );
};
