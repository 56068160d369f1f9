import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_SEND_CLOCK } from './schedule.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { enrollmentRecipients } from './blitz-tables.ts';

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

/** The morning email's clock of an enrollment: its owner's choice, or 08:00 New York as the page promises. */
export function sendClockOf(enrollment: { sendMinute: number | null; sendTimeZone: string | null }): {
  minute: number;
  timeZone: string;
} {
  return {
    minute: enrollment.sendMinute ?? DEFAULT_SEND_CLOCK.minute,
    timeZone: enrollment.sendTimeZone ?? DEFAULT_SEND_CLOCK.timeZone,
  };
}
