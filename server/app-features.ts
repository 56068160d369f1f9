import type { AppServices } from '#contracts/app-services.ts';
import type { ApiRoutes } from '#server/http/build-app.ts';
import type { ServerContext } from '#server/server-context.ts';
import { registerMaintenanceJobs } from '#server/features/maintenance/index.ts';
import { calculateRoiRoutes, calculateRoi } from '#server/features/roi/index.ts';
import { leadsRoutes, registerLeadJobs } from '#server/features/leads/index.ts';
import { restaurantData, restaurantRoutes } from '#server/features/restaurants/index.ts';
import { registerEmailJobs, createPlaybookLookup, sendPlaybookEmailRoutes } from '#server/features/email/index.ts';
import {
  blitzMornings,
  freeForeverMornings,
  registerBlitzJobs,
  playbookEmailBlitzNote,
  inspectUnsubscribeToken,
  unsubscribe,
  unsubscribeRoutes,
  runScheduledSync,
  type BlitzDependencies,
  ownerRestaurants,
} from '#server/features/blitz/index.ts';
import { brandRoutes, findOwnerContact } from '#server/features/brand/index.ts';
import { operatorDataServices, operatorListsRoutes, operatorAppServices } from '#server/features/operator/index.ts';
import {
  createGoogleConnectServices,
  playbookConnectPath,
  createGoogleConnections,
  createReplyService,
  type GoogleConnections,
  registerGoogleSyncJobs,
  type SyncHooks,
} from '#server/features/google-business/index.ts';
import { createInboxServices, createOwnerPlacesServices } from '#server/features/inbox/index.ts';
import {
  registerPlaybookJobs,
  playbookRoutes,
  playbookAppServices,
  buildTemplatePlaybook,
  PLAYBOOK_CSS,
  renderPlaybookBody,
  renderPlaybookHtml,
  renderPlaybookText,
} from '#server/features/playbooks/index.ts';
import { registerAccountJobs, createOwnerServices } from '#server/features/accounts/index.ts';
import { createOwnerSettingsServices } from '#server/features/owner-settings/index.ts';
import { createResultsServices, purgeOrphanResultRows, readReviewThemes } from '#server/features/results/index.ts';
import {
  createBillingServices,
  restaurantPlan,
  starterTrialEnd,
  stripeWebhookRoutes,
  registerBillingJobs,
  trialMoments,
} from '#server/features/billing/index.ts';
import { registerMorningJobs, type MorningJob } from '#server/jobs/morning-jobs.ts';
import type { FastifyInstance } from 'fastify';

/**
 * The one place features are wired into the process: their API routes, their jobs, and what they
 * offer server-rendered pages through React Router's load context.
 */
export const apiRoutes: ApiRoutes[] = [
  leadsRoutes,
  calculateRoiRoutes,
  restaurantRoutes({ findOwnerContact }),
  sendPlaybookEmailRoutes({ playbooks: (ctx) => createPlaybookLookup(ctx.database.db) }),
  unsubscribeRoutes,
  brandRoutes,
  playbookRoutes({ googleConnectPath: playbookConnectPath }),
  operatorListsRoutes,
];

/** Routes outside /api, with their own body handling (Stripe's webhook verifies the raw bytes). */
export const featurePageRoutes: ((app: FastifyInstance, ctx: ServerContext) => Promise<void>)[] = [stripeWebhookRoutes];

const googleConnectionsOf = new WeakMap<ServerContext, GoogleConnections>();

/** The owners' Google Business Profile connections of a server context: built once, shared by every feature. */
function googleConnections(ctx: ServerContext): GoogleConnections {
  let connections = googleConnectionsOf.get(ctx);
  if (!connections) {
    connections = createGoogleConnections(ctx);
    googleConnectionsOf.set(ctx, connections);
  }
  return connections;
}

/** What the blitz needs besides the context, for its event and its mornings. */
export function blitzDependencies(ctx: ServerContext): BlitzDependencies {
  return {
    google: googleConnections(ctx),
    planOf: (restaurant) => restaurantPlan(ctx, restaurant),
    trialEndOf: (restaurant) => starterTrialEnd(ctx, restaurant),
  };
}

/**
 * Every job of the morning run, in the order it runs: the server's scheduler (every 5 minutes) and
 * `npm run mornings:run-due -- --now <instant>` both run this list (server/jobs/morning-jobs.ts). A new morning job is
 * one more line here.
 */
export function morningJobs(ctx: ServerContext, blitz: BlitzDependencies = blitzDependencies(ctx)): MorningJob[] {
  return [
    blitzMornings(ctx, blitz),
    // After the blitz mornings: an enrollment whose closing email just went out is not on Free Forever until tomorrow.
    freeForeverMornings(ctx, blitz),
    trialMoments(ctx),
  ];
}

export function registerJobs(ctx: ServerContext): void {
  registerMaintenanceJobs(ctx);
  registerLeadJobs(ctx);
  const blitz = blitzDependencies(ctx);
  registerEmailJobs(ctx, {
    playbooks: createPlaybookLookup(ctx.database.db),
    blitzNoteFor: (ctx, owner) => playbookEmailBlitzNote(ctx, blitz, owner),
  });
  registerBlitzJobs(ctx, blitz);
  registerMorningJobs(ctx.jobs, ctx.logger, morningJobs(ctx, blitz), () => ctx.now());
  registerBillingJobs(ctx);
  registerPlaybookJobs(ctx);
  registerAccountJobs(ctx);
  const google = googleConnections(ctx);
  const hooks = googleSyncHooks(ctx);
  // Each sync through the day drafts the new reviews for the inbox, then sends the blitz's same-day alerts.
  registerGoogleSyncJobs(ctx, google, (target, claim, interval) =>
    runScheduledSync(ctx, google, interval, target, claim, ctx.now(), hooks),
  );
}

/**
 * The sync stores the reviews; the inbox (a higher layer) drafts the new ones, so its page only reads drafts, and the
 * results read what guests praise and criticise in the new and edited ones into their themes rollup.
 */
export function googleSyncHooks(ctx: ServerContext): SyncHooks {
  const inbox = createInboxServices(ctx, googleConnections(ctx), (restaurant) => restaurantPlan(ctx, restaurant));
  return {
    draftNewReviews: (connectionId) => inbox.draftNewReviews(connectionId),
    readNewReviews: async (connectionId) => {
      await readReviewThemes(ctx, connectionId);
    },
  };
}

/**
 * The connect pages; an owner's disconnect deletes the connection's reviews (google-business), and what the results read
 * in them goes with them at once (a higher layer's rows, so removed here rather than by google-business).
 */
function googleConnectServices(ctx: ServerContext): AppServices['googleConnect'] {
  const connect = createGoogleConnectServices(ctx);
  return {
    ...connect,
    async disconnect(token) {
      const done = await connect.disconnect(token);
      if (done.ok) await purgeOrphanResultRows(ctx.database.db);
      return done;
    },
  };
}

export function createAppServices(ctx: ServerContext): AppServices {
  return {
    environment: ctx.config.env,
    calculateRoi,
    unsubscribe: async (token) => ({ ok: (await unsubscribe(ctx, token)).ok }),
    inspectUnsubscribeToken: (token) => inspectUnsubscribeToken(ctx, token),
    ...playbookAppServices(ctx),
    operatorData: operatorDataServices(ctx),
    ...createReplyService(ctx, googleConnections(ctx)),
    googleConnect: googleConnectServices(ctx),
    owner: createOwnerServices(ctx, { restaurantsOf: (email) => ownerRestaurants(ctx, email) }),
    billing: createBillingServices(ctx),
    ownerSettings: createOwnerSettingsServices(ctx),
    inbox: createInboxServices(ctx, googleConnections(ctx), (restaurant) => restaurantPlan(ctx, restaurant)),
    ownerPlaces: createOwnerPlacesServices(ctx),
    results: createResultsServices(ctx),
    ...operatorAppServices(ctx),
    getRestaurantData: async (id) => {
      try {
        return await restaurantData(ctx, id, findOwnerContact);
      } catch (error) {
        ctx.logger.error({ err: error }, 'reading restaurant data for /thank-you failed');
        return null;
      }
    },
    getTemplatePlaybook: () => {
      const doc = buildTemplatePlaybook(ctx.now());
      return {
        html: renderPlaybookHtml(doc),
        text: renderPlaybookText(doc),
        bodyHtml: renderPlaybookBody(doc),
        css: PLAYBOOK_CSS,
      };
    },
  };
}
