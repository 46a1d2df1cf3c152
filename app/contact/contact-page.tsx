import { ArrowDown, Clock, ShieldCheck, UserCheck } from "lucide-react";
import type { ContactActionData } from "./action-data";
import { ContactIsland } from "./island/contact-island";
import { formSectionId } from "~/content/packages";
import type { contact as en } from "~/content/en/contact";
import type { Copy } from "~/content/types";
import type { ContactCopy } from "./copy/en";
import { BookingLink } from "~/components/booking-link";
import { ContactDetails } from "~/components/contact-details";
import { Card } from "~/components/ui/card";
import { LinkButton } from "~/components/ui/link-button";
import { PageHero } from "~/components/ui/page-hero";
import { privacyNoticePath, processorsNoticePath } from "~/i18n/pages";
import { intlLocale } from "~/i18n/locale";
import { site } from "~/site";
import { useLocale } from "~/i18n/use-locale";

const bannerLinkClass = "inline-flex min-h-6 items-center font-semibold text-white underline underline-offset-4 hover:text-brand-100";

/** The processors the privacy notice lists, by name: "OVHcloud and Brevo (Sendinblue SAS)". */
function processorNames(locale: keyof typeof intlLocale): string {
  return new Intl.ListFormat(intlLocale[locale], { type: "conjunction" }).format([site.hosting.name, site.mailProvider.name]);
}

/** The contact page's texts in one language. */
export type ContactPageCopy = Copy<typeof en>;

/**
 * The contact page in one language: its texts (`page`) and the form's (`form`) come from the route
 * module of that language (routes/contact*.tsx), so that the page's script carries no other language.
 */
export function ContactPage({ page: t, form, pageAnswer }: { page: ContactPageCopy; form: ContactCopy; pageAnswer?: ContactActionData }) {
  const locale = useLocale();
  const notes = [
    { icon: Clock, ...t.notes.quick },
    { icon: UserCheck, ...t.notes.personal },
  ];
  return (
    <>
      <PageHero badge={t.hero.badge} title={t.hero.title} lead={t.hero.lead}>
        {/* The form is right below, yet under a tall heading on a phone: this gets there in one tap. */}
        <LinkButton to={`#${formSectionId}`}>
          {t.hero.toForm}
          <ArrowDown aria-hidden="true" className="size-4" />
        </LinkButton>
        <BookingLink variant="button" />
      </PageHero>
      <div className="site-container grid gap-12 py-12 lg:grid-cols-5 lg:py-16 print:block">
        {/* The form first (on a phone it comes right after the heading, and first in reading and
            tab order); from lg the details take the left column, as the eye reads them. */}
        {/* On paper: not the empty form (a sent request's confirmation prints). */}
        <section
          id={formSectionId}
          aria-labelledby="contact-form"
          className="lg:col-span-3 lg:col-start-3 lg:row-start-1 print:has-[form[method=post]]:hidden"
        >
          <h2 id="contact-form" className="text-2xl font-bold tracking-tight text-ink">
            {t.form.title}
          </h2>
          <div className="mt-6">
            <ContactIsland copy={form} locale={locale} pageAnswer={pageAnswer} />
          </div>
        </section>
        <section aria-labelledby="contact-details" className="lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <h2 id="contact-details" className="text-2xl font-bold tracking-tight text-ink">
            {t.details.title}
          </h2>
          <div className="mt-6">
            <ContactDetails labels={t.details} />
          </div>
          <ul className="mt-10 space-y-4">
            {notes.map(({ icon: Icon, title, text }) => (
              <Card as="li" key={title} className="flex gap-4">
                <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
                <div>
                  <h3 className="font-bold text-ink">{title}</h3>
                  <p className="mt-1 text-muted">{text}</p>
                </div>
              </Card>
            ))}
          </ul>
        </section>
      </div>
      <section className="site-container pb-16">
        <div className="flex flex-col gap-4 rounded-3xl bg-brand-900 px-6 py-10 text-white sm:flex-row sm:items-start sm:px-10">
          <ShieldCheck aria-hidden="true" className="size-10 shrink-0 text-brand-100" />
          <div>
            <h2 className="text-xl font-bold sm:text-2xl">{t.privacy.title}</h2>
            <p className="mt-2 max-w-3xl text-brand-100">{t.privacy.text}</p>
            <div className="mt-4 flex flex-col items-start gap-2">
              <a href={privacyNoticePath(locale)} className={bannerLinkClass}>
                {t.privacy.link}
              </a>
              {/* The banner's "never shared with third parties" is the spec's; the processors acting for us are named beside it. */}
              <a href={processorsNoticePath(locale)} className={bannerLinkClass}>
                {t.privacy.processors} {processorNames(locale)}
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
