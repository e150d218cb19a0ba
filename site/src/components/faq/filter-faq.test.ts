import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, type FaqCategory } from '../../content/faq';
import { countQuestions, filterFaq } from './filter-faq';

const SAMPLE: FaqCategory[] = [
  {
    id: 'a',
    title: 'Alpha',
    items: [
      { question: 'Is the IPA hoppy?', answer: 'Very.' },
      { question: 'What is a stout?', answer: 'A dark ale, often roasty.' },
    ],
  },
  { id: 'b', title: 'Beta', items: [{ question: 'Lagers?', answer: 'Crisp and cold.' }] },
];

describe('filterFaq', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterFaq(SAMPLE, '')).toBe(SAMPLE);
    expect(filterFaq(SAMPLE, '   ')).toBe(SAMPLE);
  });

  it('matches question text ignoring case and drops categories left empty', () => {
    const found = filterFaq(SAMPLE, 'ipa');
    expect(found.map((c) => c.title)).toEqual(['Alpha']);
    expect(found[0]!.items.map((i) => i.question)).toEqual(['Is the IPA hoppy?']);
  });

  it('matches answer text and collapses white space in the query', () => {
    const found = filterFaq(SAMPLE, '  DARK   ale ');
    expect(found[0]!.items.map((i) => i.question)).toEqual(['What is a stout?']);
    expect(filterFaq(SAMPLE, 'crisp')[0]!.title).toBe('Beta');
  });

  it('finds nothing for text that appears nowhere', () => {
    expect(filterFaq(SAMPLE, 'zzqx no such question')).toEqual([]);
    expect(countQuestions(filterFaq(SAMPLE, 'zzqx'))).toBe(0);
  });

  it('does not change the categories it was given', () => {
    filterFaq(SAMPLE, 'ipa');
    expect(countQuestions(SAMPLE)).toBe(3);
  });
});

describe('the FAQ content', () => {
  it('has the six categories in the order of the spec', () => {
    expect(FAQ_CATEGORIES.map((c) => c.title)).toEqual([
      'Getting Started',
      'Scanning & Recognition',
      'Free vs Premium',
      'Collections & Ratings',
      'Technical Support',
      'Privacy & Data',
    ]);
  });

  it('finds each question, typed in capitals, only in its own category', () => {
    for (const category of FAQ_CATEGORIES) {
      for (const { question } of category.items) {
        const found = filterFaq(FAQ_CATEGORIES, question.toUpperCase());
        expect(
          found.map((c) => c.id),
          question,
        ).toEqual([category.id]);
        expect(found[0]!.items.map((i) => i.question)).toContain(question);
      }
    }
  });

  it('keeps to decisions.md: 100 analyses, never "unlimited", photos not kept, 21+', () => {
    const text = FAQ_CATEGORIES.flatMap((c) => c.items)
      .map((i) => `${i.question} ${i.answer}`)
      .join('\n');
    expect(text).not.toMatch(/unlimited/i);
    expect(text).toContain('100 analyses per month');
    expect(text).toContain('Original photos are never stored');
    expect(text).toContain('90 days');
    expect(text).toContain('21 or older');
    expect(text).toContain('never invent ratings');
  });
});
