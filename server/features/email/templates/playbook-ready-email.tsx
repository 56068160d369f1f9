import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { absoluteUrl, siteName, type EmailBrand } from './email-brand.ts';
import { DEFAULT_SEND_MINUTE, DEFAULT_TIME_ZONE, sendClockLabel } from '#contracts/owner-settings-constants.ts';
import { formatDay, greeting } from './email-format.ts';
import { EmailLayout } from './email-layout.tsx';
import { styles } from './email-styles.ts';

export interface PlaybookReadyEmailProps {
  brand: EmailBrand;
  /** The owner's name as typed in step 2; the email greets the first name. */
  ownerName: string;
  restaurantName: string;
  /** Stored playbook id: the link goes to `/sop/{sopId}`. */
  sopId: string;
  /** The attached file, e.g. `…-Review-Response-SOP.html` / `.txt`. */
  attachment: { filename: string; format: 'html' | 'txt' };
  /** First blitz send (at the send clock, the day after enrollment), or null when not enrolled. */
  blitzFirstSendAt: Date | null;
  /** The blitz's morning clock: 08:00 New York (the default) unless the owner already chose another. */
  blitzSendClock?: { minute: number; timeZone: string };
  /** How many public reviews the analysis read, when known. */
  reviewCount?: number;
  /**
   * Where the playbook's reviews came from: the catalogue's are samples written for the demo and the email says so
   * (docs/sample-reviews.md). Unknown (absent or null): it claims neither.
   */
  reviewSource?: 'catalogue' | 'google' | null;
  /** Which engine wrote the playbook: "AI" only for a model; unknown: it says neither. */
  engine?: 'offline' | 'openai' | 'anthropic' | null;
  /** Signed `/connect/google?t=…` link: only with the blitz and when Google OAuth is configured. */
  connectUrl?: string | null;
  /** Signed link to the disconnect page, when this owner already has a connection. */
  disconnectUrl?: string | null;
}

export function playbookReadySubject(props: PlaybookReadyEmailProps): string {
  return `Your review-response playbook for ${props.restaurantName}`;
}

// What every playbook holds, in the owner's words rather than the document's headings.
function inside(samples: boolean): string[] {
  return [
    'Who drafts and who approves replies, day by day',
    samples
      ? 'Reply templates for 5, 4, 3, 2 and 1-star reviews that name the dishes and strengths the reviews mention'
      : 'Reply templates for 5, 4, 3, 2 and 1-star reviews that name your real dishes and strengths',
    samples ? 'Ready replies to three of the sample reviews' : 'Ready-to-post replies to three of your actual reviews',
    'Prepared answers for the complaints that keep coming up',
    'When to take a review offline: food safety, illness, legal threats, staff conduct',
    'What never to write, and the numbers worth tracking each week',
  ];
}

/** What the playbook was built from, true for sample reviews as for real ones. */
function basisOf(props: PlaybookReadyEmailProps): string {
  const { restaurantName, reviewCount } = props;
  if (props.reviewSource === 'catalogue') {
    return `It is built from sample reviews written for our demo, not from real reviews of ${restaurantName}: the quotes, names and figures in it come from those samples, and the structure, rules and templates are what every playbook gets.`;
  }
  return reviewCount && reviewCount > 0
    ? `We read ${reviewCount} of ${restaurantName}’s public reviews and built it around what your guests actually say.`
    : `It is built around what your guests actually say about ${restaurantName}.`;
}

/** Who wrote it: "AI" only when a model did. */
function writtenBy(engine: PlaybookReadyEmailProps['engine']): string {
  if (engine === 'offline') return 'Our own review analysis wrote it; no AI model was involved.';
  if (engine === 'openai' || engine === 'anthropic') {
    return 'Our review analysis found the patterns and an AI model drafted the summary and the replies.';
  }
  return '';
}

/** The blitz's first morning, at the owner's send clock. */
function BlitzStart({ props, firstSendAt }: { props: PlaybookReadyEmailProps; firstSendAt: Date }) {
  const clock = props.blitzSendClock ?? { minute: DEFAULT_SEND_MINUTE, timeZone: DEFAULT_TIME_ZONE };
  return (
    <>
      <Text style={styles.subheading}>Your free 7-day reply blitz starts tomorrow</Text>
      <Text style={styles.text}>
        Starting tomorrow, {formatDay(firstSendAt, clock.timeZone)}, at {sendClockLabel(clock)}, you’ll get one email
        each morning for 7 days with {props.restaurantName}’s reviews from the previous 24 hours and a suggested reply
        to each, ready to copy and post.
      </Text>
    </>
  );
}

/** The invitation to connect Google, and the way out for an owner already connected: each only with its link. */
function GoogleConnection({
  connectUrl,
  disconnectUrl,
}: Pick<PlaybookReadyEmailProps, 'connectUrl' | 'disconnectUrl'>) {
  return (
    <>
      {connectUrl ? (
        <Section style={styles.note}>
          <Text style={styles.noteText}>
            Google shares only five of your reviews publicly. Connect your Google Business Profile and each morning’s
            email covers every new review, with replies you can post in one tap.
          </Text>
          <Text style={styles.noteText}>
            <Link href={connectUrl} style={styles.link}>
              Connect Google Business Profile
            </Link>
          </Text>
        </Section>
      ) : null}
      {disconnectUrl ? (
        <Text style={styles.muted}>
          Your Google Business Profile is connected.{' '}
          <Link href={disconnectUrl} style={styles.link}>
            Disconnect it
          </Link>{' '}
          any time.
        </Text>
      ) : null}
    </>
  );
}

export function PlaybookReadyEmail(props: PlaybookReadyEmailProps) {
  const { brand, restaurantName, attachment, blitzFirstSendAt } = props;
  const playbookUrl = absoluteUrl(brand, `/sop/${encodeURIComponent(props.sopId)}`);
  const basis = [basisOf(props), writtenBy(props.engine)].filter((part) => part !== '').join(' ');
  const fileNote =
    attachment.format === 'html'
      ? 'an HTML file that opens in any browser and prints cleanly'
      : 'a plain-text file you can open anywhere or paste into your own documents';

  return (
    <EmailLayout
      brand={brand}
      preview={`Your playbook for ${restaurantName} is ready: templates, ready replies and escalation rules.`}
      footer={{
        reason: `You’re receiving this because you asked for a review-response playbook for ${restaurantName} on ${siteName(brand)}.`,
      }}
    >
      <Heading as="h1" style={styles.heading}>
        Your playbook for {restaurantName} is ready
      </Heading>
      <Text style={styles.text}>{greeting(props.ownerName)}</Text>
      <Text style={styles.text}>
        Here is the review-response playbook for {restaurantName}. {basis}{' '}
        {props.reviewSource === 'catalogue'
          ? 'Use it as a starting point for whoever answers your reviews, and change anything that isn’t true of your restaurant.'
          : 'Hand it to whoever answers your reviews and they’ll know what to say, in your voice, from today.'}
      </Text>
      <Text style={styles.subheading}>What’s inside</Text>
      <ul style={styles.list}>
        {inside(props.reviewSource === 'catalogue').map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Section style={{ margin: '20px 0' }}>
        <Button href={playbookUrl} style={styles.button}>
          Open your playbook
        </Button>
      </Section>
      <Text style={styles.muted}>
        Or copy this link:{' '}
        <Link href={playbookUrl} style={styles.link}>
          {playbookUrl}
        </Link>
      </Text>
      <Text style={styles.text}>
        It’s also attached to this email as <strong>{attachment.filename}</strong>, {fileNote}.
      </Text>
      {blitzFirstSendAt ? <BlitzStart props={props} firstSendAt={blitzFirstSendAt} /> : null}
      <GoogleConnection connectUrl={props.connectUrl} disconnectUrl={props.disconnectUrl} />
      <Text style={styles.text}>If anything in it doesn’t sound like you, just reply to this email and tell us.</Text>
      <Text style={styles.text}>— The {brand.brandName} team</Text>
    </EmailLayout>
  );
}
