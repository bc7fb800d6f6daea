import { describe, expect, it } from 'vitest';
import { simplePdf } from './simple-pdf.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('simplePdf', () => {
  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = text(simplePdf(['Referral (copy)', 'Ünïcode \\ line']));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(pdf).toContain('(Referral \\(copy\\)) Tj');
    expect(pdf).toContain('(?n?code \\\\ line) Tj');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    for (const [i, offset] of offsets.entries()) expect(pdf.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`);
    const length = Number(/\/Length (\d+)/.exec(pdf)?.[1]);
    const stream = /stream\n([\s\S]*?)\nendstream/.exec(pdf)?.[1] ?? '';
    expect(stream.length).toBe(length);
  });

  it('grows to about the size asked for, and is the same for the same lines', () => {
    const big = simplePdf(['x'], { padTo: 1_000_000 });
    expect(big.byteLength).toBeGreaterThan(999_000);
    expect(big.byteLength).toBeLessThanOrEqual(1_000_000);
    expect(simplePdf(['a', 'b'])).toEqual(simplePdf(['a', 'b']));
  });
});
