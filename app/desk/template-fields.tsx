/** A template's fields (language, name, text), in the new and edit forms alike. */
import { locales } from "~/i18n/locale";
import { deskWords } from "./words";
import { replyLimits } from "./limits";
import { Select, TextArea, TextInput } from "~/components/operator-ui";

export function TemplateFields({ lang, template }: { lang: string; template?: { language: string; name: string; body: string } }) {
  const c = deskWords(lang);
  const t = c.templates;
  return (
    <>
      <Select
        label={t.language}
        name="language"
        defaultValue={template?.language ?? lang}
        options={locales.map((l) => [l, c.languages[l]] as const)}
      />
      <TextInput label={t.name} name="name" required maxLength={replyLimits.templateName} defaultValue={template?.name ?? ""} />
      <TextArea label={t.body} name="body" maxLength={replyLimits.template} rows={8} defaultValue={template?.body ?? ""} />
    </>
  );
}
