import type { RouteDefinition } from '@roulement/contract';
import { ApiErrorSchema } from '@roulement/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from './actor';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

interface RouteInput<R extends RouteDefinition> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  /** Undefined only on public routes. */
  actor: R['permission'] extends { kind: 'public' } ? Actor | undefined : Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Output<R extends RouteDefinition> = R['responses'] extends { 200: infer S }
  ? z.input<S & z.ZodType>
  : R['responses'] extends { 201: infer S }
    ? z.input<S & z.ZodType>
    : undefined | null;

const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429] as const;

/**
 * Registers one contract route under /api: zod validation of params, query and body, the
 * route's permission checked before the handler, and the answer serialised by its schema.
 */
export function registerRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: (input: RouteInput<R>) => Promise<Output<R>> | Output<R>,
  hooks: { onRequest?: preHandlerHookHandler[]; preHandler?: preHandlerHookHandler[] } = {},
): void {
  // The contract's type demands a permission; this also stops a route built around the type.
  if (!route.permission) throw new Error(`Route ${route.method} ${route.path} sans permission déclarée`);
  const successStatus = route.responses[201] ? 201 : route.responses[204] ? 204 : 200;
  const response: Record<number, z.ZodType> = {};
  if (!route.produces) {
    for (const [status, schema] of Object.entries(route.responses)) response[Number(status)] = schema as z.ZodType;
  }
  for (const status of ERROR_STATUSES) response[status] = ApiErrorSchema;

  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: `/api${route.path}`,
    schema: {
      summary: route.summary,
      tags: [...route.tags],
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(route.produces ? { produces: [route.produces] } : {}),
      ...(route.permission.kind === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      response,
    },
    config: { permission: route.permission },
    ...(hooks.onRequest ? { onRequest: hooks.onRequest } : {}),
    ...(hooks.preHandler ? { preHandler: hooks.preHandler } : {}),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Infer<R['params']>,
        query: request.query as Infer<R['query']>,
        body: request.body as Infer<R['body']>,
        actor: request.actor as RouteInput<R>['actor'],
        request,
        reply,
      });
      if (reply.sent) return reply;
      reply.status(successStatus);
      return successStatus === 204 ? reply.send() : result;
    },
  });
}
