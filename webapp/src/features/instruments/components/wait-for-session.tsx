/** Shown behind the guest prompt until the visitor has a session to answer under. */
export function WaitForSession({ title }: { title: string }) {
  return (
    <section className="page page--narrow" aria-labelledby="wait-title">
      <h1 id="wait-title">{title}</h1>
      <p className="muted">Choose Sign Up or Continue Anonymously to begin. Your answers are kept under that session.</p>
    </section>
  );
}
