/** One server-sent event (WHATWG HTML, "Interpreting an event stream"). */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * An incremental `text/event-stream` parser: feed it decoded text as it arrives, in any chunking;
 * it answers the events completed by that text. Comments (`: ping`) and `retry:` are skipped.
 */
export class SseParser {
  #buffer = '';
  #event = '';
  #data: string[] = [];
  #id: string | undefined;

  push(text: string): SseEvent[] {
    this.#buffer += text;
    const out: SseEvent[] = [];
    for (;;) {
      const m = /\r\n|\r|\n/.exec(this.#buffer);
      if (!m) break;
      // A CR at the very end may be the first half of a CRLF split across chunks: wait for more.
      if (m[0] === '\r' && m.index === this.#buffer.length - 1) break;
      const line = this.#buffer.slice(0, m.index);
      this.#buffer = this.#buffer.slice(m.index + m[0].length);
      const ev = this.#line(line);
      if (ev) out.push(ev);
    }
    return out;
  }

  #line(line: string): SseEvent | null {
    if (line === '') {
      const ev =
        this.#data.length > 0
          ? {
              event: this.#event || 'message',
              data: this.#data.join('\n'),
              ...(this.#id ? { id: this.#id } : {}),
            }
          : null;
      this.#event = '';
      this.#data = [];
      return ev;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.#event = value;
    else if (field === 'data') this.#data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.#id = value;
    return null;
  }
}
