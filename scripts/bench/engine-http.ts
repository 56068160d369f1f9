import type { PlaceDetails } from '#contracts/places.ts';
import type { SmtpDouble } from '../../tests/doubles/smtp-server.ts';
import { CATALOGUE_PLACE_ID } from './api-bench.ts';
import { asRecord, call, unavailableReason } from './http-call.ts';
import { summarise } from './percentile.ts';

/**
 * The playbook flow over HTTP, one visitor after another: research-brand, then
 * generate-sop, then the wait until the local SMTP server has accepted the playbook email. Each run is a
 * different visitor (its own contact address and X-Forwarded-For address), so per-IP and per-recipient
 * limits do not turn a latency measurement into a measurement of 429s.
 */

export interface TimingSummary {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface EngineHttpResult {
  place: string;
  researchBrand: TimingSummary | { unavailable: string };
  generateSop: (TimingSummary & { queued: number }) | { unavailable: string };
  generateToEmailAccepted: (TimingSummary & { missed: number; timeoutMs: number }) | { unavailable: string };
}

function recipientOf(run: number, seed: string): string {
  return `bench-${seed}-${run}@example.com`;
}

async function waitForMail(smtp: SmtpDouble, address: string, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  const has = (): boolean => smtp.messages.some((mail) => mail.envelope.rcptTo.includes(address));
  while (!has()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

export interface EngineHttpOptions {
  baseUrl: string;
  runs: number;
  smtp: SmtpDouble | null;
  emailTimeoutMs: number;
  log: (line: string) => void;
}

/** What the runs gathered: timings of each step, and why a step could not be measured. */
interface EngineRuns {
  research: number[];
  generate: number[];
  toEmail: number[];
  queued: number;
  missedEmails: number;
  researchUnavailable: string | null;
  generateUnavailable: string | null;
}

interface Visit {
  restaurantName: string;
  restaurantAddress: string;
  visitor: Record<string, string>;
}

/** One visitor's Generate, and the time until the SMTP double accepted its playbook email. */
async function generateOnce(
  options: EngineHttpOptions,
  visit: Visit,
  brandProfile: Record<string, unknown>,
  contactEmail: string,
  runs: EngineRuns,
): Promise<void> {
  const started = performance.now();
  const generated = await call(options.baseUrl, 'POST', '/api/generate-sop', {
    body: {
      ...brandProfile,
      name: visit.restaurantName,
      restaurantName: visit.restaurantName,
      address: visit.restaurantAddress,
      ownerName: 'Dana Whitfield',
      contactEmail,
      blitzOptIn: false,
    },
    headers: visit.visitor,
    timeoutMs: 60_000,
  });
  runs.generateUnavailable = unavailableReason(generated);
  if (runs.generateUnavailable) return;
  runs.generate.push(generated.ms);
  if (asRecord(generated.json)['queued'] === true) runs.queued += 1;
  // After one miss the rest would only add timeouts to the run: report the miss instead.
  if (!options.smtp || runs.missedEmails > 0) return;
  if (await waitForMail(options.smtp, contactEmail, options.emailTimeoutMs)) {
    runs.toEmail.push(performance.now() - started);
  } else {
    runs.missedEmails += 1;
  }
}

function emailFigure(options: EngineHttpOptions, runs: EngineRuns): EngineHttpResult['generateToEmailAccepted'] {
  if (!options.smtp) return { unavailable: 'no SMTP double (tests/doubles/smtp-server.ts)' };
  if (runs.researchUnavailable || runs.generateUnavailable) return { unavailable: 'needs POST /api/generate-sop' };
  if (runs.toEmail.length === 0) {
    return {
      unavailable: `no playbook email accepted within ${Math.round(options.emailTimeoutMs / 1000)} s of Generate`,
    };
  }
  return { ...summarise(runs.toEmail), missed: runs.missedEmails, timeoutMs: options.emailTimeoutMs };
}

function generateFigure(runs: EngineRuns): EngineHttpResult['generateSop'] {
  if (runs.researchUnavailable) return { unavailable: 'needs POST /api/research-brand' };
  if (runs.generateUnavailable) return { unavailable: runs.generateUnavailable };
  return { ...summarise(runs.generate), queued: runs.queued };
}

export async function benchEngineOverHttp(options: EngineHttpOptions): Promise<EngineHttpResult> {
  const { baseUrl, log } = options;
  const details = await call(baseUrl, 'GET', `/api/places/details?place_id=${CATALOGUE_PLACE_ID}`);
  const place = unavailableReason(details) ? undefined : (asRecord(details.json)['result'] as PlaceDetails | undefined);
  const restaurantName = place?.name ?? "Katz's Delicatessen";
  const restaurantAddress = place?.address ?? '205 E Houston St, New York, NY 10002';
  const runs: EngineRuns = {
    research: [],
    generate: [],
    toEmail: [],
    queued: 0,
    missedEmails: 0,
    researchUnavailable: null,
    generateUnavailable: place ? null : `needs place details (${unavailableReason(details)})`,
  };
  const seed = Date.now().toString(36);

  for (let run = 0; run < options.runs; run += 1) {
    const visitor = { 'x-forwarded-for': `172.16.${Math.floor(run / 250)}.${(run % 250) + 1}` };
    const researched = await call(baseUrl, 'POST', '/api/research-brand', {
      body: {
        restaurantName,
        restaurantAddress,
        placeId: place?.place_id ?? CATALOGUE_PLACE_ID,
        reviews: place?.allReviews ?? [],
      },
      headers: visitor,
    });
    runs.researchUnavailable = unavailableReason(researched);
    if (runs.researchUnavailable) break;
    runs.research.push(researched.ms);
    if (runs.generateUnavailable) continue;
    const brandProfile = asRecord(asRecord(researched.json)['brandProfile']);
    const visit = { restaurantName, restaurantAddress, visitor };
    await generateOnce(options, visit, brandProfile, recipientOf(run, seed), runs);
  }

  const result: EngineHttpResult = {
    place: restaurantName,
    researchBrand: runs.researchUnavailable ? { unavailable: runs.researchUnavailable } : summarise(runs.research),
    generateSop: generateFigure(runs),
    generateToEmailAccepted: emailFigure(options, runs),
  };
  log(`  research-brand: ${JSON.stringify(result.researchBrand)}`);
  log(`  generate-sop: ${JSON.stringify(result.generateSop)}`);
  log(`  generate → email accepted: ${JSON.stringify(result.generateToEmailAccepted)}`);
  return result;
}
