import { describe, expect, it } from 'vitest';
import { connectSources, connectSourcesOfHost, socketOriginOf } from './socket-origin.ts';

describe('the socket origin the CSP allows', () => {
  it("is PUBLIC_URL's, as wss for https and ws for http", () => {
    expect(socketOriginOf('https://emr.example.org')).toBe('wss://emr.example.org');
    expect(socketOriginOf('http://localhost:4173')).toBe('ws://localhost:4173');
    expect(connectSources('https://emr.example.org:8443')).toEqual(["'self'", 'wss://emr.example.org:8443']);
  });

  it('is else the Host the page was asked for, when it is a plain host', () => {
    expect(connectSourcesOfHost('emr.example.org')).toBe("'self' ws://emr.example.org wss://emr.example.org");
    expect(connectSourcesOfHost('127.0.0.1:3000')).toBe("'self' ws://127.0.0.1:3000 wss://127.0.0.1:3000");
    expect(connectSourcesOfHost('[::1]:3000')).toBe("'self' ws://[::1]:3000 wss://[::1]:3000");
    const [perRequest] = connectSources(undefined);
    expect(typeof perRequest).toBe('function');
  });

  it("names nothing more than 'self' for a Host that is not a plain host", () => {
    for (const host of [
      undefined,
      '',
      '*',
      'evil.example; script-src *',
      'a.example b.example',
      'a.example,b.example',
      'user@host',
      'x'.repeat(300),
    ]) {
      expect(connectSourcesOfHost(host)).toBe("'self'");
    }
  });
});
