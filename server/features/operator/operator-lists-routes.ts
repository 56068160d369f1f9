import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataRequestQuerySchema, eraseBodySchema } from '#contracts/operator-data-rights.ts';
import { OPERATOR_LIST_NAMES } from '#contracts/operator-list-constants.ts';
import {
  csrfBodySchema,
  operatorListNameSchema,
  operatorListParamsSchema,
  operatorListQuerySchema,
  webhookRetryParamsSchema,
} from '#contracts/operator-lists.ts';
import { AppError } from '#server/http/app-error.ts';
import type { ApiRoutes } from '#server/http/build-app.ts';
import type { ServerContext } from '#server/server-context.ts';
import { recordOperatorAction, requireOperatorData, requireOperatorMutation } from './operator-guard.ts';
import { csvFileName, csvStream, listForOperator, parseListQuery } from './operator-lists-services.ts';
import {
  dataSubjectTarget,
  eraseForOperator,
  findForOperator,
  retryForOperator,
} from './operator-data-rights-services.ts';

function listNameFrom(value: string) {
  const parsed = operatorListNameSchema.safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND', `No such list: ${OPERATOR_LIST_NAMES.join(', ')} exist.`);
  return parsed.data;
}
const NO_STORE = 'private, no-store';

/** The operator scope with the zod type provider, as the route groups below register into it. */
type OperatorScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * The console's data answers under /api/operator (docs/operator-console.md): every one needs an operator session
 * (401 JSON without), and every POST its CSRF token (`x-csrf-token` header or `csrf` field) as well. Lists answer
 * JSON pages; exports stream CSV or JSON as downloads. Nothing here is public, so it stays out of the API document.
 */
export const operatorListsRoutes: ApiRoutes = async (api, ctx) => {
  await api.register(async (scope) => {
    // The refusal comes before validation: without a session, the answer is 401 whatever the request holds.
    scope.addHook('onRequest', async (request) => {
      await requireOperatorData(ctx, request);
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    listRoutes(app, ctx);
    webhookRetryRoute(app, ctx);
    dataRequestRoutes(app, ctx);
  });
};

/** A list's JSON page, and its CSV export (recorded as an operator action when the download starts). */
function listRoutes(app: OperatorScope, ctx: ServerContext): void {
  app.get(
    '/operator/lists/:list',
    {
      schema: {
        hide: true,
        params: operatorListParamsSchema,
        querystring: operatorListQuerySchema,
      },
    },
    async (request, reply) => {
      const name = listNameFrom(request.params.list);
      const result = await listForOperator(ctx, name, request.query);
      if (!result.ok) throw new AppError('BAD_REQUEST', result.message);
      return reply.header('cache-control', NO_STORE).send(result.page);
    },
  );

  app.get(
    '/operator/export/:list',
    {
      schema: {
        hide: true,
        params: operatorListParamsSchema,
        querystring: operatorListQuerySchema,
      },
    },
    async (request, reply) => {
      const operator = await requireOperatorData(ctx, request);
      const name = listNameFrom(request.params.list);
      const parsed = parseListQuery(name, request.query);
      if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message);
      const filters = Object.fromEntries(
        Object.entries(parsed.query).filter(([key, value]) => key !== 'page' && value !== undefined),
      ) as Record<string, string>;
      // Recorded when the download starts: a personal-data export is an action whether or not it is saved.
      await recordOperatorAction(ctx, operator, 'list.export-csv', { type: 'list', id: name }, filters);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(name, ctx.now())}"`)
        .header('cache-control', NO_STORE)
        .send(csvStream(ctx.database.db, name, parsed.query));
    },
  );
}

/** Sends a failed lead webhook delivery again. */
function webhookRetryRoute(app: OperatorScope, ctx: ServerContext): void {
  app.post(
    '/operator/webhooks/:id/retry',
    {
      schema: {
        hide: true,
        params: webhookRetryParamsSchema,
        body: csrfBodySchema,
      },
    },
    async (request) => {
      const operator = await requireOperatorMutation(ctx, request, request.body ?? {});
      const result = await retryForOperator(ctx, operator, request.params.id);
      // A refusal is the API's one error shape: its code's status and `{ message }` (server/http/error-handler.ts).
      if (!result.ok) throw new AppError(result.code, result.message);
      return { message: result.message };
    },
  );
}

/** The report on the data held about the address asked for, the look-up recorded as the operator's action. */
async function dataSubjectReport(
  ctx: ServerContext,
  request: FastifyRequest,
  email: string | undefined,
  action: 'data-request.find' | 'data-request.export',
) {
  const operator = await requireOperatorData(ctx, request);
  const result = await findForOperator(ctx, operator, email ?? '', action);
  if (!result.ok) throw new AppError('BAD_REQUEST', result.message);
  return result.report;
}

/** A data subject's report (as JSON, or as a download), and the erasure of their data. */
function dataRequestRoutes(app: OperatorScope, ctx: ServerContext): void {
  app.get(
    '/operator/data-requests',
    {
      schema: {
        hide: true,
        querystring: dataRequestQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await dataSubjectReport(ctx, request, request.query.email, 'data-request.find');
      return reply.header('cache-control', NO_STORE).send(report);
    },
  );

  app.get(
    '/operator/data-requests/export',
    {
      schema: {
        hide: true,
        querystring: dataRequestQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await dataSubjectReport(ctx, request, request.query.email, 'data-request.export');
      const { target } = dataSubjectTarget(ctx, report.email);
      const fileName = `data-request-${target.id.replace(/[^a-z0-9]/gi, '').slice(-12)}-${ctx.now().toISOString().slice(0, 10)}.json`;
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', NO_STORE)
        .send(JSON.stringify(report, null, 2));
    },
  );

  app.post(
    '/operator/data-requests/erase',
    {
      schema: {
        hide: true,
        body: eraseBodySchema,
      },
    },
    async (request) => {
      const operator = await requireOperatorMutation(ctx, request, request.body);
      const result = await eraseForOperator(ctx, operator, {
        email: request.body.email,
        confirmEmail: request.body.confirmEmail,
      });
      if (!result.ok) throw new AppError('BAD_REQUEST', result.message);
      return { erased: result.erased };
    },
  );
}
