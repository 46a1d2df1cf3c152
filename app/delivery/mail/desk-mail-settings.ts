/** What the desk's mails are sent with: the sender, the agency's mailbox, the Message-IDs' domain, the desk's origin. */
export interface DeskMailSettings {
  /** MAIL_FROM: every mail the site sends comes from it. */
  from: string;
  /** MAIL_FROM's address: a reply comes from it under the operator's name. */
  fromAddress: string;
  /** The agency's name as a reply's sender and subject give it ("Anna from Northwave"). */
  agencyName: string;
  /** The agency's own address (MAIL_TO): a lead's answer to a reply goes there. */
  agency: string;
  /** The Message-IDs' domain (the site's host name). */
  messageIdDomain: string;
  /** DESK_ORIGIN: the links to the lead. */
  deskOrigin: string;
}
