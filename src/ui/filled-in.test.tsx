import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { FilledIn } from "./filled-in";

it("puts each part where the words name it, in the words' own order, and leaves a name it is not given", () => {
  const parts = { phone: <a href="tel:+1">+1</a>, email: <b>us@example.com</b> };
  const { container, rerender } = render(<FilledIn words="call {phone} or write to {email}." parts={parts} />);
  expect(container.innerHTML).toBe('call <a href="tel:+1">+1</a> or write to <b>us@example.com</b>.');
  rerender(<FilledIn words="{email} मा लेख्नुहोस् वा {phone} मा फोन गर्नुहोस् {other}" parts={parts} />);
  expect(container.innerHTML).toBe('<b>us@example.com</b> मा लेख्नुहोस् वा <a href="tel:+1">+1</a> मा फोन गर्नुहोस् {other}');
});
