import { normalizeEmail } from '#server/features/owners/index.ts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '#contracts/email-constants.ts';
import { sendPlaybookEmailRequestSchema, successResponseSchema } from '#contracts/email.ts';
import { queryRows } from '#server/db/database.ts';
import { rateLimits } from '#server/db/platform-tables.ts';
import { AppError } from '#server/http/app-error.ts';
import { errorResponseSchema, type ApiRoutes } from '#server/http/build-app.ts';
import type { ServerContext } from '#server/server-context.ts';
import { queuePlaybookEmail } from './email-subscriptions.ts';
import { isRecentOwnerCopy, type PlaybookLookup, type StoredPlaybookForEmail } from './playbook-lookup.ts';

/** Per IP: enough to resend to a colleague or two, useless to a spammer. */
export const SEND_PLAYBOOK_IP_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
/** Per recipient and day, counted in the database so every process agrees. */
export const SEND_PLAYBOOK_RECIPIENT_LIMIT = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const NOT_OUR_PLAYBOOK_MESSAGE =
  'We can only email playbooks generated on this site. Generate your playbook again, then send it from its page.';
export const RECIPIENT_LIMIT_MESSAGE =
  'This address has already been sent 3 playbooks today. Please try again tomorrow, or download the playbook instead.';

/**
 * POST /api/send-sop-email. Sends only playbooks the server generated: by `sopId`, or by content equal
 * to a stored playbook's HTML or text; the stored rendering and the stored restaurant name are what gets sent, never
 * the request's text, so the route cannot relay arbitrary content.
 */
export function sendPlaybookEmailRoutes(deps: { playbooks: (ctx: ServerContext) => PlaybookLookup }): ApiRoutes {
  return async (api, ctx) => {
    const lookup = deps.playbooks(ctx);
    const app = api.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/send-sop-email',
      {
        config: { rateLimit: { ...SEND_PLAYBOOK_IP_LIMIT, groupId: 'send-sop-email' } },
        schema: {
          tags: ['playbooks'],
          summary: 'Email a generated playbook',
          description:
            'Emails a playbook this site generated, identified by `sopId` or by its exact content, with the file attached. ' +
            'Limited to 5 requests per 10 minutes per IP and 3 playbooks per recipient per day.',
          body: sendPlaybookEmailRequestSchema,
          response: {
            200: successResponseSchema,
            400: errorResponseSchema.describe('Invalid email address'),
            403: errorResponseSchema.describe('Not a playbook generated here, or sent from another site'),
            429: errorResponseSchema.describe('Too many emails from this IP or to this address'),
          },
        },
      },
      async (request) => {
        const { email, sopContent: playbookContent, sopId: playbookId } = request.body;
        const to = email.trim();
        if (!isEmailAddress(to)) throw new AppError('BAD_REQUEST', INVALID_EMAIL_MESSAGE);

        const found = await findPlaybook(ctx, lookup, playbookId, playbookContent);
        if (!found) throw new AppError('FORBIDDEN_ORIGIN', NOT_OUR_PLAYBOOK_MESSAGE);

        if (!(await takeRecipientAllowance(ctx, normalizeEmail(to)))) {
          throw new AppError('RATE_LIMITED', RECIPIENT_LIMIT_MESSAGE);
        }
        await sendStored(ctx, found, to);
        request.log.info({ sopId: found.playbook.id, format: found.format }, 'playbook email requested');
        return { success: true as const };
      },
    );
  };
}

interface FoundPlaybook {
  playbook: StoredPlaybookForEmail;
  format: 'html' | 'text';
  copy: 'owner' | 'public';
}

async function findPlaybook(
  ctx: ServerContext,
  playbooks: PlaybookLookup,
  playbookId: string | undefined,
  content: string,
): Promise<FoundPlaybook | null> {
  if (playbookId) {
    const playbook = await playbooks.byId(playbookId);
    if (!playbook) return null;
    // The request's content only picks the format and the copy; what is sent is our own rendering. Whoever holds
    // the owner's copy Generate answered with (it is the only place it went) may send that copy on; anyone else
    // gets the stored, public one.
    const owner = isRecentOwnerCopy(ctx, playbook.id, content);
    const text = content !== '' && !content.trimStart().startsWith('<') && content !== playbook.html;
    return { playbook, format: text ? 'text' : 'html', copy: owner ? 'owner' : 'public' };
  }
  if (!content.trim()) return null;
  const playbook = await playbooks.byContent(content);
  if (!playbook) return null;
  return { playbook, format: content === playbook.html ? 'html' : 'text', copy: 'public' };
}

async function sendStored(ctx: ServerContext, found: FoundPlaybook, to: string) {
  return queuePlaybookEmail(ctx, {
    playbook: found.playbook,
    to,
    // The visitor typed no name here; the greeting falls back to a neutral one.
    ownerName: '',
    restaurantName: found.playbook.restaurantName,
    format: found.format,
    dedupeKey: `send-sop:${randomUUID()}`,
    blitz: null,
    copy: found.copy,
  });
}

/**
 * One atomic upsert on the shared rate-limit counters (one row per recipient, a 24-hour window): concurrent requests
 * on any number of processes cannot both take the last allowance.
 */
async function takeRecipientAllowance(ctx: ServerContext, recipient: string): Promise<boolean> {
  const key = `send-sop-email|recipient|${recipient}`;
  const now = ctx.now();
  const expires = new Date(now.getTime() + DAY_MS);
  const rows = await queryRows<{ count: number }>(
    ctx.database.db,
    sql`
    insert into ${rateLimits} (key, count, window_start, expires_at)
    values (${key}, 1, ${now.toISOString()}, ${expires.toISOString()})
    on conflict (key) do update set
      count = case when ${rateLimits.expiresAt} <= ${now.toISOString()} then 1 else ${rateLimits.count} + 1 end,
      window_start = case when ${rateLimits.expiresAt} <= ${now.toISOString()} then ${now.toISOString()} else ${rateLimits.windowStart} end,
      expires_at = case when ${rateLimits.expiresAt} <= ${now.toISOString()} then ${expires.toISOString()} else ${rateLimits.expiresAt} end
    returning count`,
  );
  return Number(rows[0]?.count ?? Infinity) <= SEND_PLAYBOOK_RECIPIENT_LIMIT;
}
