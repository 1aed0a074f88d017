import { describe, expect, it } from 'vitest';
import { methods } from './discovery/methods.generated.ts';
import { VideoApiError } from './errors.ts';
import { parseParams } from './params.ts';

const search = methods['search.list'];
const parse = (query: string) => parseParams(search, new URLSearchParams(query));

function failure(query: string): Pick<VideoApiError, 'status' | 'reason' | 'location'> | undefined {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof VideoApiError) return { status: error.status, reason: error.reason, location: error.location };
    throw error;
  }
  return undefined;
}

describe('parseParams (from the discovery document)', () => {
  it('reads repeated parameters comma-separated and repeated, booleans, integers with the default and times', () => {
    const p = parse('part=id,snippet&part=snippet&type=video&forMine=TRUE&publishedAfter=2024-05-01T00%3A00%3A00%2B02%3A00&key=k');
    expect(p.list('part')).toEqual(['id', 'snippet', 'snippet']);
    expect(p.bool('forMine')).toBe(true);
    expect(p.int('maxResults')).toBe(5);
    expect(p.time('publishedAfter')).toBe(Date.UTC(2024, 3, 30, 22));
    expect(p.given()).toEqual(['part', 'type', 'forMine', 'publishedAfter']);
  });

  it('requires part', () => {
    expect(failure('q=x')).toMatchObject({ status: 400, reason: 'missingRequiredParameter', location: { name: 'part' } });
    expect(failure('part=&q=x')).toMatchObject({ reason: 'missingRequiredParameter' });
  });

  it('checks ranges, enums, booleans and RFC 3339 times', () => {
    for (const bad of ['maxResults=51', 'maxResults=-1', 'maxResults=2.5', 'maxResults=ten', 'order=best', 'videoDefinition=4k', 'safeSearch=off', 'forMine=yes', 'publishedAfter=2024-05-01', 'publishedAfter=2024-05-01T00:00:00 02:00']) {
      expect(failure(`part=id&${bad}`), bad).toMatchObject({ status: 400, reason: 'invalidParameter' });
    }
    expect(failure('part=id&maxResults=0')).toBeUndefined();
    expect(failure('part=id&maxResults=50')).toBeUndefined();
  });

  it('rejects unknown and doubled parameters, accepts the global ones', () => {
    expect(failure('part=id&maxresults=5')).toMatchObject({ reason: 'unexpectedParameter', location: { name: 'maxresults' } });
    expect(failure('part=id&q=a&q=b')).toMatchObject({ reason: 'invalidParameter', location: { name: 'q' } });
    expect(failure('part=id&key=k&access_token=t&prettyPrint=false&fields=items&quotaUser=u')).toBeUndefined();
  });
});
