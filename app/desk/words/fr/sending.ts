/** The lead desk's words in French: the Sending page (SPF, DKIM, DMARC), the delivery statuses and the errors. */
import type { SendingPart } from "../en/sending";

export const sendingPart: SendingPart = {
  sending: {
    title: "Envoi",
    intro: (domain: string) =>
      `Les e-mails que ce site envoie depuis ${domain} arrivent-ils en boîte de réception\u00a0? Gmail et Outlook classent en indésirables les e-mails sans SPF, DKIM et politique DMARC. Vérifié au démarrage du serveur, puis une fois par jour.`,
    checkedAt: (at: string) => `Dernière vérification\u00a0: ${at}.`,
    notYet: "Pas encore vérifié.",
    noSmtp:
      "SMTP_URL n’est pas défini\u00a0: les e-mails sont écrits en fichiers .eml sur le serveur et aucun n’en sort, il n’y a donc rien à vérifier. Dès que SMTP_URL nomme votre fournisseur d’e-mail, cette page vérifie le SPF, le DKIM et le DMARC du domaine.",
    checkAgain: "Vérifier à nouveau",
    ok: "OK",
    attention: "À corriger",
    lookedUp: "Nom interrogé",
    found: "Enregistrement trouvé",
    nothingFound: "aucun",
    relay: (host: string) => `Les e-mails partent par ${host}.`,
    relayUnchecked: (host: string) =>
      `Les e-mails partent par ${host}, un serveur de cette machine ou de son réseau\u00a0: son adresse publique n’est pas connue ici, le SPF n’a donc été vérifié que pour la présence d’un enregistrement utilisable.`,
    noRelay:
      "SMTP_URL n’est pas défini\u00a0: les e-mails sont écrits en fichiers .eml, aucun serveur d’envoi n’a donc pu être comparé au SPF.",
    names: {
      spf: "SPF\u00a0: les serveurs autorisés à envoyer pour le domaine",
      dkim: "DKIM\u00a0: la signature de chaque e-mail",
      dmarc: "DMARC\u00a0: la politique du domaine",
    },
    lookupFailed:
      "Le DNS n’a pas répondu à cette recherche. Rien d’anormal pour l’instant\u00a0: réessayez «\u00a0Vérifier à nouveau\u00a0» dans un moment.",
    spf: {
      ok: (domain: string, relay: string | null) =>
        relay
          ? `L’enregistrement SPF de ${domain} autorise ${relay} à envoyer pour lui.`
          : `${domain} a un enregistrement SPF qui nomme les serveurs autorisés à envoyer.`,
      missing: (domain: string) =>
        `${domain} ne publie aucun enregistrement SPF. Demandez à qui gère son DNS d’ajouter sur ${domain} un enregistrement TXT qui nomme votre fournisseur d’e-mail, par exemple v=spf1 include:<domaine SPF de votre fournisseur> ~all (l’aide de votre fournisseur donne l’include exact).`,
      several: (domain: string) =>
        `${domain} a plusieurs enregistrements SPF, et les destinataires les ignorent alors tous. Fusionnez-les en un seul enregistrement TXT commençant par v=spf1.`,
      "no-mechanism": () =>
        "L’enregistrement SPF ne nomme aucun serveur (ni include, ni ip4, ip6, a ou mx)\u00a0: rien n’est autorisé à envoyer pour le domaine. Ajoutez l’include de votre fournisseur d’e-mail.",
      "relay-not-listed": (_domain: string, relay: string | null) =>
        `L’enregistrement SPF ne nomme pas le serveur par lequel ce site envoie (${relay ?? "SMTP_URL"}). Ajoutez-y l’include de son fournisseur, ou son adresse sous la forme ip4:….`,
    } as Record<string, (domain: string, relay: string | null) => string>,
    dkim: {
      ok: (name: string, bits: number | null) =>
        `Chaque e-mail est signé, et sa clé publique de ${bits ?? "?"} bits est publiée en ${name}.`,
      "not-signing": () =>
        "Les e-mails de ce site ne sont pas signés. Créez une paire de clés DKIM de 2048 bits, publiez la clé publique dans un enregistrement TXT en <sélecteur>._domainkey.<votre domaine>, puis définissez DKIM_PRIVATE_KEY et DKIM_SELECTOR sur le serveur.",
      missing: (name: string) =>
        `Aucune clé DKIM n’est publiée en ${name}. Publiez-y la clé publique de DKIM_PRIVATE_KEY dans un enregistrement TXT\u00a0: v=DKIM1; k=rsa; p=<la clé publique en base64>.`,
      revoked: (name: string) =>
        `La clé publiée en ${name} est vide (révoquée)\u00a0: les destinataires rejettent la signature. Publiez-y la clé publique en vigueur.`,
      invalid: (name: string) =>
        `L’enregistrement en ${name} ne contient pas de clé publique lisible. Publiez-le à nouveau sous la forme v=DKIM1; k=rsa; p=<la clé publique en base64>.`,
      weak: (_name: string, bits: number | null) =>
        `La clé publiée fait ${bits ?? "?"} bits\u00a0; les destinataires en veulent au moins 1024, et 2048 est l’usage. Créez une clé de 2048 bits, publiez-la et mettez-la dans DKIM_PRIVATE_KEY.`,
      "different-key": (name: string) =>
        `La clé publiée en ${name} n’est pas celle avec laquelle ce serveur signe\u00a0: les destinataires rejettent la signature. Publiez-y la clé publique de DKIM_PRIVATE_KEY, ou définissez la clé privée correspondante.`,
    } as Record<string, (name: string, bits: number | null) => string>,
    dmarc: {
      ok: (policy: string) =>
        `La politique DMARC du domaine est «\u00a0${policy}\u00a0», et les e-mails de ce site la satisfont par SPF ou DKIM.`,
      missing: (domain: string) =>
        `${domain} n’a pas de politique DMARC. Ajoutez un enregistrement TXT en _dmarc.${domain}\u00a0: v=DMARC1; p=none; rua=mailto:<une de vos adresses> pour commencer, puis p=quarantine quand les rapports sont propres.`,
      several: () => "Il y a plusieurs enregistrements DMARC, et les destinataires les ignorent alors. N’en gardez qu’un.",
      "no-policy": () => "L’enregistrement DMARC n’a pas de politique valable. Donnez-lui-en une\u00a0: p=none, p=quarantine ou p=reject.",
      "not-aligned": () =>
        "La politique DMARC est en place, mais ni SPF ni DKIM ne passent pour les e-mails de ce site\u00a0: DMARC échoue. Corrigez SPF ou DKIM ci-dessus.",
    } as Record<string, (value: string) => string>,
  },
  deliveryStatuses: { pending: "en attente", sent: "envoyé", failed: "échoué" },
  errors: {
    forbidden: "Interdit",
  },
};
