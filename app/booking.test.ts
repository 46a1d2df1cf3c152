import { describe, expect, it } from "vitest";
import { bookingInHtml, bookingPlaceholder, prefilledBooking } from "./booking";

const page = `<ul><li><a href="/labs">Labs</a></li></ul><a data-booking="" href="${bookingPlaceholder}" class="x"><svg><path d="M0"></path></svg>Book a 30-minute call</a><p>after</p>`;

describe("the booking link in a prerendered page", () => {
  it("gets BOOKING_URL, escaped as React writes an attribute", () => {
    const html = bookingInHtml(page, "https://cal.com/a/30min?x=1&y=2");
    expect(html).toContain('href="https://cal.com/a/30min?x=1&amp;y=2"');
    expect(html).not.toContain(bookingPlaceholder);
    expect(html).toContain("<p>after</p>");
  });

  it("is taken out, and only it, when BOOKING_URL is unset", () => {
    expect(bookingInHtml(page, null)).toBe('<ul><li><a href="/labs">Labs</a></li></ul><p>after</p>');
  });

  it("leaves a page without it as it is", () => {
    expect(bookingInHtml("<p>x</p>", null)).toBe("<p>x</p>");
  });

  it("is prefilled with a name and an email, keeping the tool's own parameters", () => {
    const url = new URL(prefilledBooking("https://cal.com/a/30min?duration=30", { name: "Zoé D'Arc", email: "z+x@example.be" }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ duration: "30", name: "Zoé D'Arc", email: "z+x@example.be" });
    expect(prefilledBooking("https://cal.com/a", null)).toBe("https://cal.com/a");
  });
});
