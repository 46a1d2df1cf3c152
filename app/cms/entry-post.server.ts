/**
 * What a form of an entry's own (its schedule, its address) posts to a route of its own: the
 * signed-in operator, the posted form, the entry's id, and the desk page to go back to (only a page
 * of the content desk, never another site; else the entry's page). An entry that is gone answers
 * 404 in the operator's language.
 */
import { data, type RouterContextProvider } from "react-router";
import { field, postedForm } from "~/desk/guard.server";
import { editing } from "./editing.server";

const contentPage = /^\/desk\/content\/([a-z]+\/)?[\w-]+$/;

export function entryPost(context: Readonly<RouterContextProvider>, params: { id?: string }) {
  const { cms, session } = editing(context);
  const form = postedForm(context);
  const id = params.id ?? "";
  const posted = field(form, "back");
  const back = contentPage.test(posted) ? posted : `/desk/content/${id}`;
  const notFound = () => data({ lang: session.operator.language }, { status: 404 });
  return { cms, session, form, id, back, notFound };
}
