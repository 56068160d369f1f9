import { SITE_COOKIES, type SiteCookie, type SiteCookieKey } from '#contracts/cookie-constants.ts';
import { formatPostalAddress, site } from './site.ts';

/**
 * The four legal pages, as data for one shared
 * layout. Entity, address and email come from site.ts, so a rebrand rewrites them everywhere at once.
 * This text is a careful starting point, not legal advice: the operator's counsel should review it before launch.
 */

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  /** Rendered after the paragraphs as a bulleted list. */
  list?: readonly string[];
  /** Parts with a heading of their own inside the section (the numbered sections follow the spec's lists). */
  parts?: readonly { heading: string; paragraphs: readonly string[]; list?: readonly string[] }[];
}

export type LegalPageId = 'privacy-policy' | 'terms-of-service' | 'disclaimer' | 'accessibility';

export interface LegalDocument {
  id: LegalPageId;
  /** Route of the page. */
  path: `/${string}`;
  title: string;
  /** Meta description for the page. */
  description: string;
  effectiveDate: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** Every legal page is dated June 14, 2025. */
const legalEffectiveDate = 'June 14, 2025';
const legalLastUpdated = 'June 14, 2025';

const brand = site.brandName;
const entity = site.legalEntity.name;
const entityDescription = site.legalEntity.description;
const state = site.legalEntity.stateOfOrganization;
const email = site.contact.email;
const phone = site.contact.phone;
const address = formatPostalAddress();
const domain = site.domain;

const contactList: readonly string[] = [entity, address, `Email: ${email}`, `Phone: ${phone}`];

/** 900 → "15 minutes", 43,200 → "12 hours", 31,536,000 → "365 days": a cookie's lifetime as the registry says it. */
function span(seconds: number): string {
  const [count, unit] =
    seconds % 86_400 === 0
      ? [seconds / 86_400, 'day']
      : seconds % 3_600 === 0
        ? [seconds / 3_600, 'hour']
        : [seconds / 60, 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * What each cookie of the registry (contracts/cookie-constants.ts, where the server takes every cookie it sets from) is
 * for, and how long it lasts, from the registry's own figures. A cookie added there must be described here (the type
 * asks for every key), and the policy lists each by its name.
 */
const cookiePurposes: Record<SiteCookieKey, (cookie: SiteCookie) => string> = {
  ownerSession: (c) =>
    `keeps a restaurant owner signed in to their inbox, settings and account. It lasts ${span(c.maxAgeSeconds)} at most, and stops working sooner after ${span(c.idleSeconds ?? 0)} without a visit or when you sign out.`,
  operatorSession: (c) =>
    `keeps our own staff signed in to our operator console; owners and visitors never get it. It lasts ${span(c.maxAgeSeconds)} at most, and stops working sooner after ${span(c.idleSeconds ?? 0)} without use or at sign-out.`,
  signInBrowser: (c) =>
    `set when you ask for a sign-in email, so that the 6-digit code in it works only in the browser that asked. It lasts ${span(c.maxAgeSeconds)}, as long as the code, and is removed when you sign in.`,
  knownDevice: (c) =>
    `set when you sign in: a code we sign, holding a random identifier for the browser and one-way codes of the addresses that signed in with it (never an address itself), so that this browser can still ask for a sign-in email while someone else floods your address with requests. It lasts ${span(c.maxAgeSeconds)} and is renewed each time you sign in.`,
  lastPlace: (c) =>
    `remembers which of your restaurants you last picked in your inbox or settings, so the next page opens on it. It lasts ${span(c.maxAgeSeconds)}.`,
  googleConnectVerifier: (c) =>
    `followed by a random code, set when you start connecting a Google Business Profile: the one-time secret that lets us finish the connection only in the browser that started it, sent only to our Google callback page${c.path ? ` (${c.path})` : ''}. It lasts ${span(c.maxAgeSeconds)} at most and is removed when Google sends you back.`,
};

/** The policy's list of cookies: one line each, by the name the server sets (see SITE_COOKIES). */
export const cookieList: readonly string[] = (Object.keys(SITE_COOKIES) as SiteCookieKey[]).map((key) => {
  const cookie: SiteCookie = SITE_COOKIES[key];
  return `${cookie.name}: ${cookiePurposes[key](cookie)}`;
});

export const privacyPolicy: LegalDocument = {
  id: 'privacy-policy',
  path: '/privacy-policy',
  title: 'Privacy Policy',
  description: `How ${brand} collects, uses, shares and protects information about restaurants and the people who run them.`,
  effectiveDate: legalEffectiveDate,
  lastUpdated: legalLastUpdated,
  intro: `This Privacy Policy explains how ${entity}, ${entityDescription} ("${brand}", "we", "us"), collects, uses, shares and protects information when you use ${domain} and our review-response services (the "Service"). The Service is built for restaurants, bars, cafes and other hospitality businesses and the people who run them; it is not intended for personal, family or household use.`,
  sections: [
    {
      heading: '1. Information We Collect',
      paragraphs: [
        'We collect only what we need to build your playbook, send the emails you ask for and provide our plans: information you enter in our forms, information that is publicly available about your restaurant, and information generated as you use the Service. We do not ask for payment card details or sensitive personal information through the free Service.',
        'The last part of this section lists the cookies we set and what else the Service keeps in your browser; none of it is for analytics or advertising.',
        'Specifically, we collect:',
      ],
      list: [
        "Business name and contact details: your restaurant's name and the name of the owner or manager who will sign replies.",
        'Email address: where we deliver your playbook, your blitz emails and our answers to your messages.',
        'Phone number, when you include it in a contact form, quote request or trial request.',
        "Business address and location: your restaurant's address and the identifier of the listing you select in our search.",
        'Restaurant reviews from public platforms: review text, star ratings, reviewer display names and publication dates from services such as Google, used to analyse your restaurant and draft replies.',
        'Business profile: the brand profile we derive from your reviews (tone of voice, signature dishes, strengths, recurring complaints) and any edits you make to it.',
        'Generated SOPs: the review-response playbooks and suggested replies we produce for you.',
        'Usage analytics: pages visited, features used, the date and time of requests, your browser type and your IP address, recorded by our own servers to operate, secure and improve the Service. We do not use third-party advertising or tracking scripts.',
      ],
      parts: [
        {
          heading: 'Cookies and browser storage',
          paragraphs: [
            `We set only the cookies listed below. All are first-party: ${domain} sets them and your browser sends them back only to ${domain}. Each is strictly necessary for something you asked for: being signed in, keeping a sign-in or a Google connection secure, or opening the restaurant you last used. We use no analytics, advertising or tracking cookies, no third party sets cookies through our pages, and a visitor who reads the site, makes a playbook or starts the reply blitz gets none.`,
            'Every cookie is HttpOnly (scripts on the page cannot read it) and SameSite=Lax, and Secure when the site is served over HTTPS, where the names of the site-wide ones begin with "__Host-". Because they are strictly necessary we do not ask before setting them; if you block them, signing in and connecting Google stop working and nothing else changes.',
            "Your browser also keeps a few items in its own storage, which are not cookies and are not sent to us by themselves: in local storage, the restaurant you are making a playbook for and the brand profile you confirmed, so the thank-you page can bring them back, and your colour theme on example playbooks; in session storage, for the current tab only, the link to connect Google after you make a playbook. Clearing your browser's data for our site removes them.",
            "The explainer video loads from youtube-nocookie.com only when you press play; from then on YouTube's privacy policy covers what it keeps in your browser.",
            'The cookies we set:',
          ],
          list: cookieList,
        },
      ],
    },
    {
      heading: '2. How We Use Information',
      paragraphs: [
        "Analysis is automated: our own review-analysis software reads review text and composes playbooks and replies. When we have configured an AI service, we may also use it to refine the brand profile and draft the wording of playbooks and replies; we then send it only what the task needs: your restaurant's details, the reviews being analysed and your brand profile. We choose AI providers whose terms do not allow them to train their models on the data we send. Our emails and pages say which was used for your playbook.",
        'We use the information we collect to:',
      ],
      list: [
        "Analyse your restaurant's public reviews and build your brand profile and playbook.",
        'Deliver your playbook by download and by email, and run the free 7-day reply blitz you enrolled in: suggested replies to the previous 24 hours of reviews, emailed at 8:00 AM New York time, or at the time and in the time zone you choose in your settings.',
        'Answer your messages and quote requests, set up trials and provide the paid plans you choose.',
        'Send service emails and, where permitted, marketing emails. Every marketing email carries our postal address and a one-click unsubscribe link, which we honour immediately.',
        'Keep the Service safe and available: rate limiting, preventing spam and abuse, diagnosing errors.',
        'Improve the Service, including competitive analysis of review-response practice across restaurants using generated playbooks, as described in section 6.',
        'Comply with the law and enforce our Terms of Service.',
      ],
    },
    {
      heading: '3. How We Share Information',
      paragraphs: [
        'We do not sell your personal information, and we do not share it for cross-context behavioural advertising. We share information only in these cases:',
      ],
      list: [
        'Service providers: companies that process information for us under contract and only to provide the Service, including our AI service provider when one is configured (drafting), our email delivery provider (playbooks, blitz emails and replies to your messages), our hosting and database providers, and the workflow tools that route your messages and quote requests to our team.',
        'Review platforms, at your direction: when you connect a Google Business Profile on a paid plan, the replies you approve are published there under your account.',
        'Legal requirements: when the law, a subpoena or a court order requires it, or when disclosure is needed to protect the rights, property or safety of our customers, the public or us.',
        `Business transfers: if ${brand} is involved in a merger, acquisition, financing or sale of assets, information may transfer to the successor, which must continue to protect it under this policy.`,
        'With your consent, for any other purpose we describe when we ask.',
      ],
    },
    {
      heading: '4. Data Security',
      paragraphs: [
        'No system is perfectly secure, but we protect information with safeguards suited to its sensitivity, and we will tell you about a breach that affects your information as the law requires. Our safeguards include:',
      ],
      list: [
        'Encryption in transit: all traffic to and from the Service uses TLS.',
        'Access-controlled storage: information is kept in databases and file storage that require authenticated access, and backups are protected the same way.',
        'Regular audits: we review access, configuration and the software we depend on, and fix the issues we find.',
        'Need-to-know access: only people who need information to operate the Service can reach it, and they are bound by confidentiality obligations.',
      ],
    },
    {
      heading: '5. Your Rights and Choices',
      paragraphs: [
        'Depending on where you live, including New Jersey and California, state law may give you further rights, such as appealing our decision on a request. We will not treat you differently for exercising any of them.',
        `To exercise these rights, email ${email} from the address the request is about, or tell us that address and we will write to it to confirm the request is yours. We answer within 30 days. A copy of your information comes as one machine-readable file (JSON). When we delete your information we remove your name, email address, phone number, messages and generated playbooks; what remains is the bare record of each (its kind and date, nothing that identifies you) so our totals stay accurate, and a one-way keyed code of your email address, so that we never email you again. You have the right to:`,
      ],
      list: [
        'Access: receive a copy of the information we hold about you and your restaurant.',
        'Correct: have inaccurate or incomplete information fixed.',
        'Delete: have your information deleted, including generated SOPs and brand profiles.',
        'Opt out of marketing: use the unsubscribe link in any marketing email, or email us. We stop at once; we may still send messages about requests you make.',
        'Portability: receive your information, including your playbooks, in a common machine-readable format.',
      ],
    },
    {
      heading: '6. Data Retention',
      paragraphs: [
        'We keep information only as long as we need it for the purposes in this policy. Deleted information may remain in encrypted backups for up to 30 days before it is overwritten.',
      ],
      list: [
        'Generated SOPs and brand profiles: we keep generated playbooks to provide the Service and may keep them for competitive analysis (understanding review-response practice across restaurants and improving our playbooks) unless you request deletion. The name, neighbourhood and a short description of a restaurant with a generated playbook may appear in our public list of recent playbooks; that list never shows contact details.',
        'Contact, lead and quote information: for as long as we have a business relationship with you and up to 3 years after our last contact, unless you ask us to delete it sooner.',
        "Google data: we keep the place identifier of a listing; names, addresses and reviews obtained from Google are fetched again when needed and held only in short-lived caches, as Google's terms require.",
        'Email records: delivery logs for up to 12 months. We keep a record of unsubscribe requests so that we continue to honour them.',
        'Server logs and usage analytics: up to 90 days, longer only when needed to investigate abuse or a security incident.',
      ],
    },
    {
      heading: "7. Children's Privacy",
      paragraphs: [
        'The Service is for businesses and is not directed to children under 13. We do not knowingly collect personal information from children under 13.',
        `If you believe a child under 13 has given us personal information, email ${email} and we will delete it.`,
      ],
    },
    {
      heading: '8. Contact Us',
      paragraphs: ['Questions about this policy or about your information are welcome. Reach us at:'],
      list: contactList,
    },
    {
      heading: '9. Changes to This Policy',
      paragraphs: [
        'We may update this policy as the Service changes or the law requires. We will post the new version on this page with a new "Last updated" date, and if the changes are material we will tell you by email or with a notice on the site before they take effect.',
        'Continuing to use the Service after an update takes effect means you accept the updated policy.',
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  id: 'terms-of-service',
  path: '/terms-of-service',
  title: 'Terms of Service',
  description: `The terms that govern the use of ${brand}'s free playbook generator, reply blitz and paid review-reply plans.`,
  effectiveDate: legalEffectiveDate,
  lastUpdated: legalLastUpdated,
  intro: `These Terms of Service ("Terms") govern your use of ${domain} and the review-response services offered by ${entity}, ${entityDescription} ("${brand}", "we", "us"), together the "Service". Please read them carefully: they limit our liability and set where disputes are decided.`,
  sections: [
    {
      heading: '1. Acceptance of Terms',
      paragraphs: [
        'By accessing or using the Service, you agree to these Terms and to our Privacy Policy. If you do not agree, do not use the Service.',
        'The Service is provided for business use only, to restaurants and other hospitality businesses, and not for personal, family or household purposes. If you use it on behalf of a business, you confirm that you are at least 18 years old and authorised to accept these Terms for that business, and "you" includes the business.',
      ],
    },
    {
      heading: '2. Description of Service',
      paragraphs: [
        `${brand} analyses a restaurant's reviews and brand with automated analysis, and may use an AI service when one is configured, and produces a review-response playbook (an SOP), delivered by download or by email through an email delivery provider. Free features also include a 7-day reply blitz, in which suggested replies to the previous 24 hours of reviews are emailed at 8:00 AM New York time each day (or at the time and in the time zone you choose in your settings), and afterwards, on the Free Forever plan, one suggested reply a day at that time for the new unanswered review that most needs one (none on a day without a new review), until you pause it in your settings or unsubscribe with the link in any of those emails. Signed in by a link we email you, you can see your restaurant's reviews and our suggested replies in your inbox, and, where you connect your Google Business Profile, we read its reviews through the day and email you about a new 1- or 2-star review, or one our analysis flags for your attention first (such as an illness, an allergic reaction, an injury, discrimination or a legal threat), at most once per review and never between 10 PM and 7 AM in your time zone (you can turn these alerts off).`,
        'Paid plans add ongoing reply service, such as unlimited replies, additional review platforms and, where you connect it, posting to your Google Business Profile. The features, fees and trial period of a paid plan are those shown when you sign up or in a signed order form, which prevails over these Terms where they differ. Paid plans renew monthly until cancelled.',
      ],
    },
    {
      heading: '3. User Obligations',
      paragraphs: ['When you use the Service, you agree to:'],
      list: [
        'Give accurate information, and use the Service only for businesses you own, manage or are authorised to represent.',
        "Review suggested replies before you publish them. You are the publisher of every reply posted under your business's name and are responsible for its content.",
        "Follow the policies of the review platforms you use, including Google's, Yelp's and Tripadvisor's: do not offer incentives for reviews, post or buy fake reviews, or ask guests to change or remove reviews in exchange for anything.",
        'Not misuse the Service: no scraping, reverse engineering, circumventing rate limits or security measures, overloading our systems, or using it to send spam.',
        'Not submit content that is unlawful, infringing or harmful, or personal information about others that you have no right to share.',
        'Comply with all laws that apply to your use of the Service, including privacy, consumer-protection and anti-spam laws.',
      ],
    },
    {
      heading: '4. Free Service Limitations',
      paragraphs: [
        'SOP generation, the 7-day reply blitz and the Free Forever plan are free of charge and provided as-is, with limited support: we answer questions by email on a best-effort basis and offer no service-level commitment.',
        'To keep the Service available to everyone, we may rate-limit requests, playbook generations and emails, and we may change, suspend or discontinue any free feature at any time without notice or liability. Delivery times are estimates: playbooks usually arrive in under 5 minutes, but may take 5–10 minutes or longer under heavy demand.',
      ],
    },
    {
      heading: '5. Intellectual Property',
      paragraphs: [
        `The Service, including its software, design, templates, reply frameworks and the ${brand} name and logo, belongs to ${entity} and its licensors and is protected by intellectual-property laws. These Terms give you no rights in it except those stated here.`,
        'Information and materials you submit remain yours. You give us a non-exclusive licence to use them to provide and improve the Service.',
        'Subject to these Terms, you may use, copy, adapt and share the playbooks and replies generated for your business, without time limit and for your business purposes. We keep our rights in the underlying templates, frameworks and methods, which appear in playbooks for other customers, and we may retain generated playbooks for competitive analysis as our Privacy Policy describes.',
        'Reviews belong to their authors and the platforms that publish them. Google, Yelp, Tripadvisor, Facebook and other names are trademarks of their owners, who are not affiliated with us and do not endorse the Service. Suggestions you send us may be used without obligation to you.',
      ],
    },
    {
      heading: '6. Disclaimer of Warranties',
      paragraphs: [
        'THE SERVICE AND ALL CONTENT IT PRODUCES ARE PROVIDED "AS IS" AND "AS AVAILABLE". TO THE FULLEST EXTENT PERMITTED BY LAW, WE DISCLAIM ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE AND NON-INFRINGEMENT.',
        'Playbooks and replies produced by automated analysis or an AI service may be inaccurate, incomplete or unsuitable for a particular situation. We do not warrant that the Service will be uninterrupted or error-free, that review data will be complete or current, or that you will achieve any result, including a higher rating, more guests, more revenue or the returns shown by our calculator.',
      ],
    },
    {
      heading: '7. Limitation of Liability',
      paragraphs: [
        `TO THE FULLEST EXTENT PERMITTED BY LAW, ${entity.toUpperCase()} AND ITS MEMBERS, EMPLOYEES AND SUPPLIERS WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES, OR FOR LOST PROFITS, REVENUE, GOODWILL OR DATA, ARISING FROM OR RELATED TO THE SERVICE, EVEN IF ADVISED OF THEIR POSSIBILITY.`,
        'OUR TOTAL LIABILITY FOR ALL CLAIMS ARISING FROM OR RELATED TO THE SERVICE OR THESE TERMS IS LIMITED TO ONE HUNDRED U.S. DOLLARS ($100), UNLESS A SIGNED ORDER FORM FOR A PAID PLAN SETS A DIFFERENT LIMIT.',
        'Some jurisdictions do not allow certain limitations; there, these limits apply to the greatest extent the law allows.',
      ],
    },
    {
      heading: '8. Indemnification',
      paragraphs: [
        `You agree to defend, indemnify and hold harmless ${entity} and its members, employees and suppliers from any claims, losses, liabilities and expenses, including reasonable attorneys' fees, arising from your use of the Service, content you publish (including replies generated with the Service), your breach of these Terms, or your violation of any law or review-platform policy.`,
      ],
    },
    {
      heading: '9. Modifications to the Service and These Terms',
      paragraphs: [
        'We may change the Service, and we may update these Terms. We will post updated Terms on this page with a new "Last updated" date and, for material changes, give reasonable notice by email or on the site before they take effect. Continuing to use the Service after that means you accept the updated Terms.',
        'We may suspend or end your access to the Service if you breach these Terms or if we must to protect the Service, other users or the law. Sections 5 to 8 and 10 survive the end of your use.',
      ],
    },
    {
      heading: '10. Governing Law',
      paragraphs: [
        `These Terms are governed by the laws of the State of ${state}, without regard to its conflict-of-laws rules. Any dispute arising from or related to these Terms or the Service will be decided exclusively by the courts located in Hudson County, New Jersey, and you and we consent to their personal jurisdiction.`,
        'If any provision of these Terms is unenforceable, the rest remain in effect. These Terms, with any signed order form, are the entire agreement between you and us about the Service. Our failure to enforce a provision is not a waiver of it.',
      ],
    },
    {
      heading: '11. Contact Information',
      paragraphs: ['Questions about these Terms? Reach us at:'],
      list: contactList,
    },
  ],
};

export const disclaimer: LegalDocument = {
  id: 'disclaimer',
  path: '/disclaimer',
  title: 'Disclaimer',
  description: `What ${brand}'s playbooks, automatically generated replies, projections and review data can and cannot be relied on for.`,
  effectiveDate: legalEffectiveDate,
  lastUpdated: legalLastUpdated,
  intro: `This Disclaimer applies to ${domain} and to the playbooks, suggested replies, emails, calculators and other content provided by ${entity} ("${brand}", "we", "us"). It should be read with our Terms of Service.`,
  sections: [
    {
      heading: '1. General Information',
      paragraphs: [
        'Content on this site and in our playbooks and emails is provided in good faith for general information about managing online reviews. We do not guarantee that it is accurate, complete or current for your business, and you use it at your own discretion.',
      ],
    },
    {
      heading: '2. AI-Generated Content',
      paragraphs: [
        'Playbooks, brand profiles and suggested replies are produced by automated analysis and, when one is configured, an AI service. Automated and AI output can misread tone or sarcasm, attribute details to the wrong dish or person, state things that are not true, or be unsuitable for a sensitive situation, and similar wording may be produced for other businesses.',
        "Read every reply before it is published, and handle reviews that mention illness, injury, food safety, discrimination, staff conduct or legal action personally. You are responsible for what is posted under your business's name.",
      ],
    },
    {
      heading: '3. Business and Financial Outcomes',
      paragraphs: [
        'Projections from our ROI calculator are hypothetical. They follow from stated assumptions (such as six visits a year per guest, conversion rates for replied reviews and the value of manager time) and are not a forecast or a promise of revenue, guests or savings.',
        'Figures on this site, such as average annual value, revenue lift, response speed and hours saved, reflect results reported by customers and industry research on review responses. They are not typical or guaranteed results. Testimonials describe individual experiences; your results depend on your location, menu, service, review volume and how consistently replies are posted.',
      ],
    },
    {
      heading: '4. Review Data',
      paragraphs: [
        'Reviews come from public platforms such as Google and belong to their authors and those platforms. Where the Service runs on its demo catalogue instead, the restaurants are real places but their reviews and owner replies are sample reviews written for the demo, not real reviews of those places, and the names in them are invented; pages, playbooks and emails built from them say so. We show reviewer names as published, with attribution, and we do not verify whether a review is genuine. Review data may be incomplete or out of date; for example, Google makes only a limited number of reviews available to us, selected by relevance, so a new review can be missed until you connect your Google Business Profile.',
        "Data from Google is used under the Google Maps Platform terms and Google's privacy policy. We are not affiliated with, sponsored or endorsed by Google, Yelp, Tripadvisor, Facebook, DoorDash, Uber Eats or Grubhub. Example playbooks for well-known restaurants are prepared from sample reviews written for the demo, not from real reviews of those restaurants, to illustrate the Service; they are signed by each restaurant's team as an example only, and those restaurants are not affiliated with us and have not endorsed us.",
      ],
    },
    {
      heading: '5. Not Professional Advice',
      paragraphs: [
        'Nothing we provide is legal, financial, tax, public-relations, food-safety or employment advice. For a review that alleges illness, injury, discrimination or unlawful conduct, or that threatens legal action, consult a qualified professional before you reply.',
      ],
    },
    {
      heading: '6. Third-Party Links and Services',
      paragraphs: [
        'The Service links to and works with third-party sites and services, such as review platforms and an explainer video hosted on YouTube that loads only when you choose to play it. We do not control them and are not responsible for their content, availability or practices; their own terms and privacy policies apply.',
      ],
    },
    {
      heading: '7. Service Availability',
      paragraphs: [
        'We aim to keep the Service available, but it may be interrupted, slowed or changed without notice. Playbook generation can take 5–10 minutes or longer under heavy demand, and emails can be delayed or filtered by your mail provider. We are not responsible for replies that are missed or late because the Service or a third-party platform was unavailable.',
      ],
    },
    {
      heading: '8. Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, we are not liable for any loss or damage arising from reliance on content, projections or replies provided through the Service. Our total liability is limited as set out in the Limitation of Liability section of our Terms of Service.',
      ],
    },
    {
      heading: '9. Updates to This Disclaimer',
      paragraphs: [
        'We may update this Disclaimer as the Service changes. The current version is always on this page, with its "Last updated" date.',
      ],
    },
    {
      heading: '10. Contact',
      paragraphs: ['Questions about this Disclaimer? Reach us at:'],
      list: contactList,
    },
  ],
};

export const accessibilityStatement: LegalDocument = {
  id: 'accessibility',
  path: '/accessibility',
  title: 'Accessibility Statement',
  description: `${brand}'s commitment to accessibility, our WCAG 2.1 AA conformance status, known issues and how to reach us.`,
  effectiveDate: legalEffectiveDate,
  lastUpdated: legalLastUpdated,
  intro: `${entity} wants every restaurant owner, manager and team member to be able to use ${domain} and our playbooks, including people who use assistive technology.`,
  sections: [
    {
      heading: '1. Our Commitment',
      paragraphs: [
        'We design and test for accessibility as part of every release, not as an afterthought. We use the Web Content Accessibility Guidelines (WCAG) 2.1 as our standard, fix reported barriers as a priority and review this statement as the site changes.',
      ],
    },
    {
      heading: '2. Conformance Status',
      paragraphs: [
        `${domain} is partially conformant with WCAG 2.1 level AA. Partially conformant means that some parts of the content do not yet fully conform to the standard; the known issues are listed below.`,
        'We assess the site ourselves, with automated testing (axe-core) on every page and dialog and manual testing with a keyboard and screen readers.',
      ],
    },
    {
      heading: '3. Accessibility Features',
      paragraphs: ['The site is built to work with the way you browse:'],
      list: [
        'Full keyboard operation, a "Skip to main content" link and a visible focus indicator.',
        'Semantic headings and landmarks, so screen-reader users can move through each page by structure.',
        'Form fields with visible labels, and error messages tied to the field they describe.',
        'Text alternatives for meaningful images; decorative images are hidden from assistive technology.',
        'Text and controls that meet WCAG AA colour contrast, and layouts that reflow at 320 pixels wide and at 200% zoom.',
        'Rotating sections that can be paused, and motion that stops when your device asks for reduced motion.',
        'Dialogs that keep focus inside while open and close with Escape; notifications in a labelled region you can reach with F8.',
        'An optional explainer video: everything it shows is also described in text on the page.',
      ],
    },
    {
      heading: '4. Known Issues',
      paragraphs: ['We know of these issues and are working on them:'],
      list: [
        'Dynamic content announcements: some status updates while a playbook is being researched and generated, such as progress changes and step transitions, may not be announced by every screen reader. Your finished playbook is always emailed to you as well.',
        'Animations: a few decorative transitions may still play briefly when your device asks for reduced motion. Rotating sections can always be paused.',
        'PDF SOPs: playbooks saved or printed as PDF from a browser may lack tags for headings and reading order. The HTML and text versions are fully structured, and we will send an accessible copy on request.',
      ],
    },
    {
      heading: '5. Feedback and Contact',
      paragraphs: [
        'If you meet a barrier on our site or in a playbook, tell us: include the page address, what you were trying to do and the browser and assistive technology you use. We aim to respond within 5 business days, and we can provide any information or complete any request by email or phone in the meantime.',
      ],
      list: contactList,
    },
    {
      heading: '6. Technical Specifications',
      paragraphs: [
        'The site relies on HTML, WAI-ARIA, CSS and JavaScript, and works with the assistive technology installed on your device. Pages are rendered on the server, so their content can be read before scripts load; interactive features such as the playbook form and the ROI calculator need JavaScript.',
        'The site is designed to work with current versions of Chrome, Firefox, Safari and Edge and with common screen readers, including NVDA, JAWS, VoiceOver and TalkBack.',
      ],
    },
    {
      heading: '7. Limitations and Alternatives',
      paragraphs: [
        'Some content is outside our control. Review text is shown as guests wrote it on third-party platforms (or, in the demo, as the sample reviews were written); generated playbooks quote those reviews; and the explainer video player is provided by YouTube. We make our own parts accessible and choose providers with accessible tools where we can.',
        `If any part of the site does not work for you, email ${email} or call ${phone}, and we will provide the information in another format or complete your request for you.`,
      ],
    },
  ],
};

export const legalDocuments: Readonly<Record<LegalPageId, LegalDocument>> = {
  'privacy-policy': privacyPolicy,
  'terms-of-service': termsOfService,
  disclaimer,
  accessibility: accessibilityStatement,
};

/** Labels of the shared legal layout. */
export const legalLayout = {
  effectiveDateLabel: 'Effective date',
  lastUpdatedLabel: 'Last updated',
  contentsLabel: 'On this page',
} as const;
