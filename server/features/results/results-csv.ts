import { desc, sql } from 'drizzle-orm';
import { ANONYMOUS_REVIEWER, liveReviewsOf } from '#server/features/google-business/index.ts';
import { CSV_BOM, csvRow, type CsvValue } from '#server/http/csv.ts';
import type { Database } from '#server/db/database.ts';

/**
 * The reviews and replies behind the figures (docs/results.md), newest first, with the operator console's CSV rules
 * (server/http/csv.ts: RFC 4180, UTF-8 with a byte-order mark, formula triggers neutralised).
 */

const HEADER = [
  'Review created (UTC)',
  'Month (restaurant time)',
  'Rating',
  'Reviewer',
  'Review',
  'Review updated (UTC)',
  'Answered',
  'Reply',
  'Reply time (UTC)',
  'Hours to reply',
];

/** The file: only its header when nothing is connected. */
export async function resultsCsvOf(db: Database, connectionId: string | null, timeZone: string): Promise<string> {
  let body = CSV_BOM + csvRow(HEADER);
  if (connectionId === null) return body;
  const live = liveReviewsOf(db, connectionId);
  const rows = await db
    .select({
      createTime: live.createTime,
      month: sql<string>`to_char(${live.createTime} at time zone ${timeZone}, 'YYYY-MM')`,
      rating: live.rating,
      reviewerName: live.reviewerName,
      reviewerAnonymous: live.reviewerAnonymous,
      comment: live.comment,
      updateTime: live.updateTime,
      replyComment: live.replyComment,
      replyTime: live.replyTime,
    })
    .from(live)
    .orderBy(desc(live.createTime), desc(live.reviewName));
  for (const row of rows) {
    const replyAt = row.replyComment === null ? null : (row.replyTime ?? row.updateTime);
    const values: CsvValue[] = [
      row.createTime,
      row.month,
      row.rating,
      row.reviewerAnonymous || row.reviewerName.trim() === '' ? ANONYMOUS_REVIEWER : row.reviewerName,
      row.comment,
      row.updateTime,
      row.replyComment !== null,
      row.replyComment,
      replyAt,
      replyAt === null ? null : Math.round(((replyAt.getTime() - row.createTime.getTime()) / 3_600_000) * 100) / 100,
    ];
    body += csvRow(values);
  }
  return body;
}
