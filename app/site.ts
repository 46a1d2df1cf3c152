/**
 * The agency's identity and contact details: the one place to change them.
 * Placeholder values until the agency fills in its own: each one still in use is named in
 * `placeholders` below, and `npm start` in production warns about each at start-up. Remove a
 * name from the list once its value is the real one (app/site-identity.ts validates the values).
 */
export const site = {
  brand: "Northwave",
  legalName: "Northwave SRL",
  /** The legal form (app/legal-facts.ts names it in full in each language): SRL, SA or SC. */
  legalForm: "SRL",
  tagline: "CRM & marketing automation",
  email: "hello@northwave.be",
  /**
   * The reply the site promises, in hours from receipt ("We reply within 24h": the spec fixes it).
   * The desk's report measures it as made: the share of leads answered within these hours of
   * their request, nights and weekends included (beside it, the share within one working day).
   */
  replyPromiseHours: 24,
  /** How long contact requests are kept (the server's CONTACT_RETENTION_DAYS default; the legal notice states it). */
  retentionDays: 365,
  phone: { display: "+32\u00a02\u00a0123\u00a045\u00a067", tel: "+3221234567" },
  linkedin: "https://www.linkedin.com/company/northwave-crm",
  address: {
    street: "Rue de la Loi 42",
    postalCode: "1000",
    /** The city's name in each language of the site. */
    city: { en: "Brussels", fr: "Bruxelles", nl: "Brussel" },
    country: "BE",
  },
  /** The enterprise number (KBO/BCE): ten digits whose last two are 97 minus the first eight modulo 97. */
  enterpriseNumber: "0123.456.749",
  /**
   * The enterprise court of the registered office, whose register of legal entities (RPR/RPM)
   * holds the company, as the legal notice writes it after « RPR/RPM », in each language: that
   * of the address below until the real extract is copied here.
   */
  registerCourt: { en: "Brussels", fr: "Bruxelles", nl: "Brussel" },
  /** Liable for VAT: the legal notice then shows the VAT number (BE and the enterprise number). */
  vatLiable: true,
  /**
   * The authority supervising the activity when it needs an authorisation, or the body of a
   * regulated profession (CEL art. III.74): none for CRM and marketing work; the legal notice
   * names it when set ({ name: { en, fr, nl }, url }).
   */
  supervisingAuthority: null as { name: { en: string; fr: string; nl: string }; url: string } | null,
  /** The responsible editor (éditeur responsable, verantwoordelijke uitgever): placeholder until the director is named. */
  editor: {
    en: "Northwave SRL, represented by its director",
    fr: "Northwave SRL, représentée par son administrateur",
    nl: "Northwave SRL, vertegenwoordigd door haar bestuurder",
  },
  /** The legal representative the legal notice names (an SRL's administrateur, a BV's bestuurder); empty until named. */
  legalRepresentative: { name: "", role: { en: "Director", fr: "Administrateur", nl: "Bestuurder" } },
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
  /** The date the accessibility statement (legal notice, #accessibility) was last reviewed. */
  accessibilityReviewed: "2026-11-23",
  foundingYear: 2025,
  /**
   * The languages the agency works, writes and trains in (ISO 639 codes), in the order the site
   * names them. Every page that speaks of the agency's languages takes their names from this list
   * (app/i18n/working-languages.ts), in every language of the site; the launch checklist names it.
   */
  workingLanguages: ["nl", "fr", "en"],
  /** Fields that still hold placeholder values (see the README's launch checklist). */
  placeholders: ["phone", "enterpriseNumber", "registerCourt", "vatLiable", "address", "legalRepresentative", "mailProvider", "linkedin"],
  copyrightYear: 2025,
} as const;
