import type { RoiResults } from '#contracts/roi.ts';

/**
 * The answer of POST /api/calculate-roi, `{"success":true,"results":…}`, as UTF-8 bytes: byte for byte what
 * `JSON.stringify` gives (roi-answer-json.test.ts checks it over the whole input range), written straight into bytes.
 *
 * Why not JSON.stringify: the calculator asks on every keystroke, and under load (issue 9: throughput against a bare
 * route) stringifying the 2 KB answer was the route's largest cost of its own. Measured with the server's CPU profile
 * at 50 connections: JSON.stringify 10.5 µs of the route's 41 µs per request; a template string 4.8 µs, but its
 * ~250-piece rope is flattened and then encoded to UTF-8 again on the way out; writing the bytes here skips both
 * (the answer is ASCII), and Fastify sends a Buffer as it is. Route throughput against the bare route, old and new
 * build side by side with the bench's own load code, three pairs each: 56–57% → 68–70%. (The full `npm run bench`
 * measured 53% after this change, 57% before it, with a faster bare route than in those pairs; see README.)
 *
 * The answer's numbers are whole or tenths (roi.ts rounds them so), which are written digit by digit here; any
 * other number (none today) is written by JSON.stringify itself, so the bytes never differ from it.
 */
export function roiAnswerJson(results: RoiResults): Buffer {
  const { breakdown: b, months } = results;
  // Far more room than any answer needs (24 months take ~2.3 KB); an unexpected table length still gets an exact
  // answer, through JSON.stringify.
  if (FIXED_BYTES + months.length * MONTH_MAX_BYTES > scratch.length) {
    return Buffer.from(JSON.stringify({ success: true, results }));
  }
  at = 0;
  put(KEY.start);
  putNumber(results.firstYearRevenue);
  put(KEY.secondYearRevenue);
  putNumber(results.secondYearRevenue);
  put(KEY.timeSaved);
  putNumber(results.timeSaved);
  put(KEY.roiYear1);
  putNumber(results.roiYear1);
  put(KEY.roiYear2);
  putNumber(results.roiYear2);
  put(KEY.additionalCustomers);
  putNumber(results.additionalCustomers);
  put(KEY.currentResponses);
  putNumber(b.currentResponses);
  put(KEY.futureResponses);
  putNumber(b.futureResponses);
  put(KEY.currentCustomersPerMonth);
  putNumber(b.currentCustomersPerMonth);
  put(KEY.futureCustomersPerMonth);
  putNumber(b.futureCustomersPerMonth);
  put(KEY.monthlyNewCustomers);
  putNumber(b.monthlyNewCustomers);
  put(KEY.monthlyNewRevenue);
  putNumber(b.monthlyNewRevenue);
  put(KEY.annualServiceCost);
  putNumber(b.annualServiceCost);
  put(KEY.timeSavingsValue);
  putNumber(b.timeSavingsValue);
  put(KEY.months);
  for (let index = 0; index < months.length; index += 1) {
    const month = months[index]!;
    put(index === 0 ? KEY.firstMonth : KEY.nextMonth);
    putNumber(month.month);
    put(KEY.activeNewCustomers);
    putNumber(month.activeNewCustomers);
    put(KEY.revenue);
    putNumber(month.revenue);
    put(KEY.cumulativeRevenue);
    putNumber(month.cumulativeRevenue);
    scratch[at++] = CLOSE_BRACE;
  }
  put(KEY.end);
  // A copy: the scratch space is reused by the next answer while this one may still be on its way out.
  return Buffer.from(scratch.subarray(0, at));
}

/** The JSON text of one number, as JSON.stringify writes it. Exported for its own property test. */
export function numberJson(value: number): string {
  at = 0;
  putNumber(value);
  return Buffer.from(scratch.subarray(0, at)).toString('latin1');
}

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

// The answer's keys and punctuation, in order, between its numbers.
const KEY = {
  start: ascii('{"success":true,"results":{"firstYearRevenue":'),
  secondYearRevenue: ascii(',"secondYearRevenue":'),
  timeSaved: ascii(',"timeSaved":'),
  roiYear1: ascii(',"roiYear1":'),
  roiYear2: ascii(',"roiYear2":'),
  additionalCustomers: ascii(',"additionalCustomers":'),
  currentResponses: ascii(',"breakdown":{"currentResponses":'),
  futureResponses: ascii(',"futureResponses":'),
  currentCustomersPerMonth: ascii(',"currentCustomersPerMonth":'),
  futureCustomersPerMonth: ascii(',"futureCustomersPerMonth":'),
  monthlyNewCustomers: ascii(',"monthlyNewCustomers":'),
  monthlyNewRevenue: ascii(',"monthlyNewRevenue":'),
  annualServiceCost: ascii(',"annualServiceCost":'),
  timeSavingsValue: ascii(',"timeSavingsValue":'),
  months: ascii('},"months":['),
  firstMonth: ascii('{"month":'),
  nextMonth: ascii(',{"month":'),
  activeNewCustomers: ascii(',"activeNewCustomers":'),
  revenue: ascii(',"revenue":'),
  cumulativeRevenue: ascii(',"cumulativeRevenue":'),
  end: ascii(']}}'),
} as const;

const CLOSE_BRACE = 0x7d;
const MINUS = 0x2d;
const POINT = 0x2e;
const ZERO = 0x30;
/** The longest number JSON.stringify writes: `-1.2345678901234567e-308` and the like. */
const NUMBER_MAX_BYTES = 25;
const FIXED_BYTES = Object.values(KEY).reduce((sum, key) => sum + key.length, 0) + 14 * NUMBER_MAX_BYTES;
const MONTH_MAX_BYTES =
  KEY.nextMonth.length +
  KEY.activeNewCustomers.length +
  KEY.revenue.length +
  KEY.cumulativeRevenue.length +
  1 +
  4 * NUMBER_MAX_BYTES;

/** Where answers are written, one at a time (roiAnswerJson is synchronous). */
const scratch = new Uint8Array(16_384);
let at = 0;
const digits = new Uint8Array(NUMBER_MAX_BYTES);

function put(bytes: Uint8Array): void {
  scratch.set(bytes, at);
  at += bytes.length;
}

/**
 * Below this, whole numbers and tenths are written by the digit loop. Up to 2^53 / 10 a double that is k / 10 for a
 * whole k reads back as exactly "k/10 in decimals" (it is the double nearest that decimal, and no shorter decimal
 * rounds to it), which is what JSON.stringify's shortest round-trip form writes; 1e15 keeps well inside that.
 */
const DIGIT_LOOP_LIMIT = 1e15;

function putNumber(value: number): void {
  const tenths = Math.round(value * 10);
  if (tenths / 10 !== value || !(Math.abs(tenths) < DIGIT_LOOP_LIMIT)) {
    putText(JSON.stringify(value));
    return;
  }
  // -0 reads as 0 in JSON, as does anything that rounds to 0 tenths here (only 0 and -0 pass the check above).
  let magnitude = tenths;
  if (magnitude < 0) {
    scratch[at++] = MINUS;
    magnitude = -magnitude;
  }
  const whole = Math.floor(magnitude / 10);
  const tenth = magnitude - whole * 10;
  putWhole(whole);
  if (tenth !== 0) {
    scratch[at++] = POINT;
    scratch[at++] = ZERO + tenth;
  }
}

/** A whole number from 0 to DIGIT_LOOP_LIMIT, in decimal. */
function putWhole(value: number): void {
  let rest = value;
  let count = 0;
  do {
    // Integer division by 10 in 32 bits where it fits (the common case), in doubles above.
    const quotient = rest < 0x7fffffff ? (rest / 10) | 0 : Math.floor(rest / 10);
    digits[count++] = ZERO + (rest - quotient * 10);
    rest = quotient;
  } while (rest > 0);
  while (count > 0) scratch[at++] = digits[--count]!;
}

function putText(text: string): void {
  for (let index = 0; index < text.length; index += 1) scratch[at++] = text.charCodeAt(index);
}
