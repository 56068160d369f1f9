import { Heading, Link, Text } from '@react-email/components';
import { siteName, type EmailBrand } from './email-brand.ts';
import { EmailLayout } from './email-layout.tsx';
import { styles } from './email-styles.ts';
import { SignInButton } from './sign-in-button.tsx';

export interface OperatorSignInEmailProps {
  brand: EmailBrand;
  /** The one-time link: /operator/sign-in?token=… */
  signInUrl: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
}

export function operatorSignInSubject(props: OperatorSignInEmailProps): string {
  return `Your sign-in link for the ${siteName(props.brand)} operator console`;
}

/** Transactional mail to an address in OPERATOR_EMAILS that asked to sign in. Never stored: the link is a secret. */
export function OperatorSignInEmail(props: OperatorSignInEmailProps) {
  return (
    <EmailLayout
      brand={props.brand}
      preview={`Sign in to the ${siteName(props.brand)} operator console. The link works once, for ${props.validMinutes} minutes.`}
      footer={{
        reason: `Sent because someone asked to sign in to the ${siteName(props.brand)} operator console with this address.`,
      }}
    >
      <Heading as="h1" style={styles.heading}>
        Sign in to the operator console
      </Heading>
      <Text style={styles.text}>
        The button opens the console in your browser. The link works once, for {props.validMinutes} minutes.
      </Text>
      <SignInButton signInUrl={props.signInUrl} />
      <Text style={styles.muted}>
        Or paste this address into your browser:{' '}
        <Link href={props.signInUrl} style={styles.link}>
          {props.signInUrl}
        </Link>
      </Text>
      <Text style={styles.muted}>
        If you did not ask to sign in, ignore this email: nobody can use the link without it, and it expires on its own.
      </Text>
    </EmailLayout>
  );
}
