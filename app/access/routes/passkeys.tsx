import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { clearedSessionCookie } from "../access.server";
import { accessWords } from "../words";
import { accessService, field, postedForm, signedInSession } from "../gate.server";
import { CsrfField, dangerButtonClass, formatTime, ListTable, Notice, PageTitle } from "~/components/operator-ui";
import { accessMeta } from "../meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => accessMeta(data?.lang, (t) => t.passkeys.title);

/** The signed-in operator's own passkeys: made on which device, when, last used; each can be removed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = signedInSession(context);
  const passkeys = await accessService(context).passkeys(session.operator.id);
  const notice = new URL(request.url).searchParams.get("done");
  return {
    lang: session.operator.language,
    csrf: session.csrf,
    current: session.credentialId,
    passkeys,
    notice: notice === "removed" || notice === "not-found" ? notice : null,
  };
}

/** "Remove": the passkey stops working at once and the sessions it opened end (this one too, if it opened it). */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = signedInSession(context);
  const access = accessService(context);
  const form = postedForm(context);
  if (field(form, "intent") !== "remove") return new Response("Bad Request", { status: 400 });
  if ((await access.removePasskey(session.operator, field(form, "passkey"))) === "not-found")
    return redirect("/desk/passkeys?done=not-found");
  // Still signed in unless this session was one of those just ended.
  if (await access.session(request)) return redirect("/desk/passkeys?done=removed");
  return redirect("/desk/sign-in", { headers: { "Set-Cookie": clearedSessionCookie } });
}

export default function PasskeysPage() {
  const d = useLoaderData<typeof loader>();
  const t = accessWords(d.lang).passkeys;
  return (
    <div className="space-y-6">
      <PageTitle>{t.title}</PageTitle>
      <p className="max-w-prose text-muted">{t.intro}</p>
      {d.notice && <Notice>{d.notice === "removed" ? t.removed : t.notFound}</Notice>}
      <ListTable
        label={t.title}
        empty={t.none}
        rows={d.passkeys.length}
        width="min-w-[30rem]"
        columns={[t.device, t.created, t.lastUsed, <span className="sr-only">{t.remove}</span>]}
      >
        {d.passkeys.map((p) => {
          const device = p.device ?? t.unnamed;
          const created = formatTime(p.createdAt, d.lang);
          return (
            <tr key={p.id} className="border-b border-line align-top" data-passkey={p.id}>
              <th scope="row" className="py-2 pr-3 font-normal">
                {device}
                {p.id === d.current && <span className="ml-2 text-muted">({t.current})</span>}
              </th>
              <td className="py-2 pr-3 whitespace-nowrap">{created}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{p.lastUsedAt ? formatTime(p.lastUsedAt, d.lang) : t.never}</td>
              <td className="py-2 pr-3">
                <form method="post">
                  <CsrfField token={d.csrf} />
                  <input type="hidden" name="passkey" value={p.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className={dangerButtonClass}
                    aria-label={t.removeLabel(device, created)}
                  >
                    {t.remove}
                  </button>
                </form>
              </td>
            </tr>
          );
        })}
      </ListTable>
      <p className="max-w-prose text-sm text-muted">{t.newDevice}</p>
    </div>
  );
}
