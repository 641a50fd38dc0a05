import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeOnboarding } from '../../commands/onboarding/completeOnboarding';
import { createSampleOdyssey } from '../../commands/onboarding/createSampleOdyssey';
import { useCaseDeps, userActorOf } from '../http/useCaseDeps';

const tags = ['onboarding'];

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const auth = { onRequest: [app.authenticate] };

  app.post(
    '/onboarding/create-sample',
    { ...auth, schema: { tags, response: { 200: z.object({ odyssey_id: z.string(), created: z.boolean() }) } } },
    async (request) => {
      const { odysseyId, created } = await createSampleOdyssey(useCaseDeps(deps), { actor: userActorOf(request) });
      return { odyssey_id: odysseyId, created };
    },
  );

  app.post(
    '/onboarding/complete',
    {
      ...auth,
      schema: {
        tags,
        response: {
          200: z.object({
            has_completed_onboarding: z.literal(true),
            removed: z.object({ odysseys: z.number(), missions: z.number(), todos: z.number() }),
          }),
        },
      },
    },
    async (request) => {
      const { removed } = await completeOnboarding(useCaseDeps(deps), { actor: userActorOf(request) });
      return { has_completed_onboarding: true as const, removed };
    },
  );
};
