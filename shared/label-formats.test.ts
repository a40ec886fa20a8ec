import { describe, expect, it } from 'vitest';
import { codeFromScan, labelUrl } from './label-formats';

describe('label URLs', () => {
  it('puts the code under /q/ of the web app, escaped', () => {
    expect(labelUrl('https://app.example.com/', 'INV 7/1')).toBe('https://app.example.com/q/INV%207%2F1');
  });

  it('reads the code back from a scanned label URL, and takes any other text as the code', () => {
    expect(codeFromScan(' https://app.example.com/q/INV%207%2F1 ')).toBe('INV 7/1');
    expect(codeFromScan(labelUrl('http://localhost:3000', 'K7M2P9X4QZ'))).toBe('K7M2P9X4QZ');
    expect(codeFromScan('4820000000017')).toBe('4820000000017');
    expect(codeFromScan('https://example.com/other/X')).toBe('https://example.com/other/X');
  });
});
