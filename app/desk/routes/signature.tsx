import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { z } from "zod";
import { deskWords } from "../words";
import { postedForm, signedIn } from "../guard.server";
import { postedFields } from "../guard.server";
import { signatureLimits } from "../limits";
import { buttonClass, CsrfField, Notice, PageTitle, RefusedAlert, Section, TextInput } from "~/components/operator-ui";
import { deskMeta } from "../page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => deskMeta(data?.lang, (t) => t.signature.title);

/** A line of the signature: one line of text, no control characters; empty is none (null). */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(v))
    .transform((v) => v || null);

const signatureForm = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(signatureLimits.name)
    .refine((v) => !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(v)),
  role: line(signatureLimits.role),
  phone: line(signatureLimits.phone),
});

/** The signed-in operator's signature under their replies: name, role, phone. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const { name, role, phone, language } = session.operator;
  // The operator's own name as leads see it ("Lotte van Northwave"), and the whole block as it reads under a reply.
  const { sender, block } = desk.replies.signaturePreview(session.operator);
  return {
    lang: language,
    csrf: session.csrf,
    name,
    role,
    phone,
    sender,
    preview: block,
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

export async function action({ context }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const signature = postedFields(postedForm(context), signatureForm);
  if (!signature) return data({ error: true }, { status: 400 });
  await desk.actions.setSignature(session.operator, signature);
  return redirect("/desk/signature?saved");
}

export default function SignaturePage() {
  const d = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = deskWords(d.lang).signature;
  return (
    <div className="max-w-xl space-y-6">
      <PageTitle>{t.title}</PageTitle>
      <p className="max-w-prose text-muted">{t.intro(d.sender)}</p>
      {d.saved && <Notice>{t.saved}</Notice>}
      <RefusedAlert shown={failed?.error}>{t.invalid}</RefusedAlert>
      <form method="post" className="space-y-4">
        <CsrfField token={d.csrf} />
        <TextInput label={t.name} name="name" required maxLength={signatureLimits.name} defaultValue={d.name} autoComplete="name" />
        <TextInput
          label={t.role}
          name="role"
          maxLength={signatureLimits.role}
          defaultValue={d.role ?? ""}
          autoComplete="organization-title"
        />
        <TextInput
          label={t.phone}
          name="phone"
          type="tel"
          maxLength={signatureLimits.phone}
          defaultValue={d.phone ?? ""}
          autoComplete="tel"
        />
        <button type="submit" className={buttonClass}>
          {t.save}
        </button>
      </form>
      <Section id="signature-preview" title={t.preview} className="space-y-2">
        <pre className="rounded-lg border border-line p-4 font-sans text-sm whitespace-pre-wrap text-ink" data-signature-preview="">
          {d.preview}
        </pre>
      </Section>
    </div>
  );
}
