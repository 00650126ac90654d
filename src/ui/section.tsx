import clsx from "clsx";
import { useId, type ComponentProps, type ReactNode } from "react";
import { useTextLanguage } from "./text-language";

type SectionProps = ComponentProps<"section"> & {
  heading: string;
  headingLevel?: 1 | 2;
  intro?: ReactNode;
  tone?: "plain" | "muted";
};

const TONES = { plain: "bg-white", muted: "bg-slate-50" } as const;

/** The common frame of a content block: spacing, width, heading and an optional intro line. */
export function Section({
  heading,
  headingLevel = 2,
  intro,
  tone = "plain",
  className,
  children,
  ...props
}: SectionProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const id = useId();
  const langOf = useTextLanguage();
  return (
    <section aria-labelledby={id} className={clsx("py-12 sm:py-16", TONES[tone], className)} {...props}>
      <div className="container-page">
        <Heading
          id={id}
          lang={langOf(heading)}
          className={clsx("heading-section", headingLevel === 1 && "sm:text-4xl")}
        >
          {heading}
        </Heading>
        {intro ? (
          <p
            lang={typeof intro === "string" ? langOf(intro) : undefined}
            className="mt-3 max-w-3xl text-lg text-slate-600"
          >
            {intro}
          </p>
        ) : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
