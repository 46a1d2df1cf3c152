import { href } from "~/i18n/href";
import { useLocale } from "~/i18n/use-locale";
import { LinkButton } from "./link-button";

/** The closing call to action most pages end with: to the contact page, in the page's language. */
export function CtaBanner({ copy }: { copy: { title: string; text: string; action: string } }) {
  const locale = useLocale();
  return (
    <section className="site-container py-12 print:hidden">
      <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 className="text-2xl font-bold sm:text-3xl">{copy.title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-100">{copy.text}</p>
        <div className="mt-8">
          <LinkButton to={href("contact", locale)} variant="light">
            {copy.action}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
