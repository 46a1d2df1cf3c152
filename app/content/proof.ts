/**
 * Proof the agency supplies: results and a client's words for each case study, the platforms used,
 * the team, the platforms it works with. Empty until the agency fills it in (nothing here may be
 * invented): an empty list or an absent quote renders nothing at all, no heading, no empty list.
 * The README's launch checklist names each field.
 */
import type { ImageRef } from "~/content/image";
import type { Locale } from "~/i18n/locale";

/** A text in each language of the site. */
export type Localized = Readonly<Record<Locale, string>>;

/** One measured result: its figure, unit, what it measures and over which period. */
export interface ResultFigure {
  /** The figure as it should read: "38", "2.4", "-12". */
  readonly value: string;
  /** Its unit: "%", "k€", "h" / "pts". */
  readonly unit: Localized;
  /** What it measures: "more repeat orders". */
  readonly label: Localized;
  /** When: "in the first 6 months after launch". */
  readonly period: Localized;
}

/** A client's words, with the person's name and role, as the client approved them. */
export interface ClientQuote {
  readonly text: Localized;
  readonly name: string;
  readonly role: Localized;
}

/** What a case study can show beyond its description: all optional, all empty until supplied. */
export interface CaseProof {
  readonly results: readonly ResultFigure[];
  readonly quote?: ClientQuote;
  /** The platforms used in the engagement (product names: "Salesforce", "Brevo"). */
  readonly platforms: readonly string[];
}

/** A person of the team, for the About page's team strip. */
export interface TeamMember {
  readonly name: string;
  readonly role: Localized;
  /** A square photo under public/ (e.g. "/team/anna.jpg", at most 30 KB), and its description. */
  readonly photo?: { readonly src: string; readonly alt: Localized };
  /** A photo uploaded in the desk (~/content/image.ts), and its description. */
  readonly picture?: { readonly image: ImageRef; readonly alt: Localized };
}

/** A platform the agency works with, for the home page's row: its name, and its mark if supplied. */
export interface Platform {
  readonly name: string;
  /** An SVG mark under public/ (e.g. "/platforms/brevo.svg") the agency is allowed to show. */
  readonly logo?: string;
}

/** Keyed by the case study's `key` in the projects dictionaries. */
export const caseProof: Readonly<Record<"railway" | "pharmacy", CaseProof>> = {
  railway: { results: [], platforms: [] },
  pharmacy: { results: [], platforms: [] },
};

export const team: readonly TeamMember[] = [];

export const platforms: readonly Platform[] = [];
