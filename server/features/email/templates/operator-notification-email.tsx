import { Heading, Text } from '@react-email/components';
import { siteName, type EmailBrand } from './email-brand.ts';
import { formatTimestamp } from './email-format.ts';
import { EmailLayout } from './email-layout.tsx';
import { styles } from './email-styles.ts';

export type OperatorNotificationKind = 'lead' | 'contact' | 'quote-request';

export interface OperatorNotificationEmailProps {
  brand: EmailBrand;
  kind: OperatorNotificationKind;
  /** One line naming the submission, e.g. "Maria Lopez, Café Mogador". */
  summary: string;
  /** The submitted fields in form order; empty values are shown as "—". */
  fields: { label: string; value: string }[];
  submittedAt: Date;
}

const KIND_LABEL: Record<OperatorNotificationKind, string> = {
  lead: 'lead',
  contact: 'contact message',
  'quote-request': 'quote request',
};

export function operatorNotificationSubject(props: OperatorNotificationEmailProps): string {
  return `New ${KIND_LABEL[props.kind]}: ${props.summary}`;
}

/** Transactional mail to the operator (OPERATOR_EMAIL): no unsubscribe link, no List-Unsubscribe. */
export function OperatorNotificationEmail(props: OperatorNotificationEmailProps) {
  const label = KIND_LABEL[props.kind];
  return (
    <EmailLayout
      brand={props.brand}
      preview={`New ${label} on ${siteName(props.brand)}: ${props.summary}`}
      footer={{
        reason: `Sent to the operator address of ${siteName(props.brand)} for each new lead, contact message and quote request.`,
      }}
    >
      <Heading as="h1" style={styles.heading}>
        New {label}
      </Heading>
      <Text style={styles.text}>
        {props.summary} · received {formatTimestamp(props.submittedAt)}
      </Text>
      <table style={styles.table} role="presentation" data-text-format="dataTable">
        <tbody>
          {props.fields.map((field) => (
            <tr key={field.label}>
              <th style={styles.th} scope="row">
                {field.label}
              </th>
              <td style={styles.td}>{field.value.trim() ? field.value : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text style={styles.muted}>
        The submission is stored and, when a webhook is configured, forwarded to it as well.
      </Text>
    </EmailLayout>
  );
}
