/**
 * Who a file link is handed to. A link made while a signed-in request is handled names that user
 * (its reader) and works only while the reader's account is active: once they are deactivated or
 * removed, every link they were given stops working, saved or not. The files plugin runs each
 * signed-in request inside `readingAs`, so the many services that make links need not pass the
 * caller along; links made outside a signed-in request (public pages, jobs) name nobody.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const reader = new AsyncLocalStorage<string>();

/** Runs `work` with `userId` as the reader of the links it makes. */
export function readingAs<T>(userId: string, work: () => T): T {
  return reader.run(userId, work);
}

/** The reader of links made now, if a signed-in request is being handled. */
export function currentReader(): string | undefined {
  return reader.getStore();
}
