import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PUBLIC } from '@roulement/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { permission: PUBLIC } }, async () => app.swagger());
}
