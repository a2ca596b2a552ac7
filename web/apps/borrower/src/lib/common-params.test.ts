import { describe, expect, it } from 'vitest';
import { commonParams, commonQuery, refreshCommonParams, setCommonParams } from './common-params';

describe('common params', () => {
  it('reads the session fields from the page URL and keeps them', () => {
    refreshCommonParams('?sessionId=demo-a&deviceId=123&appVersion=1.0.0&orderId=86&deviceName=');
    expect(commonParams()).toEqual({ sessionId: 'demo-a', deviceId: '123', appVersion: '1.0.0' });
    // A later URL without them (an in-app link) keeps the kept ones and takes new ones.
    refreshCommonParams('?osVersion=200');
    expect(commonParams()).toEqual({ sessionId: 'demo-a', deviceId: '123', appVersion: '1.0.0', osVersion: '200' });
    expect(JSON.parse(sessionStorage.getItem('kwarta.common') ?? '{}')).toHaveProperty('sessionId', 'demo-a');
  });

  it('builds the query with extra fields and without empty ones', () => {
    setCommonParams({ sessionId: 's', deviceId: '' });
    expect(commonQuery({ orderId: 86, skip: undefined }).toString()).toBe('sessionId=s&orderId=86');
  });
});
