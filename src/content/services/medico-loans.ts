import type { Service } from "../types";

export const medicoLoans: Service = {
  slug: "medico-loans",
  name: "Medico & Professional Loans",
  shortBlurb:
    "Home loans for doctors, dentists and other eligible professionals, often with LMI waived up to 90% of the property's value.",
  youtubeId: "",
  metaTitle: "Medico Home Loans | LMI Waivers for Doctors Sydney",
  metaDescription:
    "Home loans for doctors, dentists and eligible professionals in Sydney, with LMI waived up to 90% LVR and policies that suit contract and locum income.",
  h1: "Medico and Professional Loans With LMI Waived",
  contentSections: [
    {
      title: "LMI waivers for medical professionals",
      content:
        "Many lenders waive lenders mortgage insurance for eligible medical professionals borrowing up to 90% of the property's value, and some go to 95% for doctors and dentists. On a Sydney purchase LMI can cost tens of thousands of dollars, so the waiver lets you buy sooner without that premium added to your loan. Terms depend on your profession, registration and income, and differ between lenders.",
    },
    {
      title: "Who may qualify",
      subsections: [
        {
          title: "Doctors",
          content:
            "General practitioners, specialists and hospital doctors. Some lenders also include interns, residents and registrars.",
        },
        {
          title: "Dentists",
          content: "Dentists and dental specialists with general AHPRA registration.",
        },
        {
          title: "Allied health and vets",
          content:
            "Depending on the lender, professions such as physiotherapists, optometrists, pharmacists and veterinarians, usually with a 90% limit and sometimes a minimum income.",
        },
        {
          title: "Other professionals",
          content:
            "Some lenders extend similar waivers to lawyers, accountants and other professions with a registration and income threshold.",
        },
      ],
    },
    {
      title: "Lending built around medical careers",
      content:
        "Medical incomes rarely fit a standard payslip. Specialist policies can accept contract and locum income, rotations between hospitals and recently started registrars, and some lenders accept one year of financials for self-employed practitioners instead of two. We also arrange practice purchase, fit-out and equipment finance alongside your home loan.",
    },
  ],
  faqs: [
    {
      q: "Which medical professionals can get LMI waived?",
      a: "Doctors and dentists are accepted by most lenders with medico policies. Depending on the lender, allied health professionals such as physiotherapists, optometrists and pharmacists, and veterinarians, may also qualify. You usually need general, not provisional or limited, registration with AHPRA.",
    },
    {
      q: "How high can I borrow without LMI?",
      a: "Usually up to 90% of the property's value, and with some lenders up to 95% for doctors and dentists. Limits can be lower for investment properties or larger loans.",
    },
    {
      q: "I am a registrar on contract. Can I still qualify?",
      a: "Often, yes. Several lenders accept contract income from hospital employment and recognise registrars and residents for their medico policies. We match you with a lender whose policy fits where you are in training.",
    },
    {
      q: "Can I get an LMI waiver on an investment property?",
      a: "Some lenders extend the waiver to investment loans, sometimes at a lower maximum LVR. We check which lenders allow it for your profession.",
    },
    {
      q: "Is the LMI waiver automatic if I apply as a doctor?",
      a: "No. The application has to go to a lender with a policy that covers your profession and be submitted under that policy with proof of registration and income. Applying to the wrong lender, or the wrong way, can mean LMI is charged anyway.",
    },
  ],
};
