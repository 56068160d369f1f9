import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvChunks, csvField, csvRow } from './csv.ts';

describe('csvField', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 212 555 0100', "'+1 212 555 0100"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tindented', "'\tindented"],
  ])('neutralises a cell starting with a formula trigger: %j', (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('neutralises a leading carriage return, then quotes the cell because it holds one', () => {
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('leaves a trigger that is not the first character alone', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('jane@example.com')).toBe('jane@example.com');
  });

  it('never neutralises numbers and booleans it writes itself', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(true)).toBe('true');
  });

  it('quotes fields with commas, quotes, CR or LF and doubles the quotes (RFC 4180)', () => {
    expect(csvField('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it('quotes a field holding a semicolon, so a semicolon-locale spreadsheet cannot split a formula out of it', () => {
    expect(csvField('x;=1+1')).toBe('"x;=1+1"');
    expect(csvField(';=1+1')).toBe('";=1+1"');
    expect(csvField('=1;2')).toBe(`"'=1;2"`);
    expect(csvRow(['a', 'x;=1+1'])).toBe('a,"x;=1+1"\r\n');
  });

  it('writes null and undefined as empty fields and dates as ISO instants', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-26T10:00:00.000Z');
  });

  it('keeps non-ASCII text as is', () => {
    expect(csvField('Zoë Ñúñez 東京')).toBe('Zoë Ñúñez 東京');
  });
});

describe('csvRow and csvChunks', () => {
  it('ends every record with CRLF', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });

  it('streams the BOM and header first, then one chunk per non-empty batch', async () => {
    async function* batches() {
      yield [{ n: 'x' }, { n: '=y' }];
      yield [];
      yield [{ n: 'z' }];
    }
    const chunks: string[] = [];
    for await (const chunk of csvChunks([{ header: 'name', value: (row: { n: string }) => row.n }], batches())) {
      chunks.push(chunk);
    }
    expect(chunks).toEqual([`${CSV_BOM}name\r\n`, "x\r\n'=y\r\n", 'z\r\n']);
  });
});
