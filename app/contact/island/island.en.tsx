import { en } from "../copy/en";
import { hydrateContactForm } from "./hydrate";

hydrateContactForm(en, "en");
