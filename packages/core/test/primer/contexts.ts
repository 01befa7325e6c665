/** Three realistic imports: what people paste into the project-context card. */

export const CHAT_EXPORT = `You said:
I want to build an app for dog walkers. The problem is that walkers juggle bookings across WhatsApp, texts and a paper diary, and they lose money when clients cancel late.
ChatGPT said:
That sounds useful! Who are your target users exactly? How do you plan to make money?
You said:
Our customers are independent dog walkers in cities, usually running alone with 10 to 30 regular clients. Pricing would be a subscription of $12 per month after a 14-day trial.
ChatGPT said:
Great. What should the first version do?
You said:
It must let owners book walks, and walkers should be able to send a photo update after each walk. Payments through Stripe, and it has to work on iPhone and Android.
First the walker signs up, then they invite their clients, then clients book from a link.
`;

export const SPEC_WITH_HEADINGS = `# Ledgerly

## Problem
Freelance designers struggle to track unpaid invoices across clients; late payments hurt their cash flow.

## Target users
- Freelance designers and small studios (1–5 people)
- Their clients, who only receive and pay invoices

## Business model
Freemium: 3 active clients free, Pro at $15/month with reminders and multi-currency.

## Key features
- Create and send branded invoices
- Automatic payment reminders
- Dashboard of overdue amounts

## User journey
Sign up, import clients from a CSV, send the first invoice, get paid through a Stripe link.

## Technical notes
Web app first (React), REST API for a future mobile app. Auth via email magic links. Integrations: Stripe, Xero.
`;

export const PLAIN_NOTES = `notes from call with Maria (bakery owner)
she throws away about 15% of bread every evening, it's painful because margins are thin
wants something on the tablet behind the counter that predicts tomorrow's orders from past sales
maybe later a web page where regulars can pre-order
`;
