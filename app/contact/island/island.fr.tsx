import { fr } from "../copy/fr";
import { hydrateContactForm } from "./hydrate";

hydrateContactForm(fr, "fr");
