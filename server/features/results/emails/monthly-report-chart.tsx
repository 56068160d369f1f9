import { Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { colors, styles } from '#server/features/email/index.ts';

/**
 * A bar chart mail clients draw: nested HTML tables with widths and background colours, no SVG, no script, no image.
 * Each row carries its value as text beside the bar, so a reader (or a screen reader, or a client that drops the
 * colours) gets every figure without the bars; the caption above says what the bars are.
 */

export interface ChartRow {
  /** What the row is: "October 2026", "5★". */
  label: string;
  /** 0–1 of the bar's full width; null draws no bar (the value says why). */
  share: number | null;
  /** The figure in words, shown after the bar: "80% (8 of 10)", "not meaningful yet (3 reviews)". */
  value: string;
}

const labelCell: CSSProperties = {
  fontSize: '14px',
  lineHeight: '20px',
  color: colors.text,
  padding: '4px 8px 4px 0',
  width: '30%',
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
};
const barCell: CSSProperties = { padding: '4px 0', width: '40%', verticalAlign: 'middle' };
const valueCell: CSSProperties = {
  fontSize: '14px',
  lineHeight: '20px',
  color: colors.muted,
  padding: '4px 0 4px 8px',
  verticalAlign: 'middle',
};
const barTrack: CSSProperties = { width: '100%', borderCollapse: 'collapse', backgroundColor: colors.accentSoft };
const bar: CSSProperties = { backgroundColor: colors.accent, height: '14px', fontSize: '1px', lineHeight: '14px' };
const rest: CSSProperties = { height: '14px', fontSize: '1px', lineHeight: '14px' };

/** Whole percent of the track, at least 1 for a non-zero share so a small bar still shows. */
function percentOf(share: number): number {
  if (share <= 0) return 0;
  return Math.min(100, Math.max(1, Math.round(share * 100)));
}

function Bar({ share }: { share: number | null }) {
  const percent = share === null ? 0 : percentOf(share);
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={barTrack}>
      <tbody>
        <tr>
          {percent > 0 ? (
            <td width={`${percent}%`} style={bar}>
              &nbsp;
            </td>
          ) : null}
          {percent < 100 ? (
            <td width={`${100 - percent}%`} style={rest}>
              &nbsp;
            </td>
          ) : null}
        </tr>
      </tbody>
    </table>
  );
}

/** A caption, then one row per bar: label, bar, value. */
export function BarChart({ caption, rows }: { caption: string; rows: readonly ChartRow[] }) {
  return (
    <>
      <Text style={styles.muted}>{caption}</Text>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <td style={labelCell}>{row.label}</td>
              <td style={barCell}>
                <Bar share={row.share} />
              </td>
              <td style={valueCell}>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
