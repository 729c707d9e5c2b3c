import { describe, expect, it } from "vitest";
import { callbackAsk, readCallbackDetails } from "./callback-detection";

/** Messages as visitors write them, and what the chat must read from each. */
const asks: { message: string; ask: string; details: Record<string, string> }[] = [
  {
    message: "Please call me back on 0466 555 666, my name is Sam",
    ask: "phone",
    details: { name: "Sam", phone: "0466 555 666" },
  },
  { message: "0412345678", ask: "phone", details: { phone: "0412 345 678" } },
  { message: "my mob 0412-345-678", ask: "phone", details: { phone: "0412 345 678" } },
  { message: "ring 0412.345.678 pls", ask: "phone", details: { phone: "0412 345 678" } },
  { message: "+61 412 345 678", ask: "phone", details: { phone: "0412 345 678" } },
  { message: "+61412345678 thanks", ask: "phone", details: { phone: "0412 345 678" } },
  { message: "+61 (0)412 345 678", ask: "phone", details: { phone: "0412 345 678" } },
  { message: "I'm on (02) 9387 1234", ask: "phone", details: { phone: "(02) 9387 1234" } },
  {
    message: "02 9387 1234 after 5",
    ask: "phone",
    details: { phone: "(02) 9387 1234", preferredTime: "after 5" },
  },
  { message: "landline +61 2 9387 1234", ask: "phone", details: { phone: "(02) 9387 1234" } },
  { message: "work number 03-9123-4567", ask: "phone", details: { phone: "(03) 9123 4567" } },
  { message: "try 1300 123 456", ask: "phone", details: { phone: "1300 123 456" } },
  { message: "1800-555-123 is our office", ask: "phone", details: { phone: "1800 555 123" } },
  {
    message: "sam.lee@example.com.au is best",
    ask: "email",
    details: { email: "sam.lee@example.com.au" },
  },
  {
    message: "email me at sam@example.com",
    ask: "email",
    details: { email: "sam@example.com" },
  },
  { message: "can someone call me", ask: "request", details: {} },
  { message: "Can someone call?", ask: "request", details: {} },
  { message: "ring me", ask: "request", details: {} },
  {
    message: "Please call me back on 0466 555 666 after 5, my name is Sam",
    ask: "phone",
    details: { name: "Sam", phone: "0466 555 666", preferredTime: "after 5" },
  },
  { message: "call me about a loan of 5,000 at 6.5%", ask: "request", details: {} },
  {
    message: "call me after 5",
    ask: "request",
    details: { preferredTime: "after 5" },
  },
  {
    message: "could you give me a ring tomorrow morning",
    ask: "request",
    details: { preferredTime: "tomorrow morning" },
  },
  { message: "my number is", ask: "request", details: {} },
  { message: "book me in", ask: "request", details: {} },
  { message: "I'd like to book a call", ask: "request", details: {} },
  {
    message: "this is Priya, can I speak to someone on Monday arvo",
    ask: "request",
    details: { name: "Priya", preferredTime: "on Monday arvo" },
  },
  { message: "I want a callback", ask: "request", details: {} },
  { message: "Please get in touch with me", ask: "request", details: {} },
  {
    message: "my name is jo smith, contact me before 9am",
    ask: "request",
    details: { name: "Jo Smith", preferredTime: "before 9am" },
  },
];

/** Numbers people tell a broker that are no phone, and questions that ask for no call. */
const lookAlikes = [
  "I owe $650,000 on my home",
  "can I borrow 650000",
  "650k loan over 30 years",
  "loan of $1,250,000 at 6.2% rate",
  "is 2% deposit enough",
  "rates are 6.2% now",
  "I live in Bondi 2026",
  "postcode 2026",
  "we bought in 2025",
  "fixed for 5 years then variable",
  "my income is $120,000 and my partner earns 95000",
  "between 2019 and 2025 I had a default",
  "what is the cash rate",
  "what's an offset account",
  "how do you get paid",
  "loan 450000 deposit 90000",
  "$1,000,000 property 20% deposit 200000",
  "interest rate 5.99% comparison rate 6.05%",
  "I'm looking to refinance after 3 years",
  "can I call you later about it", // the visitor will call: no card asked for
  "credit card 12000 at 19.99%",
  "ABN 51 824 753 556",
];

describe("reading a call-back from a visitor's message", () => {
  it.each(asks)("given $message, it is asked for ($ask) with its details", (row) => {
    expect(callbackAsk(row.message)).toBe(row.ask);
    expect(readCallbackDetails([row.message])).toEqual(row.details);
  });

  it.each(lookAlikes)("given %s, no call-back is asked for and no phone is read", (message) => {
    expect(callbackAsk(message)).toBeUndefined();
    expect(readCallbackDetails([message]).phone).toBeUndefined();
  });

  it("given a name in an earlier message, the card has it, and the latest number wins", () => {
    expect(
      readCallbackDetails([
        "Hi, I'm Sam",
        "what's an offset account? fixed for 5 years",
        "my number is 0400 111 222",
        "sorry, it's 0400 111 333, ring me after 5pm",
      ]),
    ).toEqual({ name: "Sam", phone: "0400 111 333", preferredTime: "after 5pm" });
  });

  it("given words after 'I'm' that are no name, no name is read", () => {
    expect(readCallbackDetails(["I'm Looking to refinance, call me"])).toEqual({});
    expect(readCallbackDetails(["i'm keen, call me"])).toEqual({});
  });

  it("reports its results over the whole table", () => {
    const asked = asks.filter((row) => callbackAsk(row.message) === row.ask).length;
    const quiet = lookAlikes.filter((message) => callbackAsk(message) === undefined).length;
    console.log(
      `call-back detection: ${asked}/${asks.length} asks read, ${quiet}/${lookAlikes.length} look-alikes left alone`,
    );
    expect([asked, quiet]).toEqual([asks.length, lookAlikes.length]);
  });
});
