/*
 * What a desk device's notification says, and the desk's notification settings. A lock screen
 * shows a lead's name only where its person turned "show names" on for that device.
 */

export const deskPushMessages = {
  newLead: "New lead",
  due: "Follow-up due",
  failed: "Not delivered",
  /** After the failed delivery's target: what the broker does next. */
  failedBody: "Open the lead to send it again.",
  /** A lead kind not in the inbox's list. */
  unknownKind: "Lead",
} as const;

/**
 * How each delivery target is named in a "not delivered" notification; null: as its delivery is
 * kept (`mycrm:status`). An ad platform is named by the brand its module declares.
 */
export const deskPushTargetNames = {
  form: "the lead e-mail",
  webhook: "the CRM",
  push: null,
  mycrm: null,
  nexus: null,
} as const;

export const deskPushSettings = {
  heading: "Notifications on this device",
  intro:
    "Hear of each new lead, each follow-up as it falls due and each delivery that failed, even with the desk closed.",
  install:
    "Add the desk to this phone's home screen first (Share, then Add to Home Screen) to get notifications on an iPhone.",
  turnOn: "Turn on notifications",
  turnOff: "Turn off on this device",
  on: "Notifications are on for this device.",
  off: "Notifications are off for this device.",
  blocked:
    "This browser blocks the desk's notifications: allow them in the site's settings, then try again.",
  unsupported: "This browser cannot take notifications.",
  notConfigured:
    "The server has no push keys yet: the owner sets PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY (npm run desk -- push-keys prints a pair).",
  showNames: "Show names on the lock screen",
  showNamesHint: "Off: “New lead: refinance, $600k”. On: the person's name too.",
  previewHeading: "A new lead on this device's lock screen",
  /** Beside the preview's title, as a lock screen dates a notification. */
  previewNow: "now",
  /** The made-up lead the preview shows, as a visitor would leave it. */
  previewLead: {
    id: "preview",
    kind: "pre-approval",
    payload: { name: "Jane Citizen", loanType: "refinance", loanAmount: "$600,000" },
  },
  quietHeading: "Quiet hours",
  quietIntro:
    "No notification sounds between these times on the broker's clock; what comes meanwhile is sent when they end.",
  quietFrom: "From",
  quietTo: "To",
  quietSave: "Set quiet hours",
  quietClear: "No quiet hours",
  quietSaved: "Quiet hours set.",
  quietNone: "No quiet hours: every notification is sent at once.",
  failed: "That did not work; try again.",
} as const;

/** The desk installed on a phone: its name on the home screen, and the page shown offline. */
export const deskApp = {
  name: (tradingName: string) => `${tradingName} desk`,
  shortName: "Desk",
  description: "New leads, follow-ups and the people behind them.",
  offlineTitle: "Offline",
  offlineHeading: "You are offline",
  offlineText:
    "The desk needs the internet to show leads. It opens again once this phone is back online.",
  offlineRetry: "Try again",
} as const;
