/** Floating launcher (built out in its own issue). */
export default function AssistantLauncher() {
  return (
    <button type="button" className="ai-launcher">
      AI-assistent
    </button>
  );
}
