/**
 * The agency's identity and contact details: the one place to change them.
 * Placeholder values until the agency fills in its own.
 */
export const site = {
  brand: "Northwave",
  legalName: "Northwave SRL",
  tagline: "CRM & marketing automation",
  email: "hello@northwave.be",
  /** How long contact requests are kept (the server's CONTACT_RETENTION_DAYS default; the legal notice states it). */
  retentionDays: 365,
  phone: { display: "+32\u00a02\u00a0123\u00a045\u00a067", tel: "+3221234567" },
  linkedin: "https://www.linkedin.com/company/northwave-crm",
  address: {
    street: "Rue de la Loi 42",
    postalCode: "1000",
    city: "Brussels",
    cityFr: "Bruxelles",
    country: "BE",
  },
  companyNumber: "BE 0123.456.789",
  /** The responsible editor (éditeur responsable): placeholder until the director is named. */
  editor: "Northwave SRL, represented by its director",
  editorFr: "Northwave SRL, représentée par son administrateur",
  hosting: {
    name: "OVHcloud",
    address: "2 rue Kellermann, 59100 Roubaix, France",
    url: "https://www.ovhcloud.com",
  },
  /**
   * PLACEHOLDER: the transactional mail provider that relays the contact notifications
   * (SMTP_URL). Replace with the real provider before launch; the privacy notice names it.
   */
  mailProvider: {
    name: "Brevo (Sendinblue SAS)",
    address: "106 boulevard Haussmann, 75008 Paris, France",
    url: "https://www.brevo.com",
  },
  foundingYear: 2025,
  copyrightYear: 2025,
} as const;
