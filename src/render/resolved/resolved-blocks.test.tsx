import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { courses, services } from "../../content/catalogue";
import { site } from "../../content/site";
import { exampleBlock } from "../../../tests/example-block";
import { renderWithRouter } from "../../../tests/render-with-router";
import { ResolvedCourseGrid } from "./course-grid";
import { ResolvedServiceGrid } from "./service-grid";
import { ResolvedChatCta, ResolvedContactBar, ResolvedCourseNav } from "./site-blocks";
import { ResolvedTopCourses } from "./top-courses";

const headingsAt = (level: number) => screen.getAllByRole("heading", { level }).map((h) => h.textContent);

// The blocks are tested on example data; these check the renderer gives them the site's own.
describe("blocks given the catalogue and the site settings", () => {
  it("the course grid gets every course with its card", () => {
    renderWithRouter(<ResolvedCourseGrid block={{ ...exampleBlock("course-grid"), headingLevel: 2 }} />);
    expect(courses.length).toBeGreaterThanOrEqual(27);
    expect(headingsAt(3)).toEqual(courses.map((course) => course.title));
  });

  it("the top courses pick from every course", () => {
    const named = [courses[3].path, courses[0].path];
    renderWithRouter(<ResolvedTopCourses block={{ ...exampleBlock("top-courses"), courses: named }} />);
    expect(headingsAt(3)).toEqual([courses[3].title, courses[0].title]);
  });

  it("the service grid gets every service with its card", () => {
    renderWithRouter(<ResolvedServiceGrid block={{ ...exampleBlock("service-grid"), headingLevel: 2 }} />);
    expect(services.length).toBeGreaterThanOrEqual(12);
    expect(headingsAt(3)).toEqual(services.map((service) => service.title));
  });

  it("the course navigation links every course", () => {
    renderWithRouter(<ResolvedCourseNav block={exampleBlock("course-nav")} />);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(
      courses.map((course) => course.path),
    );
  });

  it("the contact bar and the chat button use the site's phone, e-mail and chat number", () => {
    render(<ResolvedContactBar block={exampleBlock("contact-bar")} />);
    expect(screen.getByRole("link", { name: site.phone })).toBeVisible();
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    render(<ResolvedChatCta block={exampleBlock("chat-cta")} />);
    expect(screen.getByRole("link", { name: /opens in a new tab/ }).getAttribute("href")).toContain(site.chatNumber);
  });
});
