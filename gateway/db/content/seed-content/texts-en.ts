/** English demo texts (see seed-texts.ts for placeholders). Demonstration content, not offers. */
import type { SeedTexts } from './seed-texts';

export const enTexts: SeedTexts = {
  banners: {
    'home-welcome': 'Welcome to {brand}: new promotions every week',
    'home-live': 'Live casino with real dealers, around the clock',
    'home-sports': 'Every match, every market, live odds',
    'home-app': 'Take {brand} with you: get the app',
    login: 'Welcome back to {brand}',
    register: 'Join {brand} in under a minute',
    forget: 'Recover your account safely',
  },
  announcements: {
    'maintenance-window': {
      title: 'Scheduled maintenance every Tuesday',
      content:
        '<p>To keep {brand} fast and secure, routine maintenance runs <strong>every Tuesday from 04:00 to 06:00 UTC</strong>.</p><p>Some games and payment channels may be unavailable during this window. Your balance and open bets are safe. Urgent maintenance is announced here in advance.</p>',
    },
    'home-marquee': {
      title: 'Fast payments at {brand}',
      content: '<p>Deposits arrive in about {depositSeconds} seconds and withdrawals in about {withdrawSeconds} seconds on average. Play responsibly: {age}+ only.</p>',
    },
    'welcome-popup': {
      title: 'Welcome to {brand}',
      content:
        '<p>Open an account in under a minute and explore live casino, slots, sports and more.</p><ul><li>Try free demos before you play</li><li>Fast deposits and withdrawals</li><li>Customer service around the clock</li></ul><p>Players must be {age} or older.</p>',
    },
    'first-login-popup': {
      title: 'Your account is ready',
      content:
        '<p>Welcome aboard! Take two minutes to secure your account:</p><ol><li>Bind your mobile number in the Security Centre.</li><li>Set a withdrawal password, different from your login password.</li><li>Check your deposit limits under Responsible Gaming.</li></ol>',
    },
    'member-popup': {
      title: 'Daily rebate is live',
      content:
        '<p>Rebates on your valid bets are credited every day. See the rates on the home page and collect them in the Reward Centre.</p>',
    },
    'deposit-bonus': {
      title: 'First deposit bonus',
      content:
        '<p>Make your first deposit and receive a matching bonus. Wagering requirements and the full terms are shown on the Promotions page before you join.</p>',
    },
  },
  helpCategories: {
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    account: 'Account and security',
    'responsible-gaming': 'Responsible gaming',
  },
  helpArticles: {
    'deposit-methods': {
      title: 'How do I deposit?',
      content:
        '<p>Log in, choose <strong>Deposit</strong> in the header, pick a payment channel and enter the amount. Follow the instructions of the channel; most deposits arrive in about {depositSeconds} seconds.</p><p>Only pay from accounts in your own name.</p>',
    },
    'deposit-missing': {
      title: 'My deposit has not arrived',
      content:
        '<p>Some channels need a few minutes to confirm. If the amount is not in your balance after 15 minutes, open <strong>Transaction history</strong>, copy the transaction number and contact customer service with your payment receipt.</p>',
    },
    'withdraw-how': {
      title: 'How do I withdraw?',
      content:
        '<p>Choose <strong>Withdraw</strong>, select a bound bank account or wallet, enter the amount and your withdrawal password. The name on the receiving account must match your registered name.</p>',
    },
    'withdraw-time': {
      title: 'How long does a withdrawal take?',
      content:
        '<p>Most withdrawals are paid in about {withdrawSeconds} seconds. The first withdrawal, large amounts or a changed bank account may need a short manual review. When the money arrives, confirm it in the withdrawal record.</p>',
    },
    'account-register': {
      title: 'How do I open an account?',
      content:
        '<p>Choose <strong>Register</strong>, enter a username and a password (or your mobile number), accept the terms and confirm you are {age} or older. One account per person.</p>',
    },
    'account-password': {
      title: 'I forgot my password',
      content:
        '<p>On the login page choose <strong>Forgot password</strong>. Reset it with a code sent to your bound mobile number, or receive a single-use link at your bound e-mail address. {brand} never asks for your password by phone or chat.</p>',
    },
    'rg-limits': {
      title: 'Setting deposit limits',
      content:
        '<p>Set daily, weekly or monthly deposit limits in the member centre. Lowering a limit takes effect at once; raising it takes effect after 24 hours.</p>',
    },
    'rg-self-exclusion': {
      title: 'Taking a break or self-exclusion',
      content:
        '<p>If gaming stops being fun, take a break. Customer service can suspend your account for a period you choose, from one day to permanently. Independent help is available from gambling support organisations in your country.</p>',
    },
  },
  pages: {
    home: {
      title: 'Home',
      sections: {
        'app-download': {
          title: 'Get the {brand} app',
          content: '<p>Scan the code to install the app for iOS or Android, or play straight in your browser: no download needed.</p>',
        },
        rebates: {
          title: 'Daily rebates',
          content: '<p>Rebates on valid bets are paid every day, with no claim form. The rates below apply to every member.</p>',
        },
        service: {
          title: 'Service you can count on',
          content:
            '<p>Average deposit time {depositSeconds} seconds, average withdrawal time {withdrawSeconds} seconds, {paymentPartners} payment partners and {gamePartners} game partners.</p>',
        },
      },
    },
    join: {
      title: 'Partner programme',
      sections: {
        intro: {
          title: 'Grow with {brand}',
          content: '<p>Invite players, build your team and earn commission on the activity of the members you bring. Everything you need is in the agent centre, updated in real time.</p>',
        },
        'member-statistics': {
          title: 'Member statistics',
          content: '<p>Follow registrations, first deposits and active members day by day, and see which campaigns bring players who stay.</p>',
        },
        'member-game-detail': {
          title: 'Member game detail',
          content: '<p>See bets, valid turnover and win/loss per game type for each member of your team.</p>',
        },
        'member-reports': {
          title: 'Member reports',
          content: '<p>Daily, weekly and monthly reports of deposits, withdrawals and profit and loss, ready to export.</p>',
        },
        'platform-cost-detail': {
          title: 'Platform cost detail',
          content: '<p>Payment fees, promotion costs and platform fees are itemised before your commission is calculated: no hidden deductions.</p>',
        },
      },
    },
    sponsor1: {
      title: 'Football partnership',
      sections: {
        main: {
          title: '{brand} and Northbridge Rovers FC',
          content: '<p>{brand} is the official gaming partner of Northbridge Rovers FC. Together we support youth football and matchday events for fans. (Demonstration partnership.)</p>',
        },
      },
    },
    sponsor2: {
      title: 'E-sports partnership',
      sections: {
        main: {
          title: '{brand} and Team Meridian',
          content: '<p>We back Team Meridian through the regional e-sports season, with live watch parties and community tournaments. (Demonstration partnership.)</p>',
        },
      },
    },
    sponsor3: {
      title: 'Community',
      sections: {
        main: {
          title: 'The {brand} community fund',
          content: '<p>Part of our revenue funds local sports clubs and responsible-gaming education. (Demonstration programme.)</p>',
        },
      },
    },
    seamless: {
      title: 'Seamless wallet',
      sections: {
        main: {
          title: 'One balance for every game',
          content: '<p>With the seamless wallet your balance works in every game at {brand}: no transfers between game wallets, and winnings are available at once.</p>',
        },
      },
    },
    'point-mall': {
      title: 'Points mall',
      sections: {
        main: {
          title: 'Earn points, swap them for rewards',
          content: '<p>Every bet you place at {brand} earns mall points. Swap them for bonus credit, free spins and gifts in the points mall, opening soon for members. (Demonstration content.)</p>',
        },
      },
    },
    terms: {
      title: 'Terms and conditions',
      sections: {
        main: {
          title: 'Using {brand}',
          content:
            '<p>By opening an account you confirm that you are at least {age} years old and that online gaming is legal where you live.</p><ul><li>One account per person; the account is personal and not transferable.</li><li>Deposits and withdrawals must use payment accounts in your own name.</li><li>Promotions carry their own terms, shown before you join.</li></ul><p>This is demonstration content.</p>',
        },
      },
    },
    privacy: {
      title: 'Privacy policy',
      sections: {
        main: {
          title: 'Your data at {brand}',
          content:
            '<p>We collect only what we need to run your account, process payments and meet legal duties. Connections are encrypted and passwords are stored only as salted hashes.</p><ul><li>We never sell personal data.</li><li>You may ask for a copy of your data or its deletion through customer service.</li></ul><p>This is demonstration content.</p>',
        },
      },
    },
    'responsible-gaming': {
      title: 'Responsible gaming',
      sections: {
        main: {
          title: 'Play for fun',
          content:
            '<p>Gaming is entertainment, not a way to earn money. Only players aged {age} or older may play.</p><ul><li>Set deposit limits in the member centre.</li><li>Take a break or self-exclude through customer service.</li><li>Never chase losses.</li></ul>',
        },
      },
    },
  },
};
