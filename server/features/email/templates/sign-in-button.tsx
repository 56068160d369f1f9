import { Button, Section } from '@react-email/components';
import { styles } from './email-styles.ts';

/** The button of a sign-in email (owner or operator): it opens the one-time link's page. */
export function SignInButton({ signInUrl }: { signInUrl: string }) {
  return (
    <Section>
      <Button href={signInUrl} style={styles.button}>
        Sign in
      </Button>
    </Section>
  );
}
