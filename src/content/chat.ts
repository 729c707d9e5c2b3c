/**
 * What the chat shows and says without the AI provider: the panel's labels, the greeting, the
 * apology, and the replies of the FAQ mode. The persona's instructions to the provider are not
 * copy and stay on the server (functions/chat/persona.ts).
 */
export const chatCopy = {
  closeLabel: "Close chat",
  /** The header's title; the bot name. */
  title: "{brokerName} from {tradingName}",
  subtitle: "Ask me anything about getting your loan today",
  greeting: "Hey mate! {brokerName} here from {tradingName}. What can I help you with today?",
  inputLabel: "Your message",
  placeholder: "Type your message...",
  send: "Send Message",
  loading: "{brokerName} is typing…",
  scrollToBottom: "Scroll to latest message",
  /** The spec's visible reply to every failure (provider error, timeout, network). */
  failure: "Sorry mate, having a bit of trouble connecting right now. Mind trying again?",
  /** Announced to screen readers before each reply. */
  replyPrefix: "{brokerName} says:",
  /** The route shared in replies; any occurrence becomes a link. */
  scheduleCallPath: "/schedule-call",
  /** Shown by the text box as a message nears the limit, and past it. */
  counter: (count: string, max: string) => `${count} / ${max} characters`,
  counterOver: (count: string, max: string) => `${count} / ${max} characters: too long to send`,
  tooLong: (max: string) => `Too long to send: please shorten it to ${max} characters.`,
  /** Under the text box while the server refuses more messages (rate limit). */
  pausedUntil: (time: string) => `You can send again at ${time}.`,
} as const;

/** Replies of the FAQ mode, used when no AI provider is configured. */
export const chatFaqReplies = {
  /** Added after the FAQ answer: the nudge to book. */
  nudge: "Happy to run through your situation on a quick call: book one at /schedule-call.",
  noMatch:
    "Good question, and not one I can answer well here. The best bet is a quick chat with {brokerName}: book a free call at /schedule-call or ring {phone}.",
  /** With no good answer, the first time: the call-back card follows. */
  noMatchOffer:
    "Good question, and not one I can answer well here. Leave your number below and {brokerName} will call you back to talk it through.",
  /** A visitor who asked to be called or left their details: the card with them follows. */
  asked: "Thanks! Check your details below and tap 'Call me back': {brokerName} will ring you.",
  askedNamed: (name: string) =>
    `Thanks ${name}! Check your details below and tap 'Call me back': {brokerName} will ring you.`,
  /** A question that is not about loans, property, money or the broker. */
  offTopic:
    "Ha, that one's outside my patch, sorry! I can help with home loans, refinancing, consolidating debts, buying your first home and investing in property.",
  offTopicOffer:
    "If one of those is on your mind, leave your number below and {brokerName} will give you a call.",
  offTopicNoOffer: "Ask me about any of those, or book a free call at /schedule-call.",
  /** A hello or a thanks, with nothing asked yet. */
  smallTalk:
    "Hey! Ask me anything about home loans, refinancing, consolidating debts or buying property.",
  /** Said when the assistant offers the card without words of its own. */
  offer: "Leave your number below and {brokerName} will call you back.",
} as const;

/** The call-back card in the conversation (see widgets/broker-chat/callback-card.tsx). */
export const chatCallbackCopy = {
  heading: "Get a call back",
  labels: {
    name: "Your name",
    phone: "Phone",
    email: "Email",
    preferredTime: "Best time to call",
  },
  hint: "A phone number or an email is enough.",
  submit: "Call me back",
  submitting: "Sending…",
  notice: {
    before:
      "We collect your name, contact details and your messages in this chat only to call you back about your enquiry. See our ",
    link: "privacy policy",
    after: ".",
  },
  sent: "Thanks! {brokerName} will call you back soon.",
  failureToast: {
    title: "Your details did not reach us",
    description: "Please try again, or ring us on {phone}.",
  },
  /** Announced when the card appears, as the focus moves to its first field. */
  appeared: "A form to get a call back appeared below the reply.",
} as const;

/**
 * Questions visitors ask the chat that no page's FAQ answers. The chat answers from these and
 * from every FAQ the site shows (home, services, suburbs); general information only.
 */
export const chatFaqs = [
  {
    q: "How do you get paid?",
    a: "The lender pays us a commission when your loan settles, and usually a small ongoing (trail) commission while the loan runs. You pay us nothing, and we tell you what we will be paid before you sign.",
  },
  {
    q: "What is an offset account?",
    a: "An offset account is a transaction account linked to your home loan: its balance is taken off what you owe before interest is worked out. With $500,000 owing and $30,000 in the offset you pay interest on $470,000, and the money stays yours to spend.",
  },
  {
    q: "Can I refinance my home loan?",
    a: "Usually, yes: refinancing switches your loan to another lender, or to a better deal with your own, if you meet the new lender's rules on income, equity and credit history; with past credit problems, a specialist lender may still take you on. We compare 40+ lenders and only recommend switching when the saving outweighs costs such as discharge fees or break costs.",
  },
  {
    q: "How do I talk to someone or book a call?",
    a: "Book a free call at /schedule-call and {brokerName} will ring you at the time you choose, or phone us on {phone}.",
  },
  // Two intents at once, each answered by the service a visitor expects rather than by one word.
  {
    q: "Can I refinance with bad credit or defaults?",
    a: "Often, yes: through our Bad Credit Home Loans service we find specialist lenders who look at why the credit problem happened and how you have paid since, and we lodge one well-prepared application rather than several. Rates usually start higher, so we plan to move you to a mainstream lender after 12 to 24 months of on-time repayments.",
  },
  {
    q: "Can I buy my first home with a low deposit?",
    a: "Yes: under the 5% Deposit Scheme eligible first home buyers can buy with a 5% deposit and no lenders mortgage insurance, and single parents may need as little as 2% under the Family Home Guarantee. Without a scheme many lenders still accept 5% with LMI added to the loan, as long as you pass their serviceability assessment.",
  },
  {
    q: "Can my SMSF buy an investment property?",
    a: "Yes: a self-managed super fund can borrow to buy an investment property through a limited recourse borrowing arrangement, usually with 20-30% of the price from the fund's own money, and the property must be rented to unrelated tenants at market rent. We arrange and compare SMSF loans once your financial adviser and accountant have confirmed the strategy suits your fund.",
  },
] as const;
