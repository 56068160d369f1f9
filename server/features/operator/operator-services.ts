import type { OperatorServices } from '#contracts/operator.ts';
import type { ServerContext } from '#server/server-context.ts';
import { operatorAuditLog } from './operator-audit-tables.ts';
import { listOperatorActions, recordOperatorAction } from './operator-audit.ts';
import { inspectSignInLink, requestSignInLink, signInWithLink } from './operator-auth.ts';
import { operatorDashboard } from './operator-dashboard.ts';
import {
  currentOperator,
  requireOperatorData,
  requireOperatorMutation,
  requireOperatorPage,
} from './operator-guard.ts';
import { clearedSessionCookie, csrfTokenFor, revokeSessions } from './operator-session.ts';

/** The distinct actions the audit log's filter offers. */
const KNOWN_ACTIONS = ['sign-in', 'sign-out', 'sign-out-everywhere'];

/** The operator console as route loaders and actions see it (context.services.operator). */
export function operatorAppServices(ctx: ServerContext): { operator: OperatorServices } {
  return {
    operator: {
      requestSignInLink: (input) => requestSignInLink(ctx, input),
      inspectSignInLink: (token) => inspectSignInLink(ctx, token),
      signIn: async (input) => {
        const outcome = await signInWithLink(ctx, input);
        if (!outcome.ok) return outcome;
        if (outcome.operator) await recordOperatorAction(ctx, outcome.operator, 'sign-in', null);
        return { ok: true, setCookies: outcome.setCookies, next: outcome.next };
      },
      requirePage: async (request) => {
        const operator = await requireOperatorPage(ctx, request);
        return { ...operator, csrfToken: csrfTokenFor(ctx, operator) };
      },
      requireData: (request) => requireOperatorData(ctx, request),
      requireAction: (request, form) => requireOperatorMutation(ctx, request, form),
      current: (request) => currentOperator(ctx, request),
      recordAction: (operator, action, target, detail) => recordOperatorAction(ctx, operator, action, target, detail),
      signOut: async (operator, everywhere) => {
        const revoked = await revokeSessions(ctx, operator, everywhere);
        await recordOperatorAction(ctx, operator, everywhere ? 'sign-out-everywhere' : 'sign-out', null, {
          sessionsEnded: revoked,
        });
        return { setCookie: clearedSessionCookie(ctx), revoked };
      },
      dashboard: () => operatorDashboard(ctx),
      auditLog: async (query) => {
        const page = await listOperatorActions(ctx, query);
        const actions = await distinctActions(ctx);
        return {
          entries: page.entries.map((entry) => ({
            id: entry.id,
            at: entry.at.toISOString(),
            operatorEmail: entry.operatorEmail,
            action: entry.action,
            targetType: entry.targetType,
            targetId: entry.targetId,
            detail: entry.detail,
          })),
          nextBefore: page.nextBefore,
          actions,
        };
      },
    },
  };
}

async function distinctActions(ctx: ServerContext): Promise<string[]> {
  const rows = await ctx.database.db.selectDistinct({ action: operatorAuditLog.action }).from(operatorAuditLog);
  return [...new Set([...KNOWN_ACTIONS, ...rows.map((row) => row.action)])].sort();
}
