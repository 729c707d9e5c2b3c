import type { Service } from "./types";

/**
 * The twelve loan services. Figures quoted here (thresholds, caps, surcharges) are the NSW and
 * Commonwealth settings in force when written; they change, so each answer tells the reader we
 * confirm the current rule for their situation.
 */
export const services: Service[] = [
  {
    slug: "home-loans",
    name: "Home Loans",
    shortBlurb:
      "Owner-occupier home loans compared across 40+ lenders, with the rate, features and structure matched to how you live and repay.",
    youtubeId: "",
    metaTitle: "Home Loans Sydney | Compare 40+ Lenders",
    metaDescription:
      "Compare owner-occupier home loans from 40+ lenders with a Sydney mortgage broker. Deposits from 5%, pre-approval in 3-5 business days, no upfront cost.",
    h1: "Home Loans in Sydney, Compared Across 40+ Lenders",
    contentSections: [
      {
        title: "How we find the right home loan",
        content:
          "Banks only show you their own products. We compare home loans from 40+ lenders, including the major banks, regional banks, credit unions and non-bank lenders, then shortlist the ones whose rates, fees and credit policy fit your income, deposit and plans. You see the comparison rate, the fees and why each option made the list before anything is lodged. Because the lender pays our commission, there is no upfront cost to you.",
      },
      {
        title: "Features worth comparing",
        subsections: [
          {
            title: "Variable or fixed rate",
            content:
              "A variable rate moves with the lender's pricing and usually allows unlimited extra repayments. A fixed rate locks your repayment for one to five years but limits extra repayments and can attract break costs if you sell or refinance early.",
          },
          {
            title: "Split loans",
            content:
              "Splitting the loan into fixed and variable portions gives you some repayment certainty while keeping flexibility on the variable part, including an offset account on many lenders.",
          },
          {
            title: "Offset accounts",
            content:
              "Money held in a 100% offset account is deducted from the loan balance before interest is calculated each day, so your savings reduce interest while staying available to spend.",
          },
          {
            title: "Redraw",
            content:
              "Redraw lets you take back extra repayments you have made. It is cheaper than an offset on some loans, but lenders can limit or change redraw access.",
          },
          {
            title: "Comparison rate",
            content:
              "The comparison rate folds most upfront and ongoing fees into a single percentage, calculated on a $150,000 loan over 25 years. It is a better guide to cost than the headline rate alone.",
          },
        ],
      },
      {
        title: "Your deposit and buying costs",
        content:
          "You can buy with a deposit from 5%, and most of our buyers put down 5-10%. If you borrow more than 80% of the property's value, most lenders charge lenders mortgage insurance (LMI), which can usually be added to the loan. On top of the deposit, budget for NSW transfer duty (stamp duty) unless a first home buyer exemption applies, conveyancing, a building and pest inspection (about $400-600) and the lender's application and settlement fees.",
      },
      {
        title: "What lenders look at",
        content:
          "Lenders assess your income, your living expenses against household benchmarks, every existing debt and your credit history. Credit cards count against you on their full limit, not the balance, so closing unused cards can lift your borrowing power. Lenders must also test whether you could afford the loan if rates rose by at least 3 percentage points. We run these numbers before you apply so there are no surprises.",
      },
    ],
    faqs: [
      {
        q: "How much deposit do I need to buy a home?",
        a: "Deposits start from 5% of the purchase price, and most buyers put down 5-10%. Below 20% most lenders charge lenders mortgage insurance, unless you use a government guarantee scheme, a family guarantee or qualify for a professional LMI waiver. You will also need funds for stamp duty (unless exempt), legal costs and inspections.",
      },
      {
        q: "What is lenders mortgage insurance (LMI)?",
        a: "LMI is a one-off premium that protects the lender, not you, if a loan with less than a 20% deposit goes bad. The cost rises with the loan size and the loan-to-value ratio (LVR). It can usually be added to the loan, and in some cases avoided altogether through the 5% Deposit Scheme, a guarantor or an LMI waiver for eligible professionals.",
      },
      {
        q: "How long does pre-approval take?",
        a: "Pre-approval usually takes 3-5 business days once we have your payslips, bank statements and ID. It is normally valid for three to six months depending on the lender, and we can renew it if your search takes longer.",
      },
      {
        q: "Does using a mortgage broker cost more than going to my bank?",
        a: "No. The lender pays our commission, so there is no upfront cost to you, and the interest rate you are offered is not higher because you came through a broker. Brokers are also legally required to act in your best interests when recommending a loan.",
      },
      {
        q: "Should I fix my rate or stay variable?",
        a: "It depends on how much certainty you need and how much flexibility you want. Fixing protects your budget if rates rise but limits extra repayments and can mean break costs if you sell or refinance. Many borrowers split the loan to get some of both; we model each option on your numbers.",
      },
    ],
  },
  {
    slug: "refinance-loans",
    name: "Refinancing",
    shortBlurb:
      "Check whether your current home loan still stacks up, then move to a sharper rate, better features or a structure that fits your next goal.",
    youtubeId: "",
    metaTitle: "Refinance Your Home Loan | Sydney Mortgage Broker",
    metaDescription:
      "Free refinance review from a Sydney mortgage broker. We compare 40+ lenders, work out the true cost of switching and handle the paperwork end to end.",
    h1: "Refinance Your Home Loan and Stop Paying More Than You Need To",
    contentSections: [
      {
        title: "When refinancing makes sense",
        subsections: [
          {
            title: "Your rate has drifted",
            content:
              "Lenders often save their sharpest rates for new customers. If you have not reviewed your loan in a year or two, there is a good chance a lower rate is available, either from another lender or by asking your own for a price review.",
          },
          {
            title: "Your fixed term is ending",
            content:
              "When a fixed rate expires the loan usually rolls onto the lender's standard variable rate, which can be well above what new customers are offered. Reviewing two to three months beforehand gives time to switch without a gap.",
          },
          {
            title: "You want to use your equity",
            content:
              "Refinancing can release equity for renovations, a deposit on an investment property or a business purpose, with each purpose set up as a separate split so the interest is easy to track.",
          },
          {
            title: "High-interest debts are piling up",
            content:
              "Rolling credit cards and personal loans into your home loan can cut monthly repayments sharply, as long as you have the equity and a plan to pay the debt down rather than stretch it over 30 years.",
          },
        ],
      },
      {
        title: "What switching costs",
        content:
          "Before recommending a switch we add up the real costs: your current lender's discharge fee, break costs if any part of the loan is fixed, NSW government fees to register and discharge the mortgage, and any application or valuation fees on the new loan. If the new loan would be above 80% of your property's value, LMI may apply again. We only recommend refinancing when the saving clearly outweighs these costs over the time you expect to keep the loan.",
      },
      {
        title: "How the switch works",
        content:
          "We compare lenders, order a valuation of your property and lodge the application. Once it is approved you sign the new loan documents, and on settlement day the new lender pays out your old loan directly. Most refinances settle within two to four weeks of application, and your repayments simply move to the new account.",
      },
    ],
    faqs: [
      {
        q: "How often should I review my home loan?",
        a: "At least every 12 to 24 months, and always a few months before a fixed rate ends. A review does not have to mean switching; sometimes the best result is your current lender matching a competitor's rate.",
      },
      {
        q: "Can I refinance with less than 20% equity?",
        a: "Yes, but most lenders will charge LMI again if the new loan is above 80% of the property's value, and that cost can wipe out the saving. We check your likely valuation first so you know where you stand before applying.",
      },
      {
        q: "What are break costs on a fixed loan?",
        a: "If you leave a fixed rate early, the lender can charge a break cost to cover its loss when wholesale rates have fallen since you fixed. It can range from nothing to several thousand dollars, so we ask your lender for a quote before you commit.",
      },
      {
        q: "Will refinancing hurt my credit score?",
        a: "Each application is recorded as an enquiry on your credit file, and several in a short time can lower your score. That is why we compare lenders first and lodge one well-prepared application rather than applying around.",
      },
      {
        q: "Should I refinance for a cashback offer?",
        a: "A cashback can help cover switching costs, but it should not be the reason to choose a lender. A slightly higher rate can cost more than the cashback within a couple of years, so we compare the total cost over the period you expect to keep the loan.",
      },
    ],
  },
  {
    slug: "first-home-buyer",
    name: "First Home Buyer Loans",
    shortBlurb:
      "Use every NSW and federal scheme you are entitled to, from the 5% Deposit Scheme to stamp duty exemptions, and buy sooner with less saved.",
    youtubeId: "",
    metaTitle: "First Home Buyer Loans NSW | 5% Deposit Scheme",
    metaDescription:
      "First home buyer loans in Sydney: 5% Deposit Scheme, NSW stamp duty exemptions up to $800,000, the First Home Owner Grant and pre-approval in 3-5 days.",
    h1: "First Home Buyer Loans: Buy Sooner With Less Saved",
    contentSections: [
      {
        title: "Government help for NSW first home buyers",
        subsections: [
          {
            title: "5% Deposit Scheme (First Home Guarantee)",
            content:
              "The Australian Government guarantees up to 15% of the property's value, so you can buy with a 5% deposit and pay no LMI. Since 1 October 2025 there are no income limits or caps on places; property price caps still apply, set at $1.5 million for Sydney. The home must be one you will live in.",
          },
          {
            title: "Family Home Guarantee",
            content:
              "Eligible single parents and single legal guardians can buy with a 2% deposit and no LMI. You do not have to be a first home buyer, but you cannot own property at the time.",
          },
          {
            title: "NSW transfer duty exemption",
            content:
              "Under the First Home Buyers Assistance Scheme, new and existing homes valued up to $800,000 pay no transfer duty, with a reduced rate up to $1 million. Vacant land is exempt up to $350,000, with a concession up to $450,000. You must move in within 12 months and live there for at least 12 months.",
          },
          {
            title: "First Home Owner Grant (New Homes)",
            content:
              "A $10,000 grant for a brand-new home valued up to $600,000, or up to $750,000 for land and construction combined when you build. It does not apply to established homes.",
          },
          {
            title: "First Home Super Saver Scheme",
            content:
              "Voluntary super contributions of up to $15,000 a year, and $50,000 in total, can be released to put towards your deposit, often with a tax advantage over saving in a bank account. Apply for a release determination from the ATO before you sign a contract.",
          },
        ],
      },
      {
        title: "What your first purchase really costs",
        content:
          "Beyond the deposit, plan for a building and pest inspection (about $400-600 each time you seriously consider a property), conveyancing, strata report costs for apartments, the lender's fees and moving costs. If you buy above the stamp duty exemption threshold, transfer duty is usually the biggest extra cost, so we work out your all-in figure before you start bidding.",
      },
      {
        title: "From saving to settlement",
        content:
          "We start with your borrowing power and the schemes you qualify for, then get you pre-approved, which usually takes 3-5 business days. When you find a property we check it against the lender's policy and the scheme's price cap, arrange formal approval after the valuation, and stay with you through to settlement and the first repayment.",
      },
    ],
    faqs: [
      {
        q: "Can I really buy with a 5% deposit?",
        a: "Yes. Through the 5% Deposit Scheme the government guarantees the gap to 20%, so eligible buyers avoid LMI. Without the scheme many lenders still accept 5% with LMI added to the loan. Either way you still need to pass the lender's serviceability assessment.",
      },
      {
        q: "Do first home buyers pay stamp duty in NSW?",
        a: "Not on a home valued up to $800,000, and at a reduced rate up to $1 million, under the First Home Buyers Assistance Scheme. At least one buyer must be an Australian citizen or permanent resident, and you must live in the home for at least 12 months.",
      },
      {
        q: "Who counts as a first home buyer?",
        a: "For the NSW stamp duty exemption and grant, neither you nor your spouse or partner can have owned residential property in Australia before. The 5% Deposit Scheme also accepts buyers who have not owned property in Australia in the past 10 years.",
      },
      {
        q: "Can I buy with a friend or sibling?",
        a: "Yes. The 5% Deposit Scheme accepts two joint applicants who are not partners, such as friends or siblings. We recommend a co-ownership agreement that sets out what happens if one of you wants to sell.",
      },
      {
        q: "Do I need genuine savings?",
        a: "Many lenders want to see part of the deposit saved or held over at least three months. Some accept a solid rental history instead, and gifted deposits are accepted by most lenders with a signed gift letter.",
      },
    ],
  },
  {
    slug: "investment-loans",
    name: "Investment Property Loans",
    shortBlurb:
      "Loans for your first or next investment property, structured to keep deductible debt clean and your borrowing power intact for the next purchase.",
    youtubeId: "",
    metaTitle: "Investment Property Loans Sydney | Mortgage Broker",
    metaDescription:
      "Investment loans compared across 40+ lenders: interest-only or P&I, using equity from your home and structures that keep your deductible debt clean.",
    h1: "Investment Property Loans Built for Your Portfolio",
    contentSections: [
      {
        title: "Structuring an investment loan",
        subsections: [
          {
            title: "Interest-only or principal and interest",
            content:
              "Interest-only repayments keep cash flow free for a set period, usually up to five years, but the balance does not fall and lenders price interest-only loans higher. Principal and interest builds equity from day one.",
          },
          {
            title: "Using equity in your home",
            content:
              "If your home is worth more than you owe, a separate loan split against it can fund the deposit and costs on an investment, often avoiding the need for cash savings.",
          },
          {
            title: "Keep the debt separate",
            content:
              "Interest on money borrowed to buy an income-producing property is generally tax deductible. Mixing it with personal debt or redrawing for private spending muddies that, so we set up separate splits for each purpose.",
          },
          {
            title: "Offset rather than redraw",
            content:
              "Parking spare cash in an offset account reduces interest without repaying the debt, which keeps the deductible loan balance intact if you later move out and rent the place.",
          },
        ],
      },
      {
        title: "How lenders assess investors",
        content:
          "Lenders usually count only 70-80% of the expected rent to allow for vacancies and costs, and they test your repayments at a rate at least 3 percentage points above the loan rate. Every existing property loan is included, and some lenders assess other lenders' debts at a higher rate than their own. These policy differences are why one lender may approve far more than another for the same investor.",
      },
      {
        title: "Costs to plan for in NSW",
        content:
          "Investors pay full transfer duty, as first home buyer concessions do not apply. Once the combined land value of your investment properties passes the NSW land tax threshold, annual land tax applies. Budget also for strata levies, council and water rates, landlord insurance and property management fees. Your accountant can advise on deductions and depreciation; we make sure the loan is set up to support their advice.",
      },
    ],
    faqs: [
      {
        q: "How much deposit do I need for an investment property?",
        a: "Most investors put down 10-20% plus costs. Some lenders accept less with LMI, but investment loans above 80% of the value are assessed more strictly. Equity from your home can often provide the deposit.",
      },
      {
        q: "Are investment loan rates higher than home loan rates?",
        a: "Usually yes. Lenders price investment loans above owner-occupier loans, and interest-only investment loans higher again. Comparing 40+ lenders matters more here because the gap between lenders is often wider.",
      },
      {
        q: "Can I use the equity in my home to buy an investment?",
        a: "Yes. Lenders generally let you borrow up to 80% of your home's value without LMI. We set the equity release up as a separate split so the interest on it can be tracked against the investment.",
      },
      {
        q: "Is the interest tax deductible?",
        a: "Interest on money borrowed to buy a property that earns rent is generally deductible, but the rules depend on your circumstances. We structure the loan so the records are clear and recommend you confirm the tax treatment with your accountant.",
      },
      {
        q: "How many investment properties can I borrow for?",
        a: "There is no fixed limit; it depends on your income, the rent, your existing debts and each lender's policy. Lenders differ widely in how they treat a growing portfolio, so the order you borrow from them can matter.",
      },
    ],
  },
  {
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
  },
  {
    slug: "low-doc-loans",
    name: "Low Doc Loans",
    shortBlurb:
      "Home loans for self-employed borrowers whose latest tax returns do not show what the business really earns today.",
    youtubeId: "",
    metaTitle: "Low Doc Home Loans | Self-Employed Borrowers Sydney",
    metaDescription:
      "Low doc home loans for the self-employed: income verified with BAS, business bank statements or an accountant's declaration. Compare 40+ lenders.",
    h1: "Low Doc Loans for Self-Employed Borrowers",
    contentSections: [
      {
        title: "Who low doc loans are for",
        content:
          "Sole traders, contractors, company directors and small business owners often earn more than their last lodged tax return shows, or have not lodged the latest one yet. A low doc loan lets a lender assess your current income using other evidence, so a growing business does not hold back your property plans.",
      },
      {
        title: "How your income is verified",
        subsections: [
          {
            title: "Business activity statements",
            content:
              "Recent BAS show your turnover, and many lenders calculate income from the last 6 to 12 months of them.",
          },
          {
            title: "Business bank statements",
            content:
              "Six to twelve months of business account statements can show the money actually coming into the business.",
          },
          {
            title: "Accountant's declaration",
            content:
              "A signed letter from your accountant confirming your income, often used together with BAS or statements.",
          },
        ],
      },
      {
        title: "What to expect on rates, deposit and fees",
        content:
          "Low doc loans are usually available up to 80% of the property's value, with some lenders going higher with LMI. Rates and fees tend to be a little higher than a standard loan, reflecting the lender's risk. Most lenders want your ABN registered for at least 12 months, and some for two years. Once you lodge your tax returns, we can look at refinancing you onto a standard full doc loan at a sharper rate.",
      },
    ],
    faqs: [
      {
        q: "Does low doc mean no documents?",
        a: "No. Responsible lending laws still require the lender to verify that you can afford the loan. Low doc means your income is proven with BAS, bank statements or an accountant's declaration rather than the most recent tax returns.",
      },
      {
        q: "How long do I need to have had my ABN?",
        a: "Most lenders want at least 12 months of ABN registration, and some want two years. A few specialist lenders consider less if you have worked in the same industry before going out on your own.",
      },
      {
        q: "Do I need to be registered for GST?",
        a: "Lenders that verify income with BAS generally expect GST registration. If your turnover is below the GST threshold, business bank statements or an accountant's declaration may be used instead.",
      },
      {
        q: "Are low doc rates much higher?",
        a: "They are usually somewhat higher than full doc rates, and the gap narrows with a bigger deposit and a clean credit history. Comparing lenders matters because low doc pricing varies widely between them.",
      },
      {
        q: "Can I switch to a standard loan later?",
        a: "Yes. Once your tax returns show your income, refinancing onto a full doc loan often brings a lower rate. We diarise a review for when your returns are lodged.",
      },
    ],
  },
  {
    slug: "construction-loans",
    name: "Construction Loans",
    shortBlurb:
      "Finance for building a new home, a knockdown rebuild or a major renovation, paid to your builder stage by stage.",
    youtubeId: "",
    metaTitle: "Construction Loans NSW | Build or Knockdown Rebuild",
    metaDescription:
      "Construction loans with progress payments for new builds, knockdown rebuilds and major renovations in Sydney. Interest only on what has been drawn.",
    h1: "Construction Loans That Pay Your Builder Stage by Stage",
    contentSections: [
      {
        title: "How progress payments work",
        subsections: [
          {
            title: "Deposit",
            content:
              "Paid when you sign the building contract. In NSW a builder cannot ask for more than 10% of the contract price as a deposit.",
          },
          {
            title: "Base or slab",
            content: "The site is prepared and the foundations or slab are poured.",
          },
          {
            title: "Frame",
            content: "The wall and roof frames are up and have passed inspection.",
          },
          {
            title: "Lock-up",
            content: "External walls, roof, windows and doors are in and the house can be locked.",
          },
          {
            title: "Fixing",
            content: "Internal linings, cabinetry, doors and fixtures are installed.",
          },
          {
            title: "Practical completion",
            content:
              "The home is finished to contract and ready for your final inspection and the occupation certificate.",
          },
        ],
      },
      {
        title: "Interest only on what has been drawn",
        content:
          "During the build you pay interest only on the amount paid out so far, so repayments start small and grow with each stage. Once the home is complete the loan usually switches to principal and interest. If you are renting while you build, we factor both costs into your budget so the build never stretches you.",
      },
      {
        title: "What the lender needs before approval",
        content:
          "Expect to provide a fixed-price building contract with a licensed NSW builder, council-approved plans (a development approval or complying development certificate), the builder's home building compensation insurance certificate for work over $20,000, and quotes for anything outside the contract such as landscaping or pools. The lender values the property as if complete, and that value sets how much it will lend.",
      },
    ],
    faqs: [
      {
        q: "How does the lender pay my builder?",
        a: "The builder sends you an invoice at the end of each stage. You sign an authority, the lender may send a valuer to confirm the work is done, and then the lender pays the builder directly.",
      },
      {
        q: "What if the build costs more than the contract?",
        a: "The lender will only release funds while the remaining loan covers the cost to complete. Variations and overruns usually have to be paid from your own funds first, so we build a contingency into your plan from the start.",
      },
      {
        q: "Can first home buyers get help to build?",
        a: "Yes. The NSW First Home Owner Grant of $10,000 applies to building a new home where the land and construction together are valued up to $750,000, and the 5% Deposit Scheme can be used for house and land packages and new builds within the price cap.",
      },
      {
        q: "How long do I have to finish building?",
        a: "Lenders usually require construction to start within about six months of the loan settling and finish within 12 to 24 months. Extensions are possible but need the lender's approval, so we check these terms against your builder's timeline.",
      },
      {
        q: "Can I use a construction loan for a knockdown rebuild?",
        a: "Yes. The loan can refinance any existing mortgage on the land and fund the new build through progress payments. The lender assesses the land value plus the as-if-complete value of the new home.",
      },
    ],
  },
  {
    slug: "bad-credit-loans",
    name: "Bad Credit Home Loans",
    shortBlurb:
      "Defaults, late payments or a past debt agreement do not rule you out. We match you with lenders who look at your whole story.",
    youtubeId: "",
    metaTitle: "Bad Credit Home Loans Sydney | Specialist Lenders",
    metaDescription:
      "Home loans after defaults, late payments, debt agreements or discharged bankruptcy. Specialist lenders, honest advice and a plan back to mainstream rates.",
    h1: "Bad Credit Home Loans: A Second Chance at Home Ownership",
    contentSections: [
      {
        title: "What lenders treat as bad credit",
        content:
          "Australian credit files show 24 months of repayment history on your home loans, credit cards and personal loans, plus defaults, court judgments, debt agreements, bankruptcies and every credit application you have made. A score of 500 or more is a decent starting point, but lenders look at the detail too: a single late payment during a bad month reads very differently from a pattern of missed repayments.",
      },
      {
        title: "How long marks stay on your file",
        subsections: [
          {
            title: "Repayment history",
            content: "Late or missed repayments are shown for 2 years.",
          },
          {
            title: "Defaults",
            content:
              "An overdue debt of $150 or more can be listed after 60 days and stays for 5 years, even once paid; the listing is updated to show it was paid.",
          },
          {
            title: "Credit enquiries",
            content:
              "Every application stays on your file for 5 years, and many in a short time can lower your score.",
          },
          {
            title: "Debt agreements and bankruptcy",
            content:
              "These are usually listed for at least 5 years from when they began, and longer if they run past that.",
          },
        ],
      },
      {
        title: "How we get these applications approved",
        content:
          "Specialist and non-bank lenders assess the reason behind the credit problem and what has happened since, not just the score. We check your credit report first, help correct anything that is wrong, explain your circumstances to the lender up front and apply to one well-chosen lender. Rates are usually higher to start, so we plan to refinance you to a mainstream lender after 12 to 24 months of clean repayments.",
      },
    ],
    faqs: [
      {
        q: "What credit score do I need for a home loan?",
        a: "A score of 500 or more is decent, and higher scores open up more lenders and sharper rates. Below that, specialist lenders can still help if the reason for the lower score is explained and your recent conduct is clean.",
      },
      {
        q: "Can I get a home loan with a paid default?",
        a: "Often, yes. Paid defaults, especially older or smaller ones, are accepted by a number of specialist lenders and some mainstream ones. Unpaid defaults narrow your options, so paying them before you apply usually helps.",
      },
      {
        q: "Does checking my own credit report hurt my score?",
        a: "No. Checking your own report is not recorded as a credit enquiry. You can get your credit report free every three months from each of Australia's credit reporting bodies.",
      },
      {
        q: "Can wrong listings be removed from my credit file?",
        a: "Yes. If a listing is incorrect, you can ask the credit provider or the credit reporting body to correct it, free of charge. If they will not, you can complain to the Australian Financial Complaints Authority. Correct listings cannot be removed early.",
      },
      {
        q: "Will I be stuck on a high rate forever?",
        a: "No. After 12 to 24 months of on-time repayments, and once older marks age, many borrowers can refinance to a mainstream lender. We set a review date when your loan settles.",
      },
    ],
  },
  {
    slug: "business-loans",
    name: "Business Loans",
    shortBlurb:
      "Finance for commercial property, equipment, vehicles and working capital, matched to how your business earns and grows.",
    youtubeId: "",
    metaTitle: "Business Loans Sydney | Commercial & Equipment Finance",
    metaDescription:
      "Business loans for commercial property, equipment, vehicles and cash flow. We compare banks and specialist lenders for Sydney business owners.",
    h1: "Business Loans for Sydney Business Owners",
    contentSections: [
      {
        title: "Types of business finance",
        subsections: [
          {
            title: "Commercial property loans",
            content:
              "For buying your own premises or an investment in offices, shops, warehouses or industrial units, usually secured by the property itself.",
          },
          {
            title: "Equipment and vehicle finance",
            content:
              "Chattel mortgages and leases fund vehicles, machinery and fit-outs, with the asset as security and terms matched to its working life.",
          },
          {
            title: "Overdrafts and lines of credit",
            content:
              "A revolving limit to smooth out cash flow between paying suppliers and getting paid, with interest only on what you use.",
          },
          {
            title: "Unsecured business loans",
            content:
              "Faster approval without property security, based on the business's turnover and trading history, at a higher rate than secured lending.",
          },
        ],
      },
      {
        title: "What lenders need to see",
        content:
          "Expect to provide two years of financial statements and tax returns, recent BAS, business bank statements and details of any tax debt on your ATO account. Start-ups and expansions also need a clear plan showing how the repayments will be met. Secured loans need details of the property or asset offered as security.",
      },
      {
        title: "Commercial property is not a home loan",
        content:
          "Commercial loans are usually capped at 60-70% of the property's value, run for shorter terms and may be reviewed every few years. Lenders weigh the lease, the tenant's strength and how long is left on the lease as much as the building. Because terms differ so much, comparing banks and specialist lenders can make a real difference to cost and flexibility.",
      },
    ],
    faqs: [
      {
        q: "How much deposit do I need for a commercial property?",
        a: "Usually 30-40% of the price plus costs, as most lenders cap commercial loans at 60-70% of the value. Some lenders go higher for strong borrowers, or when extra security such as equity in your home is offered.",
      },
      {
        q: "Can I get business finance with an ATO debt?",
        a: "It is harder but often possible, particularly if you have a payment arrangement in place with the ATO and have kept to it. Lenders will want to see the arrangement and your recent lodgement history.",
      },
      {
        q: "Are business loans covered by the same consumer protections as home loans?",
        a: "Generally not. Loans used mainly for business purposes fall outside the National Consumer Credit Protection Act, so contract terms, fees and default clauses deserve a careful read. We explain the key terms before you sign.",
      },
      {
        q: "Secured or unsecured: which is better?",
        a: "Secured loans cost less and allow larger amounts but put the asset at risk. Unsecured loans are faster and keep your property out of it, at a higher rate and usually a shorter term. The right choice depends on the amount, the purpose and how quickly you need the funds.",
      },
      {
        q: "How quickly can a business loan be approved?",
        a: "Unsecured loans and equipment finance can be approved within days. Commercial property loans take longer, usually several weeks, because of valuations, lease reviews and legal work.",
      },
    ],
  },
  {
    slug: "guarantor-loans",
    name: "Guarantor Home Loans",
    shortBlurb:
      "Let a family member's property equity stand in for your deposit and buy without LMI, with the guarantee limited and released as soon as possible.",
    youtubeId: "",
    metaTitle: "Guarantor Home Loans | Family Guarantee Sydney",
    metaDescription:
      "Buy with little or no deposit using a family guarantee. Avoid LMI, limit the guarantee and release it once your loan falls below 80% of the value.",
    h1: "Guarantor Home Loans: Family Help Without the LMI",
    contentSections: [
      {
        title: "How a family guarantee works",
        content:
          "A family member, usually a parent, offers equity in their own property as extra security for part of your loan. Because the lender holds security for more than 20% of the value, you can borrow up to the full purchase price, and with some lenders the costs as well, without paying LMI. No money changes hands: the guarantor is not paying your deposit, they are backing part of the loan.",
      },
      {
        title: "Protecting the family",
        subsections: [
          {
            title: "A limited guarantee",
            content:
              "The guarantee is usually capped at the amount needed to bring your loan to 80% of the value, not the whole loan, so the guarantor knows their maximum exposure.",
          },
          {
            title: "Independent legal advice",
            content:
              "Lenders require guarantors to get their own legal advice before signing, so they fully understand what they are agreeing to.",
          },
          {
            title: "A plan to release it",
            content:
              "Once repayments or growth in value bring your loan below 80% of the property's value, the guarantee can be removed. We track this and apply for the release when you get there.",
          },
          {
            title: "If repayments are missed",
            content:
              "The guarantor can be called on up to the limit of the guarantee. Good income protection and a repayment buffer protect both of you.",
          },
        ],
      },
      {
        title: "Who can be a guarantor",
        content:
          "Most lenders accept parents, and some accept siblings, grandparents or a spouse or de facto partner. The guarantor needs enough equity in their property, and some lenders also consider their age and income. A different arrangement, the government's Family Home Guarantee, lets eligible single parents buy with a 2% deposit; we can compare both if it applies to you.",
      },
    ],
    faqs: [
      {
        q: "How much can I borrow with a guarantor?",
        a: "With a family guarantee most lenders will lend up to 100% of the purchase price, and some up to about 105% to cover stamp duty and costs. You still need the income to afford the repayments.",
      },
      {
        q: "Does my guarantor have to pay anything?",
        a: "Not upfront. They provide equity in their property as security. They only become liable, up to the guarantee limit, if you cannot meet your repayments and the property's sale does not cover the debt.",
      },
      {
        q: "Can my parents still sell or refinance their home?",
        a: "While the guarantee is in place the lender holds a mortgage over their property, so selling or refinancing it needs the guarantee released or replaced. Planning an early release avoids that problem.",
      },
      {
        q: "How do we remove the guarantee?",
        a: "When your loan falls to 80% of the property's value or below, through repayments, growth or a lump sum, the lender can release the guarantor. A new valuation is usually needed, and we handle the request for you.",
      },
      {
        q: "Is a guarantor loan the same as the Family Home Guarantee?",
        a: "No. A guarantor loan uses a relative's property as security. The Family Home Guarantee is a government scheme for eligible single parents and legal guardians to buy with a 2% deposit and no LMI, with no relative involved.",
      },
    ],
  },
  {
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
  },
  {
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
  },
];

/** The service with this slug, or undefined, which the page shows as 'Service not found'. */
export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
