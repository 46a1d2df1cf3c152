import type { MiddlewareFunction } from "react-router";
import { contactContext, deskContext } from "~/context";
import { loadEnv } from "./env.server";
import { startServices, type Services } from "./index.server";

let started: Promise<Services> | undefined;

/**
 * `npm run dev` has no Node entry of ours to create the services, so the first request that
 * needs them starts them here, with the same environment variables as `npm start`.
 */
export const devServicesMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  if (!context.get(contactContext)) {
    started ??= startServices(loadEnv());
    context.set(contactContext, (await started).contact);
    context.set(deskContext, (await started).desk);
  }
  return next();
};
