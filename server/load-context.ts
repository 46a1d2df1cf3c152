import { RouterContextProvider, type RouterContext } from "react-router";
import { loggerContext, requestContext } from "../app/context";
import { contactPart } from "../app/contact/context";
import { deskPart } from "../app/desk/context";
import { cmsPart } from "../app/cms/context";
import { accessPart } from "../app/access/context";

/**
 * Every part of the per-request context, each under its own key: the request's own (its facts,
 * the logger) and each feature's, declared in the feature's folder (`contactPart`, `accessPart`, `deskPart`, `cmsPart`).
 */
const parts = { request: requestContext, logger: loggerContext, ...contactPart, ...accessPart, ...deskPart, ...cmsPart };

type ValueOf<C> = C extends RouterContext<infer T> ? T : never;
/** What the server hands over: one value per part, by its key. */
export type LoadContextValues = { [K in keyof typeof parts]: ValueOf<(typeof parts)[K]> };

/**
 * The per-request context the Node server hands to React Router: the only way configuration,
 * services and the logger reach routes.
 */
export function makeLoadContext(values: LoadContextValues): RouterContextProvider {
  const context = new RouterContextProvider();
  for (const key of Object.keys(parts) as (keyof typeof parts)[]) context.set(parts[key] as RouterContext<unknown>, values[key]);
  return context;
}
