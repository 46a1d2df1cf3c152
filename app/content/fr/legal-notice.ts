import type { Copy } from "~/content/types";
import type { legalNotice as en } from "~/content/en/legal-notice";
import { site } from "~/site";

export const legalNotice: Copy<typeof en> = {
  meta: {
    title: `Mentions légales\u00a0: éditeur, hébergement et données | ${site.brand}`,
    description:
      "Mentions légales\u00a0: éditeur et hébergeur du site, protection des données du formulaire de contact et absence de cookies de suivi.",
  },
  hero: {
    badge: "Informations légales",
    title: "Mentions légales",
    lead: "Qui publie ce site, où il est hébergé et comment nous traitons vos données.",
  },
  editor: {
    title: "Éditeur responsable",
    company: "Société",
    legalForm: "Forme juridique",
    address: "Siège social",
    country: "Belgique",
    enterpriseNumber: "Numéro d’entreprise (BCE)",
    register: "Registre des personnes morales",
    registerAbbreviation: "RPM",
    vatNumber: "Numéro de TVA",
    supervisor: "Autorité de contrôle",
    director: "Responsable de la publication",
    email: "E\u2011mail",
    phone: "Téléphone",
  },
  hosting: {
    title: "Hébergement",
    text: "Ce site est hébergé par\u00a0:",
    name: "Hébergeur",
    address: "Adresse",
    website: "Site web",
  },
  dataProtection: {
    title: "Protection des données",
    intro:
      "Comme l’exige l’article\u00a013 du Règlement général sur la protection des données (RGPD), cette notice vous explique comment nous traitons les données personnelles que vous nous envoyez par le formulaire de contact. Vos données ne sont jamais vendues, jamais partagées avec des tiers pour leur propre usage et jamais utilisées à des fins publicitaires.",
    controller: {
      title: "Qui est responsable",
      text: "Le responsable du traitement de vos données personnelles est\u00a0:",
    },
    collected: {
      title: "Ce que nous collectons",
      items: [
        "votre prénom, votre adresse e\u2011mail professionnelle et votre message, tels que vous les saisissez dans le formulaire de contact\u00a0;",
        "une empreinte (hachage) de votre adresse IP, conservée pour prévenir les abus du formulaire (envois répétés ou automatisés)\u00a0;",
        "l’origine de votre visite, dans la mesure où votre navigateur nous l’indique\u00a0: la campagne nommée dans le lien que vous avez suivi (paramètres utm), le nom du site qui menait au nôtre, la page par laquelle vous êtes arrivé, et votre réponse à «\u00a0Comment nous avez-vous connus\u00a0?\u00a0» si vous en donnez une.",
      ],
      hash: "Nous ne conservons jamais votre adresse IP elle-même. Elle est hachée avec une clé secrète remplacée chaque jour, et les anciennes clés sont supprimées\u00a0: après un jour, personne, pas même nous, ne peut relier l’empreinte à une adresse. L’empreinte est conservée avec votre demande et supprimée avec elle.",
    },
    purposes: {
      title: "Pourquoi, et sur quelle base légale",
      items: [
        "Répondre à votre demande et, si vous le souhaitez, préparer une proposition\u00a0: mesures précontractuelles prises à votre demande (RGPD, article\u00a06, paragraphe\u00a01, point\u00a0b).",
        "Protéger le formulaire du spam et des abus, grâce à l’empreinte IP\u00a0: notre intérêt légitime à protéger notre service et ses utilisateurs (RGPD, article\u00a06, paragraphe\u00a01, point\u00a0f).",
        "Savoir quelles pages et quelles campagnes nous amènent des demandes, avec l’origine de votre visite\u00a0: notre intérêt légitime à comprendre notre propre marketing (RGPD, article\u00a06, paragraphe\u00a01, point\u00a0f).",
      ],
      noAutomation: "Nous ne prenons aucune décision automatisée et ne faisons aucun profilage à partir de vos données.",
    },
    retention: {
      title: "Combien de temps nous les gardons",
      text: `Nous conservons chaque demande ${site.retentionDays}\u00a0jours après son envoi, puis elle est supprimée automatiquement, avec son empreinte IP et sa notification. Si nos échanges aboutissent à un contrat, les données nécessaires sont alors conservées aussi longtemps que la loi l’exige (par exemple pour la comptabilité).`,
    },
    recipients: {
      title: "Qui les reçoit",
      text: "Seule notre équipe lit votre demande. Deux sous-traitants la traitent pour notre compte, dans le cadre d’un contrat de sous-traitance (RGPD, article\u00a028), au sein de l’Union européenne\u00a0:",
      hosting: "Hébergement du site et de la base de données",
      colon: "\u00a0: ",
      mail: "Envoi de l’e\u2011mail de notification à notre équipe",
      noTransfer: "Vos données ne sont pas transférées en dehors de l’Espace économique européen.",
    },
    rights: {
      title: "Vos droits",
      intro: "Vous avez le droit\u00a0:",
      items: [
        "d’accéder à vos données et d’en recevoir une copie\u00a0;",
        "de les faire rectifier si elles sont inexactes ou incomplètes\u00a0;",
        "de les faire effacer\u00a0;",
        "d’en limiter le traitement\u00a0;",
        "de les recevoir dans un format structuré et lisible par machine (portabilité)\u00a0;",
        "de vous opposer à leur traitement fondé sur notre intérêt légitime.",
      ],
      howBefore: "Pour exercer l’un de ces droits, écrivez-nous à ",
      howAfter:
        ". Nous répondons dans un délai d’un mois, gratuitement, et pouvons vous demander de confirmer votre identité avant de donner suite.",
    },
    complaint: {
      title: "Votre droit de réclamation",
      text: "Si vous estimez que nous traitons vos données de manière illicite, vous pouvez introduire une réclamation auprès de l’Autorité de protection des données\u00a0:",
      authority: "Autorité de protection des données (APD/GBA)",
      address: "Rue de la Presse 35, 1000\u00a0Bruxelles, Belgique",
      url: "https://www.autoriteprotectiondonnees.be",
    },
  },
  accessibility: {
    title: "Déclaration d’accessibilité",
    paragraphs: [
      `${site.brand} veut que ce site soit utilisable par toutes et tous. Nous visons les règles pour l’accessibilité des contenus web (WCAG) 2.2, niveau AA, en français, en anglais et en néerlandais.`,
      "État de conformité : partiellement conforme. Chaque page est vérifiée automatiquement à chaque modification, dans les trois langues et en thème clair comme sombre : les règles axe-core des WCAG 2.0, 2.1 et 2.2 niveaux A et AA, le Nu Html Checker, et des tests dans le navigateur de l’usage au clavier, du focus, du contraste du texte, de la mise en page sans défilement horizontal dès 320 px et des cibles tactiles de 44 px ; l’audit d’accessibilité de Lighthouse porte sur sept pages clés. Les tests automatiques ne détectent qu’une partie des obstacles possibles : nous ne revendiquons la conformité que dans la mesure où ils la montrent.",
    ],
    limitsTitle: "Limites connues",
    limits: [
      "Aucun audit par des personnes utilisant un lecteur d’écran ou une autre aide technique n’a encore été réalisé.",
      "Les définitions des étiquettes de projets sont de courtes infobulles : elles s’ouvrent au survol, au toucher ou au focus clavier, et sont lues comme description de l’étiquette.",
    ],
    feedbackTitle: "Nous signaler un problème",
    feedback: "Si un élément de ce site vous est difficile à utiliser, écrivez-nous à",
    feedbackAfter: ". Nous vous répondons dans les 24 heures et vous transmettons l’information sous une forme qui vous convient.",
    reviewed: "Dernière révision :",
  },
  cookies: {
    title: "Cookies et suivi",
    paragraphs: [
      "Ce site n’utilise aucun cookie publicitaire ni cookie de suivi.",
      "Il ne charge aucun outil de suivi tiers, script d’analyse, police ou widget externe\u00a0: chaque fichier provient de notre propre serveur.",
      "Notre serveur compte lui-même les pages vues, par jour. Une page vue est une requête de votre navigateur pour l’une de nos pages, comme il en fait pour afficher toute page web. Chacune est comptée selon\u00a0: le jour, la page (pour une adresse qui ne correspond à aucune page, cette adresse, sauf si elle ressemble à une adresse e\u2011mail), sa langue, le site qui y menait (son nom seulement), la campagne nommée dans le lien (utm_source, utm_medium, utm_campaign) et le fait qu’elle commence ou non une visite. Quand vous appuyez sur un lien vers une autre de nos pages, votre navigateur peut charger cette page pendant que vous appuyez, pour qu’elle s’ouvre aussitôt\u00a0: cette requête est la page vue, et elle est comptée même si vous n’ouvrez finalement pas la page. Ces comptes quotidiens ne contiennent rien sur vous et ne sont pas conservés plus longtemps que les demandes de contact. Les robots ne sont pas comptés.",
      "Pour distinguer une visite de plusieurs pages de plusieurs visites, et savoir d’où venait une visite quand vous nous écrivez depuis une page suivante, le serveur calcule une clé de visite à partir de votre adresse IP (en IPv6, seulement sa partie réseau) et de la description de votre navigateur (son «\u00a0user agent\u00a0»), scellée par une clé secrète remplacée chaque jour et supprimée dans les 25\u00a0heures. L’adresse et la description elles-mêmes ne sont jamais enregistrées. Sous cette clé, il ne garde, que le temps de la visite (elle prend fin 30\u00a0minutes après votre dernière page), ce avec quoi la visite est arrivée\u00a0: la campagne, le nom du site qui menait au nôtre et la première page\u00a0; si vous envoyez le formulaire, ces informations accompagnent votre demande. Ensuite la visite est supprimée, et une fois la clé secrète du jour supprimée, plus rien de ce qui reste ne peut être relié à vous. Rien n’est enregistré sur votre appareil\u00a0: aucun cookie, aucun stockage local, aucun identifiant. Si vous changez de réseau pendant une visite (du Wi-Fi aux données mobiles, par exemple), le serveur y voit une nouvelle visite.",
      "Aucun script de nos pages ne nous signale votre lecture\u00a0: aucun n’envoie de requête avec la page où vous êtes, l’endroit d’où vous venez ou quoi que ce soit d’autre. La seule chose qu’un script envoie est le formulaire de contact, quand vous l’envoyez, avec l’adresse de sa page et celle de la page précédente (d’où venait votre visite, comme indiqué sous Protection des données).",
      "C’est pourquoi il n’y a pas de bandeau de cookies et nous ne demandons aucun consentement\u00a0: rien n’est enregistré sur votre appareil, et ce que le serveur compte vient uniquement des requêtes que fait votre navigateur pour vous montrer nos pages.",
    ],
  },
};
