/** The lead desk's words in English: replying, the reply templates, assigning and the undelivered banner. Its type is the one French and Dutch follow. */

export const replyPart = {
  replyDesk: {
    title: "Reply",
    to: (email: string) => `To: ${email}`,
    template: "Template",
    noTemplate: "No template",
    useTemplate: "Use template",
    subject: "Subject",
    body: "Your reply",
    send: "Send reply",
    sent: "Reply sent: it is in the outbox, and the lead is marked as replied.",
    mailApp: "Reply from your mail app",
    didYouReply: "Did you reply from your mail app?",
    markReplied: "Did you reply? Mark as replied",
    replies: "Replies sent from the desk",
    thread: "Conversation",
    attachments: "Attachments (in the agency's mailbox)",
    size: (bytes: number) =>
      bytes < 1024 ? `${bytes} bytes` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`,
    by: (operator: string, at: string) => `${operator}, ${at}`,
    delivery: { pending: "waiting to be sent", sent: "sent", failed: "not sent" } as Record<string, string>,
    invalid: "Write a subject (at most 200 characters) and a reply.",
    manage: "Manage templates",
  },
  templates: {
    title: "Reply templates",
    intro:
      "Saved texts for replies, per language of the lead. The reply form adds the greeting, your name and the lead's message around the template's text.",
    language: "Language of the lead",
    name: "Name",
    body: "Text",
    create: "New template",
    save: "Save template",
    edit: "Edit",
    editTitle: (name: string) => `Edit the template “${name}”`,
    delete: "Delete",
    deleteConfirm: (name: string) => `Delete the template “${name}”?`,
    none: "No templates in this language yet.",
    created: "Template saved.",
    saved: "Template saved.",
    deleted: "Template deleted.",
    invalid: "Give the template a name (at most 100 characters) and a text.",
    back: "Back to the templates",
    notFound: "No such template.",
  },
  assign: {
    label: "Assign to",
    nobody: "Nobody",
    button: "Assign",
    owner: "Owner",
    assigned: (name: string) => `Assigned to ${name}.`,
    unassigned: "Nobody owns this lead now.",
    mine: "Mine",
  },
  undelivered: {
    banner: (n: number) => `${n} lead${n === 1 ? "" : "s"} did not reach your mailbox or CRM`,
    retryAll: "Retry all",
    retried: (n: number) => `${n} deliver${n === 1 ? "y" : "ies"} queued again.`,
  },
};

export type ReplyPart = typeof replyPart;
