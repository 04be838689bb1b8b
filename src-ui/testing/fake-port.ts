import type { HttpFailure } from '@domain/ports/http';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fn = (...args: any[]) => any;
type MethodOf<T> = { [K in keyof T]: T[K] extends Fn ? K : never }[keyof T] & string;
type Args<T, K extends MethodOf<T>> = T[K] extends Fn ? Parameters<T[K]> : never;
type Result<T, K extends MethodOf<T>> = T[K] extends Fn ? Awaited<ReturnType<T[K]>> : never;

/**
 * A scripted port (a use case's gateway): each method answers with its handler, records its
 * arguments, and an unscripted method rejects like a missing server route (an HttpFailure 404).
 */
export class FakePort<T extends object> {
  readonly calls: { method: string; args: unknown[] }[] = [];
  readonly #handlers = new Map<string, Fn>();
  readonly port: T;

  constructor(readonly name: string) {
    this.port = new Proxy({} as T, {
      // Not a thenable, nothing for symbols: the container and `await` must see a plain object.
      get: (_t, key) => (typeof key === 'string' && key !== 'then' ? this.#method(key) : undefined),
    });
  }

  on<K extends MethodOf<T>>(
    method: K,
    h: (...args: Args<T, K>) => Result<T, K> | Promise<Result<T, K>>,
  ): this {
    this.#handlers.set(method, h as Fn);
    return this;
  }

  /** The arguments of each call of a method, in order. */
  calledWith<K extends MethodOf<T>>(method: K): Args<T, K>[] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args as Args<T, K>);
  }

  #method(key: string) {
    return async (...args: unknown[]) => {
      this.calls.push({ method: key, args });
      const h = this.#handlers.get(key);
      if (!h) throw { kind: 'http', status: 404, msg: `no fake ${this.name}.${key}` } satisfies HttpFailure;
      return h(...args);
    };
  }
}
