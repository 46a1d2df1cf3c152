import type { Copy } from "~/content/types";
import type { projects as en } from "~/content/en/projects";
import { tagsOf } from "~/content/project-tags";
import { site } from "~/site";

export const projects: Copy<typeof en> = {
  meta: {
    title: `Projets\u00a0: études de cas CRM et marketing automation | ${site.brand}`,
    description:
      "Études de cas\u00a0: synchronisation CRM et parcours d’accueil pour un transporteur ferroviaire, parcours multilingues pour une pharmacie en ligne.",
  },
  hero: {
    badge: "Projets",
    title: "Études de cas\u00a0: ce que nous avons construit et ce qui a changé",
    lead: "Deux missions récentes, de l’intégration CRM aux parcours clients multilingues. Le nom de nos clients reste confidentiel, le travail parle de lui-même.",
  },
  list: {
    title: "Projets récents",
    actionsLabel: "Ce que nous avons fait",
    tagsLabel: "Domaines couverts",
    tagHint: "Touchez ou survolez une étiquette pour en voir la définition.",
    results: "Résultats",
    platforms: "Plateformes utilisées",
    quote: "Selon le client",
  },
  items: [
    {
      key: "railway",
      client: "Transport · Ventes internationales",
      title: "Division internationale d’un opérateur ferroviaire national",
      description:
        "La division vendait des billets de train transfrontaliers à des voyageurs et à des partenaires dans plusieurs pays, avec des données clients éparpillées entre systèmes de réservation et un CRM auquel personne ne se fiait. Nous avons relié les pièces et donné à l’équipe une méthode reproductible pour lancer ses campagnes.",
      actions:
        "- Synchronisation du CRM avec les bases de réservation et de clients\n- Bibliothèque de modèles d’e\u2011mail modulaires\n- Documentation de bout en bout de chaque processus marketing\n- Processus de création de campagne étape par étape\n- Fiches d’intégration pour chaque système connecté\n- Parcours d’accueil automatisés pour les nouveaux clients\n- Relances des réservations abandonnées",
      tags: "CRM, Automatisation, E\u2011mail, B2C, B2B",
    },
    {
      key: "pharmacy",
      client: "Santé · Commerce en ligne",
      title: "Pharmacie en ligne multilingue",
      description:
        "Une pharmacie en ligne en forte croissance envoyait les mêmes messages à tous ses clients, traduits à la main. Nous avons repensé son parcours client et rendu chaque message dynamique, personnalisé et disponible dans la langue de chaque client.",
      actions:
        "- Modèles d’e\u2011mail dynamiques et multilingues\n- Refonte du parcours client autour de 4\u00a0phases marketing\n- Relances de paniers abandonnés\n- Notifications push mobiles et bannières superposées sur le site\n- Personnalisation dynamique du catalogue produits dans chaque message\n- Segmentation avancée selon le comportement d’achat",
      tags: "Multilingue, Automatisation, Segmentation, Mobile, E\u2011mail, B2C",
    },
  ],
  tags: tagsOf({
    labels: {
      crm: "CRM",
      automation: "Automatisation",
      segmentation: "Segmentation",
      multilingual: "Multilingue",
      mobile: "Mobile",
      b2c: "B2C",
      b2b: "B2B",
      email: "E\u2011mail",
    },
    help: {
      crm: "Gestion de la relation client\u00a0: une source unique et fiable de données clients.",
      automation: "Messages et processus déclenchés par le comportement des clients, sans travail manuel.",
      segmentation: "Des audiences construites à partir des données pour que chaque client reçoive des messages pertinents.",
      multilingual: "Des contenus envoyés dans la langue de chaque client à partir d’un seul jeu de modèles.",
      mobile: "Notifications push, SMS et messages dans l’application ou sur le site.",
      b2c: "Du professionnel au particulier\u00a0: des campagnes destinées aux clients individuels.",
      b2b: "D’entreprise à entreprise\u00a0: des campagnes destinées aux sociétés et partenaires.",
      email: "Campagnes e\u2011mail et parcours e\u2011mail automatisés.",
    },
  }),
  cta: {
    title: "Votre projet pourrait être le prochain",
    text: "Dites-nous ce que vous voulez corriger ou construire. Nous vous répondons dans les 24\u00a0heures avec une première approche.",
    action: "Lancer un projet",
  },
};
