import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PUBLIC } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Surcharge = NonNullable<NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override']>;

/**
 * A required form field reads anything first (`z.unknown().refine(…)`), to answer the spec's
 * « *information obligatoire » when it is missing, then hands over to its real schema
 * (`IdObligatoireSchema`). As input, zod documents only the first half: an untyped `{}`, 28 of
 * them. The document shows the second half, which says what the field must be.
 */
const typerLesChampsObligatoires: Surcharge = ({ zodSchema, jsonSchema }) => {
  const def = zodSchema._zod.def;
  if (def.type !== 'pipe' || def.in._zod.def.type !== 'unknown' || 'type' in jsonSchema) return;
  const { $schema: _, ...suite } = z.toJSONSchema(def.out, { io: 'input', unrepresentable: 'any' });
  Object.assign(jsonSchema, suite);
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Roulement — API',
        description:
          'API de Roulement. Authentification : `POST /api/authentification/connexion`, puis en-tête `Authorization: Bearer <accessToken>`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: createJsonSchemaTransform({ zodToJsonConfig: { override: typerLesChampsObligatoires } }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { permission: PUBLIC } }, async () => app.swagger());
}
