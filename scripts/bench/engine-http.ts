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

export async function benchEngineOverHttp(options: {
  baseUrl: string;
  runs: number;
  smtp: SmtpDouble | null;
  emailTimeoutMs: number;
  log: (line: string) => void;
}): Promise<EngineHttpResult> {
  const { baseUrl, runs, smtp, log } = options;
  const details = await call(baseUrl, 'GET', `/api/places/details?place_id=${CATALOGUE_PLACE_ID}`);
  const place = unavailableReason(details) ? undefined : (asRecord(details.json)['result'] as PlaceDetails | undefined);
  const restaurantName = place?.name ?? "Katz's Delicatessen";
  const restaurantAddress = place?.address ?? '205 E Houston St, New York, NY 10002';
  const research: number[] = [];
  const generate: number[] = [];
  const toEmail: number[] = [];
  let queued = 0;
  let missedEmails = 0;
  let researchUnavailable: string | null = null;
  let generateUnavailable: string | null = place ? null : `needs place details (${unavailableReason(details)})`;
  const seed = Date.now().toString(36);

  for (let run = 0; run < runs; run += 1) {
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
    researchUnavailable = unavailableReason(researched);
    if (researchUnavailable) break;
    research.push(researched.ms);
    const brandProfile = asRecord(asRecord(researched.json)['brandProfile']);

    if (generateUnavailable) continue;
    const contactEmail = recipientOf(run, seed);
    const started = performance.now();
    const generated = await call(baseUrl, 'POST', '/api/generate-sop', {
      body: {
        ...brandProfile,
        name: restaurantName,
        restaurantName,
        address: restaurantAddress,
        ownerName: 'Dana Whitfield',
        contactEmail,
        blitzOptIn: false,
      },
      headers: visitor,
      timeoutMs: 60_000,
    });
    generateUnavailable = unavailableReason(generated);
    if (generateUnavailable) continue;
    generate.push(generated.ms);
    if (asRecord(generated.json)['queued'] === true) queued += 1;

    if (smtp && missedEmails === 0) {
      // After one miss the rest would only add timeouts to the run: report the miss instead.
      if (await waitForMail(smtp, contactEmail, options.emailTimeoutMs)) toEmail.push(performance.now() - started);
      else missedEmails += 1;
    }
  }

  const result: EngineHttpResult = {
    place: restaurantName,
    researchBrand: researchUnavailable ? { unavailable: researchUnavailable } : summarise(research),
    generateSop: researchUnavailable
      ? { unavailable: 'needs POST /api/research-brand' }
      : generateUnavailable
        ? { unavailable: generateUnavailable }
        : { ...summarise(generate), queued },
    generateToEmailAccepted: !smtp
      ? { unavailable: 'no SMTP double (tests/doubles/smtp-server.ts)' }
      : researchUnavailable || generateUnavailable
        ? { unavailable: 'needs POST /api/generate-sop' }
        : toEmail.length === 0
          ? {
              unavailable: `no playbook email accepted within ${Math.round(options.emailTimeoutMs / 1000)} s of Generate`,
            }
          : { ...summarise(toEmail), missed: missedEmails, timeoutMs: options.emailTimeoutMs },
  };
  log(`  research-brand: ${JSON.stringify(result.researchBrand)}`);
  log(`  generate-sop: ${JSON.stringify(result.generateSop)}`);
  log(`  generate → email accepted: ${JSON.stringify(result.generateToEmailAccepted)}`);
  return result;
}
