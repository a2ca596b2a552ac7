// The registration and user agreement (#/agreementTemplate).
import type { Brand } from './brand';
import { routeHash } from './query';
import { footer, type PageContext, type Screen } from './register';
import { h } from './ui';

/** What the agreement says differently per market (docs/DESIGN.md: ph by default, in, cn). */
interface MarketTerms {
  citizen: string;
  dataLaw: string;
  country: string;
}

const marketTerms: Record<string, MarketTerms> = {
  ph: { citizen: 'a Filipino citizen', dataLaw: 'the Data Privacy Act of 2012 (Republic Act No. 10173)', country: 'the Republic of the Philippines' },
  in: { citizen: 'an Indian citizen', dataLaw: 'the Digital Personal Data Protection Act, 2023', country: 'India' },
  cn: { citizen: 'a citizen of the People\'s Republic of China', dataLaw: 'the Personal Information Protection Law of the People\'s Republic of China', country: 'the People\'s Republic of China' },
};

/** The market's wording; an unknown market reads as the Philippines, the default. */
export function termsFor(market: string): MarketTerms {
  return marketTerms[market] ?? marketTerms.ph;
}

/** The agreement's sections: heading and paragraphs, naming the lender. */
export function agreementText(b: Brand): [string, string[]][] {
  const lender = b.companyName || b.appName;
  const contact = [b.supportEmail, b.supportPhone].filter(Boolean).join(' or ');
  const m = termsFor(b.market);
  return [
    ['1. About this agreement', [
      `This agreement is between you and ${lender}${b.companyAddress ? `, ${b.companyAddress}` : ''} ("we", "us"), the operator of the ${b.appName} app and this page. It applies when you register an account with your mobile number. Please read it before you tap the apply button: by registering you accept it.`,
    ]],
    ['2. Who may register', [
      `You must be ${m.citizen}, over 18 years of age, and the owner or authorised user of the mobile number you register. One person may hold one account.`,
    ]],
    ['3. Your mobile number and verification codes', [
      'We confirm your number by sending a one-time code by SMS. A code is valid for 5 minutes and for 5 attempts. To protect you from fraud we limit how many codes a number, a device or a network can request each day.',
      'Never share a code with anyone, including people who say they work for us: we will never ask you for it. You are responsible for what is done with your account through codes you disclose.',
    ]],
    ['4. What registering means', [
      'Registering creates your account; it is not a loan application and not a promise of credit. In the app you will see the amount, the term (from 91 to 365 calendar days), the interest, the fees and the repayment schedule before you confirm any loan, and you may stop at that point at no cost. We may approve or decline an application at our discretion.',
    ]],
    ['5. Your personal data', [
      `We process your data under ${m.dataLaw}. At registration we collect your mobile number, a device identifier, your network address and the advertisement or link that brought you here, to create and secure your account, prevent abuse and measure our campaigns. We do not sell your data.`,
      'You may ask to access, correct or delete your data, or object to its processing, through the contacts below. Our privacy policy in the app explains this in full.',
    ]],
    ['6. Messages we send', [
      'We send verification codes and messages about your account and loans by SMS and in the app. You may opt out of marketing messages at any time; service messages cannot be turned off while you have an account.',
    ]],
    ['7. Fair use', [
      'Do not register with someone else\'s number or false information, use automated tools against this page, or try to get around its limits. We may suspend accounts that do.',
    ]],
    ['8. Closing your account and changes', [
      'You may close your account at any time if you have no unpaid loan. We may update this agreement; we will tell you in the app before a change that affects you takes effect.',
    ]],
    ['9. Governing law and contact', [
      `This agreement is governed by the laws of ${m.country}.${contact ? ` Questions and complaints: ${contact}.` : ''}`,
    ]],
  ];
}

export function agreementScreen(ctx: PageContext): Screen {
  const { t, brand } = ctx;
  const back = h('a', { class: 'back', href: routeHash('/', ctx.query) }, `‹ ${t.back}`);
  const el = h('main', { class: 'landing agreement' },
    h('header', { class: 'bar' }, back, h('h1', {}, t.agreement.replace(/[《》]/g, ''))),
    h('article', { class: 'card' },
      ...agreementText(brand).flatMap(([heading, paras]) => [h('h2', {}, heading), ...paras.map((p) => h('p', {}, p))]),
    ),
    footer(brand),
  );
  return { el, show: () => window.scrollTo(0, 0) };
}
