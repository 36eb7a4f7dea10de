import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commonVocabularyBodySchema,
  downloadVocabularyBodySchema,
  downloadVocabularyResponseSchema,
  userLanguagesBodySchema,
  vocabularyListResponseSchema,
} from '../../../shared/api/vocabulary.ts';
import type { AuthService } from '../auth/service.ts';
import type { VocabularyService } from './service.ts';

export const vocabularyRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  vocabulary: VocabularyService;
}> = async (app, { auth, vocabulary }) => {
  app.get(
    '/get-user-vocabulary-list',
    { schema: { response: { 200: vocabularyListResponseSchema } } },
    async (request) => vocabulary.list(await auth.requireUser(request.headers.authorization)),
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
    async (request) =>
      vocabulary.download(await auth.requireUser(request.headers.authorization), request.body),
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
