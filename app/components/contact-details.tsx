import type { ReactNode } from "react";
import { Languages, Mail, Phone } from "lucide-react";
import { languageListTitle } from "~/i18n/working-languages";
import { useLocale } from "~/i18n/use-locale";
import { site } from "~/site";
import { LinkedinIcon } from "./ui/linkedin-icon";

interface Labels {
  email: string;
  phone: string;
  linkedin: string;
  linkedinText: string;
  languages: string;
}

/**
 * The agency's email, phone and LinkedIn links, from the site configuration, and the languages it
 * works in (app/site.ts): the contact page is where a buyer looks for them.
 */
export function ContactDetails({ labels }: { labels: Labels }) {
  const locale = useLocale();
  const items: { icon: ReactNode; label: string; href?: string; text: string }[] = [
    {
      icon: <Mail aria-hidden="true" className="size-5" />,
      label: labels.email,
      href: `mailto:${site.email}`,
      text: site.email,
    },
    {
      icon: <Phone aria-hidden="true" className="size-5" />,
      label: labels.phone,
      href: `tel:${site.phone.tel}`,
      text: site.phone.display,
    },
    {
      icon: <LinkedinIcon size={20} />,
      label: labels.linkedin,
      href: site.linkedin,
      text: labels.linkedinText,
    },
    {
      icon: <Languages aria-hidden="true" className="size-5" />,
      label: labels.languages,
      text: languageListTitle(locale),
    },
  ];
  return (
    <ul className="space-y-4">
      {items.map(({ icon, label, href, text }) => (
        <li key={label} className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-tint text-accent">{icon}</span>
          <span className="flex flex-col">
            <span className="text-sm font-semibold text-muted">{label}</span>
            {href ? (
              <a
                href={href}
                className="inline-flex min-h-6 items-center font-medium break-all text-accent underline-offset-4 hover:underline"
              >
                {text}
              </a>
            ) : (
              <span className="inline-flex min-h-6 items-center font-medium text-ink">{text}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
