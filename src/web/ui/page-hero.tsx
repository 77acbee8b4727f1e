/** A page's opening band: a small eyebrow line, the page's one h1 and a lead paragraph. */
export function PageHero({ eyebrow, heading, intro }: { eyebrow: string; heading: string; intro: string }) {
  return (
    <section className="hero-sky border-b border-line">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6 lg:px-8">
        <p className="text-xs font-semibold tracking-[0.2em] text-accent-ink uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">{heading}</h1>
        <p className="mt-3 max-w-2xl text-ink-muted sm:text-lg">{intro}</p>
      </div>
    </section>
  );
}
