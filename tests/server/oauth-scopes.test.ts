import { describe, expect, it } from 'vitest';
import { grantedScopes } from '../../server/src/features/auth/oauth-clients.ts';

describe('the scopes a token answer granted', () => {
  it("reads LinkedIn's comma-separated scope as separate scopes", () => {
    expect(grantedScopes({ scope: 'email,openid,profile,w_member_social' }, [])).toEqual([
      'email',
      'openid',
      'profile',
      'w_member_social',
    ]);
  });

  it("reads Google's space-separated scope", () => {
    expect(grantedScopes({ scope: 'openid email https://www.googleapis.com/auth/contacts.readonly' }, [])).toEqual([
      'openid',
      'email',
      'https://www.googleapis.com/auth/contacts.readonly',
    ]);
  });

  it('takes the scopes asked for when the answer names none', () => {
    expect(grantedScopes({ access_token: 'x' }, ['openid', 'w_member_social'])).toEqual(['openid', 'w_member_social']);
  });
});
