import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_SEND_MINUTE, DEFAULT_TIME_ZONE } from '#contracts/owner-settings-constants.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { enrollmentRecipients } from './owner-tables.ts';

/** When an enrollment's morning email goes out: minutes after local midnight, in an IANA time zone. */
export interface SendClock {
  minute: number;
  timeZone: string;
}

/** 08:00 in the default zone: the clock every enrollment has until its owner chooses another. */
export const DEFAULT_SEND_CLOCK: SendClock = { minute: DEFAULT_SEND_MINUTE, timeZone: DEFAULT_TIME_ZONE };

/**
 * The extra addresses of an enrollment that confirmed by their own link, oldest first: every email the enrollment
 * receives (blitz mornings, Free Forever, alerts) goes to its owner address and to these. An address still waiting
 * for its confirmation receives nothing.
 */
export async function confirmedRecipients(database: DatabaseHandle, enrollmentId: string): Promise<string[]> {
  const rows = await database.db
    .select({ email: enrollmentRecipients.email })
    .from(enrollmentRecipients)
    .where(and(eq(enrollmentRecipients.enrollmentId, enrollmentId), isNotNull(enrollmentRecipients.confirmedAt)))
    .orderBy(asc(enrollmentRecipients.requestedAt));
  return rows.map((row) => row.email);
}

/** The morning email's clock of an enrollment: its owner's choice, or the default (08:00, US Eastern). */
export function sendClockOf(enrollment: { sendMinute: number | null; sendTimeZone: string | null }): SendClock {
  return {
    minute: enrollment.sendMinute ?? DEFAULT_SEND_CLOCK.minute,
    timeZone: enrollment.sendTimeZone ?? DEFAULT_SEND_CLOCK.timeZone,
  };
}
