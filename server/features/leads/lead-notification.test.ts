import { describe, expect, it } from 'vitest';
import { describeSubmission } from './lead-notification.ts';

describe('describeSubmission', () => {
  it('summarises a contact message and labels its filled fields in a fixed order', () => {
    expect(
      describeSubmission('contact', {
        message: 'Can you help?',
        name: 'Maria Lopez',
        email: 'maria@example.com',
        phone: '',
        restaurantName: 'Casa Maria',
        source: 'gmb-website-contact',
      }),
    ).toEqual({
      kind: 'contact',
      summary: 'Contact message from Maria Lopez (Casa Maria)',
      fields: [
        { label: 'Name', value: 'Maria Lopez' },
        { label: 'Email', value: 'maria@example.com' },
        { label: 'Restaurant', value: 'Casa Maria' },
        { label: 'Message', value: 'Can you help?' },
        { label: 'Form', value: 'Contact page' },
      ],
    });
  });

  it('summarises a quote request with company and locations', () => {
    const described = describeSubmission('quote', {
      name: 'Sam Lee',
      email: 'sam@group.example',
      phone: '212-555-0199',
      companyName: 'Lee Group',
      numberOfLocations: '12',
      currentPlatforms: 'Google',
      monthlyReviews: '600',
      specificNeeds: 'Spanish',
      budget: '$2,000',
      timeline: 'Soon',
    });
    expect(described.kind).toBe('quote-request');
    expect(described.summary).toBe('Quote request from Sam Lee, Lee Group (12 locations)');
    expect(described.fields).toHaveLength(10);
  });

  it('names the request type of a lead, and falls back to the email without a name', () => {
    expect(
      describeSubmission('lead', { type: 'free-trial', email: 'o@b.example', restaurantName: 'Bistro 9' }),
    ).toMatchObject({
      kind: 'lead',
      summary: 'Free trial request from o@b.example (Bistro 9)',
      fields: [
        { label: 'Request', value: 'Free trial' },
        { label: 'Email', value: 'o@b.example' },
        { label: 'Restaurant', value: 'Bistro 9' },
      ],
    });
  });

  it('lists captured context', () => {
    expect(
      describeSubmission('capture', { type: 'capture', email: 'c@x.example', context: { page: '/faq', empty: ' ' } }),
    ).toEqual({
      kind: 'lead',
      summary: 'Email captured: c@x.example',
      fields: [
        { label: 'Request', value: 'Email capture' },
        { label: 'Email', value: 'c@x.example' },
        { label: 'Context: page', value: '/faq' },
      ],
    });
  });
});
