import type { Service } from "../types";

export const smsfLoans: Service = {
  slug: "smsf-loans",
  name: "SMSF Loans",
  shortBlurb:
    "Limited recourse borrowing for your self-managed super fund to buy residential or commercial property, set up correctly from the trust deed down.",
  youtubeId: "",
  metaTitle: "SMSF Loans Sydney | Property in Super",
  metaDescription:
    "SMSF loans under a limited recourse borrowing arrangement for residential and commercial property. We compare specialist lenders and explain the rules.",
  h1: "SMSF Loans: Buying Property Through Your Super Fund",
  contentSections: [
    {
      title: "How an SMSF property loan works",
      content:
        "A self-managed super fund can borrow to buy property only through a limited recourse borrowing arrangement (LRBA) under section 67A of the Superannuation Industry (Supervision) Act. The property is held in a separate holding (bare) trust until the loan is repaid, and if the fund defaults the lender's claim is limited to that property; it cannot touch the fund's other assets. Each loan must fund a single acquirable asset, such as one house or one commercial unit.",
    },
    {
      title: "The rules that trip people up",
      subsections: [
        {
          title: "Sole purpose test",
          content:
            "The property must be bought solely to provide retirement benefits for members. You, your family and other related parties cannot live in a residential property held by the fund or rent it, even at market rent.",
        },
        {
          title: "Business premises are different",
          content:
            "Business real property, such as an office, shop or warehouse, can be leased to a related party, including your own business, provided the lease is on commercial terms at market rent.",
        },
        {
          title: "Repairs, not improvements",
          content:
            "Borrowed money can pay for repairs and maintenance, but not improvements. Improvements can only be funded from the fund's own cash, and must not change the property into a different asset, such as knocking down a house to build units.",
        },
        {
          title: "Liquidity",
          content:
            "The fund must still cover repayments, insurance, rates and running costs, and be able to pay benefits when members retire. Lenders usually want cash left in the fund after settlement.",
        },
      ],
    },
    {
      title: "What lenders look for",
      content:
        "Fewer lenders offer SMSF loans, and they lend more conservatively: maximum LVRs are usually 70-80% for residential and lower for commercial property. They check the fund's balance and liquidity after the purchase, the members' contributions and the rent the property will earn, and most require a corporate trustee and personal guarantees from members. You will need a trust deed that permits borrowing and a holding trust in place before you sign the contract.",
    },
    {
      title: "Advice comes first",
      content:
        "Whether your super should buy property at all is a financial advice question. Before we arrange finance, you should get advice from a licensed financial adviser and your SMSF accountant. Once that is settled, we compare the specialist lenders and coordinate the loan with the fund's legal setup.",
    },
  ],
  faqs: [
    {
      q: "Can I live in a property my SMSF buys?",
      a: "No. A residential property held by your SMSF cannot be lived in or rented by you, your relatives or any related party. It must be rented to unrelated tenants at market rent. Commercial property is the exception: your business can lease it from the fund on commercial terms.",
    },
    {
      q: "How much deposit does my SMSF need?",
      a: "Usually 20-30% of the price plus stamp duty and costs, paid from the fund's own money. Lenders also want the fund to keep cash after settlement to cover repayments and expenses.",
    },
    {
      q: "Can my SMSF borrow to renovate the property?",
      a: "Borrowed money can fund repairs and maintenance but not improvements. Improvements must come from the fund's own cash, and the work cannot turn the property into a different asset.",
    },
    {
      q: "What is a bare trust and why do I need one?",
      a: "Under an LRBA the property is held on trust for the fund by a separate holding (bare) trustee until the loan is paid off. The holding trust must be set up before contracts are signed, otherwise stamp duty can be charged twice when the title is corrected.",
    },
    {
      q: "Do you advise whether my SMSF should buy property?",
      a: "No. That is financial product advice and needs a licensed financial adviser. We arrange and compare the loan once your adviser and accountant have confirmed the strategy suits your fund.",
    },
  ],
};
