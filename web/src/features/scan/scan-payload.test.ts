import { describe, expect, it } from 'vitest';
import { labelUrl } from '../../../../shared/label-formats';
import { scannedCode } from './scan-payload';

describe('scannedCode', () => {
  it('reads the code from a printed label URL', () => {
    expect(scannedCode(labelUrl('https://app.assetbook.test', '7K3MQ9XV2A'))).toBe('7K3MQ9XV2A');
  });

  it('unescapes a code that needed escaping in the URL', () => {
    expect(scannedCode(labelUrl('http://localhost:5173/', 'INV-7/1'))).toBe('INV-7/1');
  });

  it('takes a label of another host (a copy of the app elsewhere) by its code', () => {
    expect(scannedCode('https://other.example/q/ABC123/')).toBe('ABC123');
  });

  it('takes a typed code as it is, trimmed', () => {
    expect(scannedCode('  4820000123456 ')).toBe('4820000123456');
  });

  it('refuses an unrelated web address instead of treating it as a code', () => {
    expect(scannedCode('https://shop.example/product/42')).toBeNull();
  });

  it('refuses empty text, spaces inside and over-long codes', () => {
    expect(scannedCode('   ')).toBeNull();
    expect(scannedCode('two words')).toBeNull();
    expect(scannedCode('x'.repeat(201))).toBeNull();
  });
});
