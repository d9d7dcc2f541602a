/** Cluster builder canvas (built out in its own issue). */
export default function ClusterBuilder() {
  return (
    <section>
      <h1>Clusterbouwer</h1>
    </section>
  );
}
