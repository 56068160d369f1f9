import { describe, expect, it } from 'vitest';
import { faqItems } from './faq.ts';
import { nycSection } from './landing/nyc.ts';
import { disclaimer, privacyPolicy, termsOfService, type LegalDocument } from './legal.ts';

const text = (doc: LegalDocument): string =>
  doc.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]).join('\n');

describe('site copy about sample reviews and AI stays true with either engine', () => {
  it('the legal pages say analysis is automated and an AI service is used only when configured', () => {
    for (const doc of [privacyPolicy, termsOfService, disclaimer]) {
      const body = text(doc);
      expect(body).toMatch(/automated analysis|Analysis is automated/);
      expect(body).toMatch(
        /AI service[^.]*(?:when one is configured|When we have configured)|(?:when one is configured|When we have configured)[^.]*AI service/,
      );
      expect(body).not.toMatch(
        /We use an AI service to analyse|with an AI service and produces|^AI-generated playbooks/m,
      );
    }
  });

  it('never says the example playbooks come from real or publicly available reviews', () => {
    for (const copy of [nycSection.examplesDisclosure, text(disclaimer)]) {
      expect(copy).not.toMatch(/publicly available reviews/);
      expect(copy).toMatch(/sample reviews written for (?:our |the )?demo/);
    }
    const faq = faqItems.flatMap((item) => item.answer).join('\n');
    expect(faq).not.toMatch(/your real reviews|An AI service turns|Our AI service/);
  });
});
