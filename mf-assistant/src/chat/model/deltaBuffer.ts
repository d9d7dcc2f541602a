/**
 * Collects pieces of a streamed reply and hands them over at most once per animation frame:
 * a model may send hundreds of pieces a second, the chat re-renders its markdown once a frame.
 */
export class DeltaBuffer {
  private pending = '';
  private scheduled: number | null = null;

  constructor(private readonly apply: (text: string) => void) {}

  push(text: string): void {
    this.pending += text;
    this.scheduled ??= requestAnimationFrame(() => this.flush());
  }

  flush(): void {
    if (this.scheduled !== null) cancelAnimationFrame(this.scheduled);
    this.scheduled = null;
    if (!this.pending) return;
    const text = this.pending;
    this.pending = '';
    this.apply(text);
  }
}
