// Tests that hold two apps to the same thing live here, under web/tests: the
// only code of the web tree that may import more than one app (the apps
// never import each other; eslint.config.js). The landing page keeps its
// own message table (it cannot load the borrower app's i18n), which must
// say what the borrower app's catalogue says for every key both carry.
import { describe, expect, it } from 'vitest';
import { en, type Catalogue, type MessageKey } from '../apps/borrower/src/i18n/messages';
import fil from '../apps/borrower/src/i18n/messages-fil';
import zh from '../apps/borrower/src/i18n/messages-zh';
import { messages as landingMessages } from '../apps/landing/src/i18n';

describe('messages', () => {
  it('says the same as the landing page for every message both carry', () => {
    const shared = Object.keys(landingMessages('en')).filter((k): k is MessageKey => k in en);
    expect(shared).toEqual(
      expect.arrayContaining(['phoneInvalid', 'captchaInvalid', 'smsCodeInvalid', 'noResend', 'smsSent', 'registered', 'alreadyRegistered', 'getVerificationCode', 'error', 'loading']),
    );
    for (const locale of ['en', 'fil', 'zh'] as const) {
      const landing = landingMessages(locale) as Record<string, string>;
      for (const key of shared) expect([locale, key, landing[key]]).toEqual([locale, key, ({ en, fil, zh } as Record<string, Catalogue>)[locale][key] ?? en[key]]);
    }
  });
});
