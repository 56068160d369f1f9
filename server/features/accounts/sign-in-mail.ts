import { emailBrand, type EmailTemplate, renderEmail, type EmailBrand } from '#server/features/email/index.ts';
import type { ServerContext } from '#server/server-context.ts';
import type { SessionRole } from './account-tables.ts';
import { createSignInLink, formatCode, SIGN_IN_LINK_MINUTES } from './sign-in-links.ts';

/** What every sign-in email shows: the link and how long it lasts. */
interface SignInLinkProps {
  brand: EmailBrand;
  signInUrl: string;
  validMinutes: number;
}

/** Owners' emails also carry the 6-digit code, spaced for reading; operators' carry the link alone. */
type SignInTemplate =
  | { withCode: true; template: EmailTemplate<SignInLinkProps & { code: string }> }
  | { withCode: false; template: EmailTemplate<SignInLinkProps> };

/**
 * Makes a one-time sign-in link for either role and emails it. The link goes back to `signInPath`; `next` rides
 * along unless it is the role's home (`homePath`).
 *
 * Straight to the mail transport, not the email queue: a queued message is stored whole, and a stored link or code
 * would be a usable secret in the database. A lost email costs one more request.
 */
export async function mailSignInLink(
  ctx: ServerContext,
  input: SignInTemplate & {
    role: SessionRole;
    email: string;
    browserToken: string | null;
    signInPath: string;
    homePath: string;
    next: string;
  },
): Promise<void> {
  const { token, code } = await createSignInLink(ctx, {
    role: input.role,
    email: input.email,
    browserToken: input.browserToken,
    withCode: input.withCode,
  });
  const query = new URLSearchParams({ token });
  if (input.next !== input.homePath) query.set('next', input.next);
  const props: SignInLinkProps = {
    brand: emailBrand(ctx),
    signInUrl: `${ctx.config.publicUrl}${input.signInPath}?${query.toString()}`,
    validMinutes: SIGN_IN_LINK_MINUTES,
  };
  const rendered = input.withCode
    ? await renderEmail(input.template, { ...props, code: formatCode(code!) })
    : await renderEmail(input.template, props);
  const { mail } = ctx.config;
  await ctx.mail.send({
    to: input.email,
    from: mail.from,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: [],
  });
  ctx.logger.info(`${input.role} sign-in link sent`);
}
