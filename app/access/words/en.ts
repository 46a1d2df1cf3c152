/** The words of signing in to the lead desk in English: the desk's name, the sign-in and enrolment pages, the operator's passkeys. Its type is the one French and Dutch follow. */

export const en = {
  title: "Lead desk",
  signIn: {
    pageTitle: "Sign in",
    title: "Sign in to the lead desk",
    intro: "Operators sign in with their passkey. No passwords.",
    button: "Sign in with a passkey",
    working: "Waiting for your passkey…",
    noScript: "Signing in with a passkey needs JavaScript in this browser.",
    failed: "Sign-in failed: this passkey was not accepted. Try again, or use another passkey of yours.",
    cancelled: "Sign-in was cancelled, or your device did not answer in time. Try again.",
    tooMany: "Too many failed sign-ins from this network: wait 15 minutes, then try again.",
    unreachable: "The desk could not be reached. Check your connection and try again.",
    lostDevice: (who: string) =>
      `Lost your device? Ask ${who} for a new sign-in link. Once signed in, remove the lost device's passkey under "Passkeys".`,
    pageLanguage: "Language of this page",
  },
  enrol: {
    title: "Create your passkey",
    intro: (name: string) => `Welcome, ${name}. This one-time link lets you create the passkey you will sign in with.`,
    button: "Create a passkey",
    working: "Waiting for your device…",
    invalidTitle: "This enrolment link is no longer valid",
    invalid: "It was used already, a newer link replaced it, or it is more than 24 hours old. Ask for a new one.",
    failed: "The passkey could not be created. Try again.",
    cancelled: "Creating the passkey was cancelled, or your device did not answer in time. This link still works: try again.",
    saveFailed: "Your passkey could not be saved. Nothing was kept and this link still works: try again in a moment.",
    exists: "This device already has a passkey for the lead desk: sign in with it instead.",
    pageLanguage: "Language of this page",
  },
  passkeys: {
    title: "Your passkeys",
    intro:
      "Each passkey signs you in from the device it was made on. Remove the passkey of a device you lost or no longer use: it stops working at once and its sessions end.",
    device: "Device",
    created: "Created",
    lastUsed: "Last used",
    never: "never",
    unnamed: "Device not named",
    current: "this session",
    remove: "Remove",
    removeLabel: (device: string, created: string) => `Remove the passkey of ${device}, created ${created}`,
    removed: "The passkey was removed and the sessions it opened have ended.",
    notFound: "That passkey is not one of yours any more.",
    none: "You have no passkey left: ask for a new sign-in link to add one.",
    newDevice: "To add a passkey on another device, ask for a new sign-in link and open it there.",
  },
};

export type AccessWords = typeof en;
