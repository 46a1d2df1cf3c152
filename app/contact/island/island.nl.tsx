import { nl } from "../copy/nl";
import { hydrateContactForm } from "./hydrate";

hydrateContactForm(nl, "nl");
