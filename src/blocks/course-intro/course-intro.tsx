import type { BlockProps } from "../../content/blocks";

export function CourseIntro({ block }: BlockProps<"course-intro">) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="container-page py-12 sm:py-16">
        <h1 className="text-3xl font-bold leading-tight sm:text-5xl">{block.heading}</h1>
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-5 max-w-3xl text-lg text-blue-100">
            {paragraph}
          </p>
        ))}
        {block.facts ? (
          <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {block.facts.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-white/10 p-4">
                <dt className="text-sm font-semibold uppercase tracking-wide text-accent-300">{fact.label}</dt>
                <dd className="mt-1 text-white">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
