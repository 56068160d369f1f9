import type { DomainEvents } from '#server/domain-events.ts';
import type { SubmissionKind } from './leads-tables.ts';

/**
 * What the operator's email says about a stored submission (one email per new lead): a one-line
 * summary and the filled fields with readable labels. Pure: built from the stored payload alone.
 */

type LeadReceived = DomainEvents['lead.received'];

const labels: Record<string, string> = {
  type: 'Request',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  restaurantName: 'Restaurant',
  companyName: 'Company',
  numberOfLocations: 'Locations',
  currentPlatforms: 'Current platforms',
  monthlyReviews: 'Reviews per month',
  specificNeeds: 'Specific needs',
  budget: 'Budget',
  timeline: 'Timeline',
  plan: 'Plan',
  placeId: 'Place id',
  message: 'Message',
  source: 'Form',
};

const requestLabels: Record<string, string> = {
  'free-trial': 'Free trial',
  'plan-details': 'Plan details',
  newsletter: 'Newsletter',
  demo: 'Demo',
  capture: 'Email capture',
};

const sourceLabels: Record<string, string> = {
  'gmb-website': 'Home page contact section',
  'gmb-website-contact': 'Contact page',
};

const eventKinds: Record<SubmissionKind, LeadReceived['kind']> = {
  contact: 'contact',
  quote: 'quote-request',
  lead: 'lead',
  capture: 'lead',
};

export function describeSubmission(
  kind: SubmissionKind,
  payload: Record<string, unknown>,
): Pick<LeadReceived, 'kind' | 'summary' | 'fields'> {
  const text = (key: string) => {
    const value = payload[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const fields: LeadReceived['fields'] = [];
  for (const [key, label] of Object.entries(labels)) {
    const value = text(key);
    if (!value) continue;
    const shown =
      key === 'type' ? (requestLabels[value] ?? value) : key === 'source' ? (sourceLabels[value] ?? value) : value;
    fields.push({ label, value: shown });
  }
  const context = payload.context;
  if (context && typeof context === 'object') {
    for (const [key, value] of Object.entries(context as Record<string, unknown>)) {
      if (typeof value === 'string' && value.trim()) fields.push({ label: `Context: ${key}`, value: value.trim() });
    }
  }

  const who = text('name') || text('email');
  const restaurant = text('restaurantName');
  let summary: string;
  switch (kind) {
    case 'contact':
      summary = `Contact message from ${who}${restaurant ? ` (${restaurant})` : ''}`;
      break;
    case 'quote':
      summary = `Quote request from ${who}, ${text('companyName')} (${text('numberOfLocations')} locations)`;
      break;
    case 'lead':
      summary = `${requestLabels[text('type')] ?? 'Lead'} request from ${who}${restaurant ? ` (${restaurant})` : ''}`;
      break;
    case 'capture':
      summary = `Email captured: ${text('email')}`;
      break;
  }
  return { kind: eventKinds[kind], summary, fields };
}
