import type { Service } from "../types";

export const nonResidentLoans: Service = {
  slug: "non-resident-loans",
  name: "Non-Resident & Expat Loans",
  shortBlurb:
    "Home loans for Australians living overseas and foreign buyers, including foreign income, FIRB approval and settling from another time zone.",
  youtubeId: "",
  metaTitle: "Non-Resident & Expat Home Loans | Sydney Broker",
  metaDescription:
    "Home loans for Australian expats and foreign buyers: foreign income, FIRB approval, NSW surcharge duty and the rules on established homes explained.",
  h1: "Home Loans for Australian Expats and Non-Residents",
  contentSections: [
    {
      title: "Expat or foreign buyer: the rules differ",
      subsections: [
        {
          title: "Australian citizens living overseas",
          content:
            "You do not need FIRB approval and you are not charged the NSW foreign surcharges. Fewer lenders accept foreign income, but those that do commonly lend up to 80% of the value, and some go higher.",
        },
        {
          title: "Foreign nationals and temporary residents",
          content:
            "Foreign persons generally need approval from the Foreign Investment Review Board before buying. From 1 April 2025 to 31 March 2027 they cannot buy established homes, with limited exceptions; new homes, off-the-plan apartments and vacant land to build on remain possible with approval.",
        },
        {
          title: "NSW surcharges",
          content:
            "Foreign persons pay surcharge purchaser duty of 9% of the price on top of standard transfer duty, and a 5% land tax surcharge each year on residential land they own.",
        },
      ],
    },
    {
      title: "How lenders treat foreign income",
      content:
        "Lenders accept income in a list of major currencies and usually count only part of it, often 70-80%, to allow for exchange rate movements. Expect to provide employment contracts, payslips and bank statements, translated into English if needed, and sometimes a credit report from your country of residence. Because policies differ sharply between the few lenders in this market, the right match can change your borrowing power considerably.",
    },
    {
      title: "Buying and settling from overseas",
      content:
        "Identity documents can be certified at an Australian embassy or consulate, and loan documents signed and returned by courier or electronically where the lender allows. Many buyers appoint a trusted person in Australia under a power of attorney to sign on their behalf. We work across time zones and coordinate with your conveyancer so settlement happens on schedule.",
    },
  ],
  faqs: [
    {
      q: "Do I need FIRB approval to buy in Australia?",
      a: "Australian citizens living overseas do not. New Zealand citizens and permanent residents are generally exempt too. Other foreign persons, including temporary visa holders, generally need FIRB approval before signing a contract or must make the contract conditional on approval.",
    },
    {
      q: "Can a foreign buyer purchase an established home?",
      a: "From 1 April 2025 to 31 March 2027, foreign persons generally cannot buy established homes. Exceptions include buying as joint tenants with an Australian citizen or permanent resident spouse. New dwellings and off-the-plan properties can still be bought with FIRB approval.",
    },
    {
      q: "How much deposit do non-residents need?",
      a: "Australian expats can often borrow up to 80% of the value. Foreign nationals usually need a deposit of 20-30% or more, plus the NSW surcharge purchaser duty and standard costs.",
    },
    {
      q: "Does a permanent resident pay the NSW surcharge duty?",
      a: "Only if they are not ordinarily resident. NSW treats a permanent resident as ordinarily resident if they have been in Australia for at least 200 days in the 12 months before buying. Check this before you exchange contracts.",
    },
    {
      q: "Can my foreign currency income be used?",
      a: "Yes, if it is in a currency the lender accepts. Most lenders count only part of it to allow for exchange rate movements, and some add a further buffer for less common currencies.",
    },
  ],
};
