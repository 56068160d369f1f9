import { Heading, Link, Text } from '@react-email/components';
import { siteName, type EmailBrand, EmailLayout, styles, SignInButton } from '#server/features/email/index.ts';

export interface OwnerSignInEmailProps {
  brand: EmailBrand;
  /** The one-time link: /sign-in?token=… It opens a page with one button, in any browser. */
  signInUrl: string;
  /** The 6-digit code, spaced ("123 456"): it works only in the browser that asked for it. */
  code: string;
  validMinutes: number;
}

export function ownerSignInSubject(props: OwnerSignInEmailProps): string {
  return `Your ${siteName(props.brand)} sign-in code: ${props.code}`;
}

/** Transactional mail to an owner who asked to sign in. Never stored: the link and the code are secrets. */
export function OwnerSignInEmail(props: OwnerSignInEmailProps) {
  const name = siteName(props.brand);
  return (
    <EmailLayout
      brand={props.brand}
      preview={`Your sign-in code is ${props.code}. It works once, for ${props.validMinutes} minutes.`}
      footer={{ reason: `Sent because someone asked to sign in to ${name} with this address.` }}
    >
      <Heading as="h1" style={styles.heading}>
        Sign in to {name}
      </Heading>
      <Text style={styles.text}>
        Press the button below, on this device or any other, then Sign in on the page it opens. The link works once, for{' '}
        {props.validMinutes} minutes.
      </Text>
      <SignInButton signInUrl={props.signInUrl} />
      <Text style={styles.text}>Or type this code on the sign-in page where you asked for it:</Text>
      <Text style={{ ...styles.heading, letterSpacing: '4px' }}>{props.code}</Text>
      <Text style={styles.muted}>
        If the button does not work, paste this address into a browser:{' '}
        <Link href={props.signInUrl} style={styles.link}>
          {props.signInUrl}
        </Link>
      </Text>
      <Text style={styles.muted}>
        Never share this code or forward this email: {name} will never ask you for them. If you did not ask to sign in,
        ignore this email: nothing happens until Sign in is pressed on the link’s page or the code is typed, and both
        expire on their own.
      </Text>
    </EmailLayout>
  );
}
